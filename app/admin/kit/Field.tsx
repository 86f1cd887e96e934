import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "../../site/forms/FieldError.tsx";

type InputType = "text" | "email" | "password" | "number" | "date";

/** A field's label, hint and error around its control (the control ties them to itself). */
export function Labelled({
  field,
  label,
  hint,
  labelHidden,
  children,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  labelHidden?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={field.id} className={labelHidden ? "visually-hidden" : undefined}>
        {label}
      </label>
      {hint && (
        <p id={field.descriptionId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError field={field} />
    </div>
  );
}

/**
 * A labelled input of the back office: its hint and its error are tied to it with
 * aria-describedby (Conform adds the error's id and aria-invalid when it has one).
 */
export function Field({
  field,
  label,
  type,
  hint,
  autoComplete,
  maxLength,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: InputType;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "numeric" | "text" | "email";
}) {
  return (
    <Labelled field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
        // Passwords are never sent back into the page after a refusal.
        {...(type === "password" ? { defaultValue: "" } : {})}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={false}
        autoCapitalize="off"
      />
    </Labelled>
  );
}

/**
 * A labelled text area, tied to its hint and error as Field is; `lang` is the language it is to
 * be written in. `labelHidden`: the label is for screen readers only, where a heading just
 * above says the same.
 */
export function TextAreaField({
  field,
  label,
  hint,
  maxLength,
  rows = 5,
  lang,
  labelHidden,
  textareaRef,
  onInput,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  maxLength: number;
  rows?: number;
  lang?: string;
  labelHidden?: boolean;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
  onInput?: (value: string) => void;
}) {
  return (
    <Labelled field={field} label={label} hint={hint} labelHidden={labelHidden}>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        ref={textareaRef}
        onInput={onInput && ((event) => onInput(event.currentTarget.value))}
        maxLength={maxLength}
        rows={rows}
        lang={lang}
      />
    </Labelled>
  );
}

const replyIds = new WeakMap<object, number>();
let lastReplyId = 0;

/**
 * A key that changes with each answer of the server: given to password fields, it makes them new
 * (empty) inputs after a refusal, as they are without JavaScript. The browser's own validation
 * while typing leaves them alone.
 */
export function replyKey(reply: object | null | undefined): string {
  if (!reply) return "reply-0";
  if (!replyIds.has(reply)) replyIds.set(reply, ++lastReplyId);
  return `reply-${replyIds.get(reply)}`;
}
