// The contact form's one schema, used by the browser (as the visitor types) and by the
// route action alike, with the messages of the spec in the page's language.
import { z } from "../../validation/zod.ts";
import { perLanguage } from "../../i18n/lang.ts";
import { contactFormStrings } from "./strings.ts";
import { storableText } from "../../validation/storable-text.ts";

/** Lengths of the spec ("Contact field length 2 to 30"); the others bound abuse. */
export const contactLimits = { min: 2, max: 30, email: 254, message: 5000 } as const;

/** Made once per language, when first needed. */
export const contactSchema = perLanguage((lang) => {
  const t = contactFormStrings[lang];
  // fullName and phone: required, at least 2, at most 30 (each rule its own message).
  const bounded = z
    .string({ error: t.required })
    .overwrite(storableText)
    .trim()
    .min(1, { error: t.required, abort: true })
    .min(contactLimits.min, t.tooShort)
    .max(contactLimits.max, t.tooLong);
  return z.object({
    fullName: bounded,
    email: z.string().overwrite(storableText).trim().max(contactLimits.email, t.emailTooLong).default(""),
    phone: bounded,
    message: z.string().overwrite(storableText).max(contactLimits.message, t.messageTooLong).default(""),
    // Honeypot: people never see it; a bot that fills it gets a success that stores nothing.
    website: z.string().default(""),
  });
});

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;

/** The form's section, which the server's answer to a post replaces (the page's island). */
export const contactFormSection = "contact-form";
