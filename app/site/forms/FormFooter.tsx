import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TokenInput } from "./TokenInput.tsx";

/**
 * The end of a public form: the honeypot field people never see (a bot that fills it gets a
 * success that stores nothing), the one-time token and the submit button, which says it is
 * sending meanwhile.
 */
export function FormFooter({
  honeypot,
  honeypotLabel,
  submitting,
  label,
  sendingLabel,
}: {
  honeypot: FieldMetadata<string>;
  honeypotLabel: string;
  submitting: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={honeypot.id}>{honeypotLabel}</label>
        <input {...getInputProps(honeypot, { type: "text" })} tabIndex={-1} autoComplete="off" />
      </div>
      <TokenInput />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? sendingLabel : label}
      </button>
    </>
  );
}
