import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ComplaintPage } from "../../content/complaint/schema.ts";
import {
  acceptAttribute,
  complaintFormSection,
  type complaintConstraint,
  type ComplaintValues,
} from "./complaint-form.ts";
import type { FormOutcome } from "../forms/outcome.ts";
import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { localNumber } from "../../i18n/digits.ts";
import { useLang } from "../../i18n/define.ts";
import { complaintFormStrings } from "./strings.ts";
import { FieldError } from "../forms/FieldError.tsx";
import { FormFooter } from "../forms/FormFooter.tsx";
import { Notice } from "../forms/Notice.tsx";
import "../../ui/fields.css";
import "../forms/forms.css";

/** What the notice of a stored complaint shows (no reference for one held as spam). */
export interface ComplaintSent {
  reference: string | null;
  email: string;
}

export interface ComplaintFormProps {
  labels: Pick<
    ComplaintPage,
    | "send_us_a_message"
    | "name_label"
    | "email_label"
    | "phone_number_label"
    | "company_name_label"
    | "upload_label"
    | "your_message_label"
    | "button_label"
  >;
  /** The fields' HTML constraints (`complaintConstraint`, from the loader). */
  constraint: ReturnType<typeof complaintConstraint>;
  lastResult?: SubmissionResult<string[]> | null;
  outcome: FormOutcome<ComplaintSent> | null;
  /** Changes with every answer of the action, so each one shows its notice once. */
  noticeId: string | null;
  /** The page's signed stamp (app/site/forms/bot-checks.server.ts). */
  stamp: string;
}

const Required = () => <span aria-hidden="true"> *</span>;

/** "Your complaint reference is {reference}…" with the reference kept on one line. */
function Receipt({ template, reference, email }: { template: string; reference: string; email: string }) {
  const [before = "", after = ""] = template.split("{reference}");
  return (
    <>
      {before}
      <span className="nowrap">{reference}</span>
      {fill(after, { email })}
    </>
  );
}

/**
 * The complaint form (spec): labels from the complaint record, files sent as
 * multipart to the route's action. Works without JavaScript; with it (complaint-form.island.ts),
 * fields validate as the visitor leaves and retypes them, the selected-file count follows the
 * file input, and the form is sent in the background.
 */
export function ComplaintForm({ labels, constraint, lastResult, outcome, noticeId, stamp }: ComplaintFormProps) {
  const t = useStrings(complaintFormStrings);
  const lang = useLang();
  const [form, fields] = useForm<ComplaintValues>({ lastResult, constraint });

  return (
    <section id={complaintFormSection} className="form-section complaint-form" aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" tabIndex={-1}>
        {labels.send_us_a_message}
      </h2>
      {outcome?.kind === "sent" && (
        <Notice key={noticeId} tone="success" title={t.sentTitle} text={t.sentText} closeLabel={t.close}>
          {outcome.reference && (
            <p>
              <Receipt template={t.reference} reference={outcome.reference} email={outcome.email} />
            </p>
          )}
        </Notice>
      )}
      {outcome?.kind === "failed" && (
        <Notice key={noticeId} tone="error" title={t.failedTitle} text={t.failedText} closeLabel={t.close} />
      )}
      {outcome?.kind === "sent" && outcome.reference && (
        <p className="form-receipt">
          <Receipt template={t.reference} reference={outcome.reference} email={outcome.email} />
        </p>
      )}
      {outcome?.kind === "limited" && (
        <p className="form-receipt form-receipt--error" role="alert">
          {t.tooManyRequests}
        </p>
      )}
      <p className="form-receipt form-receipt--error" role="alert" data-offline hidden>
        {t.offline}
      </p>
      <form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form">
        <div className="form-field">
          <label htmlFor={fields.FullName.id}>
            {labels.name_label}
            <Required />
          </label>
          <input {...getInputProps(fields.FullName, { type: "text" })} autoComplete="name" />
          <FieldError field={fields.FullName} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.Email.id}>
            {labels.email_label}
            <Required />
          </label>
          <input {...getInputProps(fields.Email, { type: "email" })} autoComplete="email" />
          <FieldError field={fields.Email} />
        </div>
        <div className="form-field">
          {/* Required, but the label shows no asterisk (spec). */}
          <label htmlFor={fields.PhoneNumber.id}>{labels.phone_number_label}</label>
          <input {...getInputProps(fields.PhoneNumber, { type: "tel" })} autoComplete="tel" />
          <FieldError field={fields.PhoneNumber} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.CompanyName.id}>{labels.company_name_label}</label>
          <input {...getInputProps(fields.CompanyName, { type: "text" })} autoComplete="organization" />
          <FieldError field={fields.CompanyName} />
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={fields.Files.id}>
            {labels.upload_label}
            <Required />
          </label>
          {/* The browser names its button in its own language: ours lies over it, in the page's. */}
          <div className="file-picker">
            <input
              {...getInputProps(fields.Files, { type: "file" })}
              className="file-input"
              // The form is not validated by the browser (noValidate): this tells screen readers, and
              // lets the style sheet tell an empty picker from a filled one without scripts.
              required
              multiple
              accept={acceptAttribute}
              aria-describedby={[
                `${fields.Files.id}-count`,
                `${fields.Files.id}-hint`,
                fields.Files.errors ? fields.Files.errorId : "",
              ]
                .join(" ")
                .trim()}
            />
            <span className="file-picker__button" aria-hidden="true">
              {t.chooseFiles}
            </span>
          </div>
          <p
            id={`${fields.Files.id}-count`}
            className="file-count"
            aria-live="polite"
            data-one={t.fileSelected}
            data-many={t.filesSelected}
          >
            {fill(t.filesSelected, { count: localNumber(0, lang) })}
          </p>
          <p id={`${fields.Files.id}-hint`} className="form-field__hint">
            {t.acceptedHint}
          </p>
          <FieldError field={fields.Files} />
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={fields.Message.id}>
            {labels.your_message_label}
            <Required />
          </label>
          <textarea {...getTextareaProps(fields.Message)} className="complaint-message" />
          <FieldError field={fields.Message} />
        </div>
        <FormFooter
          honeypot={fields.website}
          honeypotLabel={t.honeypot}
          stamp={stamp}
          label={labels.button_label}
          sendingLabel={t.sending}
        />
      </form>
    </section>
  );
}
