import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TokenInput } from "./TokenInput.tsx";

/**
 * The end of a public form: the honeypot field people never see (a bot that fills it gets a
 * success that stores nothing), the one-time token and the submit button, which the form's
 * island makes say it is sending meanwhile.
 */
export function FormFooter({
  honeypot,
  honeypotLabel,
  label,
  sendingLabel,
}: {
  honeypot: FieldMetadata<string>;
  honeypotLabel: string;
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
      <button type="submit" className="button button--primary" data-sending={sendingLabel}>
        {label}
      </button>
    </>
  );
}
