import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TokenInput } from "./TokenInput.tsx";
import { botFields } from "./bot-fields.ts";

/**
 * The end of a public form: what tells a person from a program, all hidden from people
 * (bot-checks.server.ts: the honeypot field, the page's signed stamp, the proof-of-work answer the
 * island fills in), the one-time token and the submit button, which the form's island makes say
 * it is sending meanwhile.
 */
export function FormFooter({
  honeypot,
  honeypotLabel,
  stamp,
  label,
  sendingLabel,
}: {
  honeypot: FieldMetadata<string>;
  honeypotLabel: string;
  stamp: string;
  label: string;
  sendingLabel: string;
}) {
  return (
    <>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={honeypot.id}>{honeypotLabel}</label>
        <input {...getInputProps(honeypot, { type: "text" })} tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={botFields.stamp} value={stamp} />
      <input type="hidden" name={botFields.challenge} defaultValue="" />
      <TokenInput />
      <button type="submit" className="button button--primary" data-sending={sendingLabel}>
        {label}
      </button>
    </>
  );
}
