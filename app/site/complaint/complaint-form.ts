// The complaint form's one schema (spec), used by the browser as the visitor types and
// by the page action and the JSON API alike. The spec leaves lengths open; the bounds chosen
// here are recorded in docs/decisions/0008-complaint-uploads.md.
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "../../validation/zod.ts";
import { perLanguage, type Lang } from "../../i18n/lang.ts";
import { complaintFormStrings } from "./strings.ts";
import { complaintLimits } from "../../register/limits.ts";
import { storableText } from "../../validation/storable-text.ts";

/** spec: jpg, jpeg, png, pdf, docx, by name (the server also checks the content). */
const acceptedExtensions = ["jpg", "jpeg", "png", "pdf", "docx"] as const;
export const acceptAttribute = acceptedExtensions.map((extension) => `.${extension}`).join(",");

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The subset of File the rules read, so server-side uploads on disk can be checked too. */
export interface FileFacts {
  name: string;
  size: number;
}

/** Messages about the attached files, in the order a visitor should fix them. */
export function fileProblems(files: readonly FileFacts[], lang: Lang): string[] {
  const t = complaintFormStrings[lang];
  if (files.length === 0) return [t.filesRequired];
  const problems: string[] = [];
  if (files.length > complaintLimits.files) problems.push(t.tooManyFiles);
  const wrongType = files.filter((file) => !(acceptedExtensions as readonly string[]).includes(extensionOf(file.name)));
  if (wrongType.length > 0) problems.push(`${t.fileWrongType} ${wrongType.map((file) => file.name).join(", ")}`);
  const tooLarge = files.filter((file) => file.size > complaintLimits.fileBytes);
  if (tooLarge.length > 0) problems.push(`${t.fileTooLarge} ${tooLarge.map((file) => file.name).join(", ")}`);
  if (files.reduce((sum, file) => sum + file.size, 0) > complaintLimits.totalBytes) problems.push(t.filesTooLarge);
  return problems;
}

/** Made once per language: building it is the bulk of the form's first render on a slow phone. */
export const complaintSchema = perLanguage((lang) => {
  const t = complaintFormStrings[lang];
  const required = (max: number, tooLong: string) =>
    z
      .string({ error: t.required })
      .overwrite(storableText)
      .trim()
      .min(1, { error: t.required, abort: true })
      .max(max, tooLong);
  return z.object({
    FullName: required(complaintLimits.fullName.max, t.nameTooLong).pipe(
      z.string().min(complaintLimits.fullName.min, t.nameTooShort),
    ),
    Email: required(complaintLimits.email, t.emailInvalid).pipe(z.email(t.emailInvalid)),
    // Required although its label shows no asterisk (spec).
    PhoneNumber: required(complaintLimits.phone.max, t.phoneInvalid).pipe(
      z
        .string()
        .regex(/^\+?[\d\s()-]+$/, { error: t.phoneInvalid, abort: true })
        .refine((phone) => phone.replace(/\D/g, "").length >= complaintLimits.phone.min, t.phoneInvalid),
    ),
    CompanyName: z
      .string()
      .overwrite(storableText)
      .trim()
      .max(complaintLimits.companyName, t.companyTooLong)
      .default(""),
    Files: z
      .array(z.file(), { error: t.filesRequired })
      .default([])
      .superRefine((files, context) => {
        for (const message of fileProblems(files, lang)) context.addIssue({ code: "custom", message });
      }),
    Message: required(complaintLimits.message, t.messageTooLong),
    // Honeypot: people never see it; a bot that fills it gets a success that stores nothing.
    website: z.string().default(""),
  });
});

/** The HTML constraints (required, maxlength…) the form's fields carry, from the schema. */
export const complaintConstraint = perLanguage((lang) => getZodConstraint(complaintSchema(lang)));

export type ComplaintValues = z.infer<ReturnType<typeof complaintSchema>>;

/** The form's section, which the server's answer to a post replaces (the page's island). */
export const complaintFormSection = "complaint-form";
