// The back office's form schemas, used in the browser (Conform) and again in the actions, with
// the messages in the page's language. What needs the server (the common-password list, the
// password hash, the code's key) is checked in the action and reported on the same field.
// Single-value fields are z.enum([…]), not z.literal: zod sits in a chunk the public forms load,
// and a part of it only the back office uses would ship to them (docs/decisions/0021-public-chunks.md).
import { perLanguage } from "../../i18n/lang.ts";
import { z } from "../../validation/zod.ts";
import { adminAccountStrings } from "./strings.ts";
import { adminStrings } from "../kit/strings.ts";
import type { PasswordProblem } from "./passwords.server.ts";
import { staffRoles } from "../../staff-session/roles.ts";

export const staffFormLimits = { email: 254, password: 256, displayName: 80, passwordMin: 12 } as const;

const characters = (text: string) => [...text.normalize("NFKC")].length;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

const email = (t: { required: string; invalidEmail: string }) =>
  required(t.required)
    .max(staffFormLimits.email, t.invalidEmail)
    .pipe(z.email({ error: t.invalidEmail }));

/** A new password: length checked here, the rest by the server (passwordProblem). */
const newPassword = (t: (typeof adminStrings)["en"]) =>
  z
    .string({ error: t.required })
    .min(1, { error: t.required, abort: true })
    .refine((value) => characters(value) >= staffFormLimits.passwordMin, t.passwordTooShort)
    .refine((value) => characters(value) <= staffFormLimits.password, t.passwordTooLong);

export const signInSchema = perLanguage((lang) => {
  const t = adminStrings[lang];
  return z.object({
    email: email(t),
    // Not judged here: a wrong password gets the same answer as everything else.
    password: z.string({ error: t.required }).min(1, t.required).max(1024, t.signInRefused),
    code: required(t.required).refine(
      (value) => /^(\d{6}|[a-z0-9]{10})$/i.test(value.replace(/[\s-]+/g, "")),
      t.codeFormat,
    ),
    redirectTo: z.string().optional(),
    // Signing in again from the page where the session ran out: the page stays as it was.
    inPlace: z.literal("1").optional(),
  });
});

export const setupPasswordSchema = perLanguage((lang) => {
  const t = adminStrings[lang];
  return z
    .object({
      intent: z.enum(["password"]),
      displayName: required(t.required).max(staffFormLimits.displayName, t.required),
      password: newPassword(t),
      confirm: z.string({ error: t.required }),
    })
    .refine((value) => value.password === value.confirm, { path: ["confirm"], error: t.passwordMismatch });
});

export const setupCodeSchema = perLanguage((lang) => {
  const t = adminStrings[lang];
  return z.object({
    intent: z.enum(["code"]),
    code: required(t.required).refine((value) => /^\d{6}$/.test(value.replace(/\s+/g, "")), t.wrongCode),
  });
});

export const changePasswordSchema = perLanguage((lang) => {
  const t = adminStrings[lang];
  return z
    .object({
      current: z.string({ error: t.required }).min(1, t.required).max(1024, t.currentPasswordWrong),
      password: newPassword(t),
      confirm: z.string({ error: t.required }),
    })
    .refine((value) => value.password === value.confirm, { path: ["confirm"], error: t.passwordMismatch });
});

/** New recovery codes, confirmed with the password or a code from the app (checked by the server). */
export const recoveryCodesSchema = perLanguage((lang) => {
  const t = adminStrings[lang];
  return z.object({
    intent: z.enum(["recovery-codes"]),
    confirm: z.string({ error: t.required }).min(1, t.required).max(1024, t.recoveryWrong),
  });
});

const rolesField = (message: string) => z.array(z.enum(staffRoles), { error: message }).min(1, message);

export const inviteSchema = perLanguage((lang) => {
  const t = adminAccountStrings[lang];
  return z.object({
    email: email(t),
    displayName: z.string().trim().max(staffFormLimits.displayName, t.nameTooLong).default(""),
    roles: rolesField(t.rolesRequired),
  });
});

export const rolesSchema = perLanguage((lang) =>
  z.object({ intent: z.enum(["roles"]), roles: rolesField(adminAccountStrings[lang].rolesRequired) }),
);

/** The message of each reason the server refuses a new password. */
export const passwordProblemMessage = {
  tooShort: "passwordTooShort",
  tooLong: "passwordTooLong",
  common: "passwordCommon",
  personal: "passwordPersonal",
  repetitive: "passwordRepetitive",
} as const satisfies Record<PasswordProblem, keyof (typeof adminStrings)["en"]>;
