// One's own sign-in: changing the password (the current one, the new one twice; afterwards every
// session of the account ends, this one too, and the staff member signs in again), and ten new
// recovery codes (confirmed with the password or a code from the app; the old codes stop
// working; the new ones are shown once).
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { type Lang, langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import { Field, replyKey } from "../kit/Field.tsx";
import { Notice } from "../kit/Notice.tsx";
import { RecoveryCodeList } from "./RecoveryCodes.tsx";
import { adminMeta } from "../kit/meta.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminStrings } from "../kit/strings.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { changePassword, passwordHashOf, regenerateRecoveryCodes } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { changePasswordSchema, passwordProblemMessage, recoveryCodesSchema } from "./forms.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.server.ts";
import { requireStaff } from "./permissions.server.ts";
import { reauthenticate } from "./reauthenticate.server.ts";
import { listPasskeys, removePasskey } from "./passkeys/passkeys.server.ts";
import { Passkeys } from "./passkeys/Passkeys.tsx";
import { clearedSessionCookie, isSecureRequest, type SignedIn } from "../../staff-session/sessions.server.ts";
import { accountKey, recordFailure, signInLimits, throttledFor } from "./throttle.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  return { passkeys: await listPasskeys(services(context).db, staff.id) };
}

const hideFields = ["current", "password", "confirm"];

interface ActionData {
  result?: SubmissionResult;
  recovery?: SubmissionResult;
  codes?: string[];
  /** The name of the passkey just removed. */
  removedPasskey?: string;
}

async function newRecoveryCodes(form: FormData, { staff }: SignedIn, context: Route.ActionArgs["context"], lang: Lang) {
  const { db } = services(context);
  const t = adminStrings[lang];
  const submission = parseWithZod(form, { schema: recoveryCodesSchema(lang) });
  if (submission.status !== "success")
    return data<ActionData>({ recovery: submission.reply({ hideFields: ["confirm"] }) }, { status: 400 });
  const confirmed = await reauthenticate(db, staff, submission.value.confirm);
  if (!confirmed.ok) {
    const message =
      confirmed.reason === "throttled"
        ? fill(t.passwordThrottled, { minutes: Math.ceil(confirmed.retryAfterSeconds / 60) })
        : t.recoveryWrong;
    return data<ActionData>(
      { recovery: submission.reply({ fieldErrors: { confirm: [message] }, hideFields: ["confirm"] }) },
      { status: confirmed.reason === "throttled" ? 429 : 400 },
    );
  }
  const codes = await regenerateRecoveryCodes(db, staff.id);
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "recovery_codes.regenerate",
    target: { type: "account", id: staff.id },
  });
  return data<ActionData>({ codes });
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = requireStaff(context);
  const { staff } = signedIn;
  const { db } = services(context);
  const lang = langOf(request.url);
  const t = adminStrings[lang];
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return data<ActionData>({}, { status: body.status });
  if (body.value.get("intent") === "recovery-codes") return newRecoveryCodes(body.value, signedIn, context, lang);
  if (body.value.get("intent") === "passkey-remove") {
    const id = String(body.value.get("passkey") ?? "").slice(0, 1400);
    const name = (await listPasskeys(db, staff.id)).find((passkey) => passkey.id === id)?.name;
    const removed =
      name !== undefined && (await removePasskey(db, staff, id, context.get(requestInfoContext).clientIp));
    return data<ActionData>(removed ? { removedPasskey: name } : {}, { status: removed ? 200 : 404 });
  }
  const submission = parseWithZod(body.value, { schema: changePasswordSchema(lang) });
  if (submission.status !== "success")
    return data<ActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  // A stolen session must not be a way to guess the password: the same throttle as sign-in.
  const now = new Date();
  const wait = await throttledFor(db, accountKey(staff.email), signInLimits.account, now);
  if (wait > 0)
    return data<ActionData>(
      {
        result: submission.reply({
          formErrors: [fill(t.passwordThrottled, { minutes: Math.ceil(wait / 60) })],
          hideFields,
        }),
      },
      { status: 429 },
    );
  const stored = await passwordHashOf(db, staff.id);
  if (!stored || !(await verifyPassword(stored, submission.value.current))) {
    await recordFailure(db, [accountKey(staff.email)], now);
    return data<ActionData>(
      { result: submission.reply({ fieldErrors: { current: [t.currentPasswordWrong] }, hideFields }) },
      { status: 400 },
    );
  }
  const problem = passwordProblem(submission.value.password, { email: staff.email });
  if (problem)
    return data<ActionData>(
      { result: submission.reply({ fieldErrors: { password: [t[passwordProblemMessage[problem]]] }, hideFields }) },
      { status: 400 },
    );
  await changePassword(db, staff.id, await hashPassword(submission.value.password), now);
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "password.change",
    target: { type: "account", id: staff.id },
  });
  throw redirect(withLang("/admin/sign-in?notice=password-changed", lang), {
    headers: { "Set-Cookie": clearedSessionCookie(isSecureRequest(request)) },
  });
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminStrings[langOfSearch(location.search)].passwordTitle);
}

export default function OwnPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [recoveryForm, recoveryFields] = useForm({
    id: "recovery-codes",
    lastResult: actionData?.recovery,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recoveryCodesSchema(lang) }),
    shouldValidate: "onSubmit",
  });
  const [form, fields] = useForm({
    id: "own-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (actionData?.codes) {
    return (
      <section className="admin-page admin-page--narrow" aria-labelledby="codes-title">
        <h1 id="codes-title">{t.newCodesTitle}</h1>
        <Notice tone="info">{t.newCodesLead}</Notice>
        <RecoveryCodeList codes={actionData.codes} />
        <a className="admin-button admin-button--primary" href={withLang("/admin", lang)}>
          {t.codesSaved}
        </a>
      </section>
    );
  }
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="password-title">
      <h1 id="password-title">{t.passwordTitle}</h1>
      <p className="admin-lead">{t.passwordLead}</p>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      {/* A full page load: the answer signs this browser out. */}
      <Form method="post" {...getFormProps(form)} className="admin-form" reloadDocument>
        <Field
          key={`current-${replyKey(actionData?.result)}`}
          field={fields.current}
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
        />
        <NewPasswordFields password={fields.password} confirm={fields.confirm} reply={actionData?.result} />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.changePassword}
        </button>
      </Form>

      <h2 id="recovery-title">{t.recoveryTitle}</h2>
      <p className="admin-lead">{t.recoveryLead}</p>
      <Form method="post" {...getFormProps(recoveryForm)} className="admin-form" aria-labelledby="recovery-title">
        <input type="hidden" name="intent" value="recovery-codes" />
        <Field
          key={`confirm-${replyKey(actionData?.recovery)}`}
          field={recoveryFields.confirm}
          label={t.recoveryConfirm}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
        />
        <button type="submit" className="admin-button" disabled={submitting}>
          {t.regenerateCodes}
        </button>
      </Form>

      <Passkeys
        key={actionData?.removedPasskey ?? ""}
        passkeys={loaderData.passkeys}
        removed={actionData?.removedPasskey ?? null}
      />
    </section>
  );
}
