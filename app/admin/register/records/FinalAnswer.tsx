// What the complainant is told when a complaint is resolved or rejected (issue 40): the final
// answer by e-mail, in their language, starting from the outcome as it is typed (until the answer
// itself is changed); or, said on purpose and with a reason, nothing by e-mail. The status card
// sends it with the move (record-action.server.ts); the tracking page then says only what is true.
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { fill } from "../../../i18n/fill.ts";
import { Labelled, TextAreaField } from "../../kit/Field.tsx";
import { FieldError } from "../../../site/forms/FieldError.tsx";
import type { ReplyFormData } from "./reply-form.server.ts";
import { inTemplate } from "../../../register/reply-mail.ts";
import { useRegisterText } from "../text.ts";
import { textLimits } from "../../../register/workflow.ts";

export function FinalAnswer({
  fields,
  reply,
  canEmail,
  outcome,
}: {
  fields: {
    finalAnswer: FieldMetadata<string>;
    answer: FieldMetadata<string>;
    noEmailReason: FieldMetadata<string>;
  };
  reply: ReplyFormData;
  /** The complainant left an e-mail address. */
  canEmail: boolean;
  /** The outcome note as it is typed. */
  outcome: string;
}) {
  const { t, language } = useRegisterText();
  const [mode, setMode] = useState<"email" | "none">(
    fields.finalAnswer.initialValue === "none" || !canEmail ? "none" : "email",
  );
  const [edited, setEdited] = useState<string | null>(null);
  const answer = edited ?? (outcome.trim() ? inTemplate(reply.to, outcome.trim()) : reply.template);
  const choice = (value: "email" | "none", label: string) => (
    <label className="admin-choice">
      <input
        type="radio"
        name={fields.finalAnswer.name}
        value={value}
        checked={mode === value}
        disabled={value === "email" && !canEmail}
        onChange={() => setMode(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="admin-final-answer" aria-describedby={fields.finalAnswer.errorId}>
      <legend>{fill(t.finalAnswer, { name: reply.to.name })}</legend>
      {choice("email", fill(t.finalAnswerEmail, { language: language(reply.to.lang) }))}
      {choice("none", t.finalAnswerNone)}
      <FieldError field={fields.finalAnswer} />
      {mode === "email" ? (
        <>
          <input type="hidden" name="template" value={reply.template} />
          <Labelled field={fields.answer} label={t.finalAnswerBox} hint={t.finalAnswerHint}>
            <textarea
              {...getTextareaProps(fields.answer, { ariaDescribedBy: fields.answer.descriptionId })}
              defaultValue={undefined}
              value={answer}
              onChange={(event) => setEdited(event.currentTarget.value)}
              maxLength={textLimits.reply}
              rows={10}
              lang={reply.to.lang}
            />
          </Labelled>
        </>
      ) : (
        <TextAreaField
          field={fields.noEmailReason}
          label={t.noEmailReason}
          hint={t.noEmailReasonHint}
          maxLength={textLimits.outcome}
          rows={3}
        />
      )}
    </fieldset>
  );
}
