// The sign-in form's fields, shared by the sign-in page and by signing in again in place when a
// session ran out (app/admin/shell/SessionGuard.tsx): the same checks, labels and autocomplete.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLang, useStrings } from "../../i18n/define.ts";
import { Field, replyKey } from "../kit/Field.tsx";
import { adminStrings } from "../kit/strings.ts";
import { signInSchema, staffFormLimits } from "./forms.ts";

export function useSignInForm(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: { email: string; password?: string; code?: string },
) {
  const lang = useLang();
  return useForm({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema(lang) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

export function SignInFields({
  fields,
  lastResult,
  submitting,
}: {
  fields: ReturnType<typeof useSignInForm>[1];
  lastResult: SubmissionResult<string[]> | undefined;
  submitting: boolean;
}) {
  const t = useStrings(adminStrings);
  return (
    <>
      <Field
        field={fields.email}
        label={t.email}
        type="email"
        autoComplete="username"
        maxLength={staffFormLimits.email}
        inputMode="email"
      />
      <Field
        key={`password-${replyKey(lastResult)}`}
        field={fields.password}
        label={t.password}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
      />
      <Field
        key={`code-${replyKey(lastResult)}`}
        field={fields.code}
        label={t.code}
        type="text"
        hint={t.codeHint}
        autoComplete="one-time-code"
        maxLength={16}
      />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {submitting ? t.signingIn : t.signIn}
      </button>
    </>
  );
}
