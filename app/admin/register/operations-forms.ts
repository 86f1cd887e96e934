// The register's settings and erasure forms: one schema each, used in the browser (Conform) and
// again by the actions, with the messages in the page's language. The data layer checks the same
// bounds again (deadlines.server.ts); what needs the database (the reference to type) comes in as
// an argument.
import { perLanguage } from "../../i18n/lang.ts";
import { z } from "../../validation/zod.ts";
import { adminOperationsStrings } from "./operations-strings.ts";
import { isIsoDay } from "../../register/working-days.ts";

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

type Messages = (typeof adminOperationsStrings)["en"];

// Strings made numbers here, not z.number(): the public forms use no z.number, and zod's chunk
// is theirs too (docs/decisions/0021-public-chunks.md).
const workingDays = (max: number, range: string, t: Messages) =>
  required(t.required)
    .refine((value) => /^\d{1,3}$/.test(value), { error: t.wholeNumber, abort: true })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, range);

export const deadlinesFormSchema = perLanguage((lang) => {
  const t = adminOperationsStrings[lang];
  return z
    .object({
      intent: z.enum(["deadlines"]),
      ackWorkingDays: workingDays(60, t.ackRange, t),
      answerWorkingDays: workingDays(120, t.answerRange, t),
    })
    .refine((value) => value.ackWorkingDays <= value.answerWorkingDays, {
      path: ["ackWorkingDays"],
      error: t.ackAfterAnswer,
    });
});

export const holidayFormSchema = perLanguage((lang) => {
  const t = adminOperationsStrings[lang];
  return z.object({
    intent: z.enum(["holiday"]),
    day: required(t.required).refine(isIsoDay, t.badDate),
    nameEn: required(t.required).max(200, t.nameTooLong),
    nameKm: required(t.required).max(200, t.nameTooLong),
  });
});

export const categoryFormSchema = perLanguage((lang) => {
  const t = adminOperationsStrings[lang];
  return z.object({
    intent: z.enum(["category"]),
    /** Absent: a new one. */
    id: z.uuid().optional(),
    nameEn: required(t.required).max(100, t.categoryNameTooLong),
    nameKm: required(t.required).max(100, t.categoryNameTooLong),
  });
});

/** What the admin types matches the reference shown (spaces around and letter case aside). */
const sameReference = (typed: string, reference: string) => typed.trim().toUpperCase() === reference.toUpperCase();

export const eraseFormSchema = (lang: "en" | "km", reference: string) => {
  const t = adminOperationsStrings[lang];
  return z.object({
    confirm: required(t.required).refine((value) => sameReference(value, reference), t.confirmMismatch),
  });
};
