import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { contactFormSection, contactLimits, type ContactValues } from "./contact-form.ts";
import type { FormOutcome } from "../forms/outcome.ts";
import { useStrings } from "../../i18n/define.ts";
import { contactFormStrings } from "./strings.ts";
import { FieldError } from "../forms/FieldError.tsx";
import { FormFooter } from "../forms/FormFooter.tsx";
import { FormAlert } from "../forms/FormAlert.tsx";
import "../../ui/fields.css";
import "../forms/forms.css";

/**
 * The contact message form (spec). A plain POST to the route's action, so it works
 * without JavaScript; with it (contact-form.island.ts), fields validate as the visitor leaves
 * and retypes them, and the form is sent in the background.
 */
export function ContactForm({
  lastResult,
  outcome,
  stamp,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  outcome: FormOutcome | null;
  /** The page's signed stamp (app/site/forms/bot-checks.server.ts). */
  stamp: string;
}) {
  const t = useStrings(contactFormStrings);
  const [form, fields] = useForm<ContactValues>({ lastResult });

  return (
    <section id={contactFormSection} className="container form-section" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.heading}</h2>
      {outcome?.kind === "sent" && <FormAlert tone="success" title={t.sentTitle} text={t.sentText} />}
      {outcome?.kind === "failed" && <FormAlert tone="error" title={t.failedTitle} text={t.failedText} />}
      {outcome?.kind === "limited" && <FormAlert tone="error" title={t.failedTitle} text={t.tooManyRequests} />}
      <div data-offline hidden>
        <FormAlert tone="error" title={t.offlineTitle} text={t.offlineText} />
      </div>
      <form method="post" {...getFormProps(form)} className="form">
        <div className="form-field">
          <label htmlFor={fields.fullName.id}>
            {t.fullName} <span aria-hidden="true">*</span>
          </label>
          <input
            {...getInputProps(fields.fullName, { type: "text" })}
            autoComplete="name"
            maxLength={contactLimits.max}
          />
          <FieldError field={fields.fullName} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.email.id}>{t.email}</label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={contactLimits.email}
          />
          <FieldError field={fields.email} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.phone.id}>
            {t.phone} <span aria-hidden="true">*</span>
          </label>
          <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" maxLength={contactLimits.max} />
          <FieldError field={fields.phone} />
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={fields.message.id}>{t.message}</label>
          <textarea {...getTextareaProps(fields.message)} rows={5} maxLength={contactLimits.message} />
          <FieldError field={fields.message} />
        </div>
        <FormFooter
          honeypot={fields.website}
          honeypotLabel={t.honeypot}
          stamp={stamp}
          label={t.send}
          sendingLabel={t.sending}
        />
      </form>
    </section>
  );
}
