// Staff sign-in: one form with the e-mail, the password and the code, one answer for any
// mistake (app/admin/staff/sign-in.server.ts explains why).
import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation, useLocation } from "react-router";
import type { Route } from "./+types/sign-in";
import { Notice } from "../kit/Notice.tsx";
import { adminMeta } from "../kit/meta.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminStrings } from "../kit/strings.ts";
import { signInSchema } from "./forms.ts";
import { SignInFields, useSignInForm } from "./SignInForm.tsx";
import { currentStaff, safeRedirect } from "./permissions.server.ts";
import { isSecureRequest, sessionCookie } from "../../staff-session/sessions.server.ts";
import { signIn } from "./sign-in.server.ts";
import { PasskeySignIn } from "./passkeys/PasskeySignIn.tsx";

/** Where to go once signed in: the page asked for (under /admin, same site), else the overview. */
function destination(redirectTo: string | null | undefined, url: URL): string {
  return safeRedirect(redirectTo) ?? withLang("/admin", langOf(url));
}

export function loader({ context, url }: Route.LoaderArgs) {
  if (currentStaff(context)) throw redirect(destination(url.searchParams.get("redirectTo"), url));
  return null;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = langOf(url);
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return data({ result: undefined }, { status: body.status });
  const submission = parseWithZod(body.value, { schema: signInSchema(lang) });
  const hideFields = ["password", "code"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { email, password, code, redirectTo, inPlace } = submission.value;
  const t = adminStrings[lang];
  const result = await signIn(services(context).db, {
    email,
    password,
    code,
    clientIp: context.get(requestInfoContext).clientIp,
  });
  if (!result.ok && result.reason === "throttled") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return data(
      { result: submission.reply({ formErrors: [fill(t.signInThrottled, { minutes })], hideFields }) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok)
    return data({ result: submission.reply({ formErrors: [t.signInRefused], hideFields }) }, { status: 401 });
  const headers = { "Set-Cookie": sessionCookie(result.token, isSecureRequest(request)) };
  if (inPlace) return data({ result: undefined, signedIn: true }, { headers });
  throw redirect(destination(redirectTo, url), { headers });
}

/** The action's Retry-After reaches the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminStrings[langOfSearch(location.search)].signInTitle);
}

const notices = {
  "signed-out": "signedOutNotice",
  expired: "expiredNotice",
  "password-changed": "passwordChangedNotice",
} as const;

export default function SignIn({ actionData }: Route.ComponentProps) {
  const t = useStrings(adminStrings);
  const params = new URLSearchParams(useLocation().search);
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useSignInForm("sign-in", actionData?.result);
  const notice = notices[params.get("notice") as keyof typeof notices];
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t.signInTitle}</h1>
      <p className="admin-lead">{t.signInLead}</p>
      {notice && !form.errors && <Notice tone="info">{t[notice]}</Notice>}
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <SignInFields fields={fields} lastResult={actionData?.result} submitting={submitting} />
      </Form>
      <PasskeySignIn redirectTo={params.get("redirectTo") ?? ""} />
    </section>
  );
}
