// Following a set-up link (an invitation or a reset): 1. name and password, 2. the
// authenticator app (QR code and text key), confirmed with a code, 3. the recovery codes,
// shown once. What the first step chose waits with the link until the code confirms it.
import { useLang, useStrings } from "../../i18n/define.ts";
import { type Lang, langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { Field, replyKey } from "../kit/Field.tsx";
import { Notice } from "../kit/Notice.tsx";
import { adminMeta } from "../kit/meta.ts";
import { RecoveryCodeList } from "./RecoveryCodes.tsx";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminStrings } from "../kit/strings.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { choosePassword, completeSetup, readSetupToken } from "./accounts.server.ts";
import { startSetUpSession } from "./sign-in.server.ts";
import { isSecureRequest, sessionCookie } from "../../staff-session/sessions.server.ts";
import { audit } from "./audit.server.ts";
import { passwordProblemMessage, setupCodeSchema, setupPasswordSchema, staffFormLimits } from "./forms.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { formatTotpSecret, newTotpSecret, totpQrSvg, totpUri } from "./totp.server.ts";

/** Set by the action that used the link up: the loaders that run after it in the same request answer 200. */
const completedHere = createContext(false);

export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const state = await readSetupToken(services(context).db, token);
  if (!state) return data({ step: "invalid" as const }, { status: context.get(completedHere) ? 200 : 410 });
  const { account, pendingTotpSecret } = state;
  if (!pendingTotpSecret) return { step: "password" as const, email: account.email, displayName: account.displayName };
  return {
    step: "factor" as const,
    email: account.email,
    qrSvg: await totpQrSvg(totpUri(pendingTotpSecret, account.email)),
    textKey: formatTotpSecret(pendingTotpSecret),
  };
}

const hideFields = ["password", "confirm", "code"];

export async function action({ request, context, url }: Route.ActionArgs) {
  // `url`, not request.url: a script's post goes to /admin/setup.data, the page is /admin/setup.
  const lang: Lang = langOf(url);
  const t = adminStrings[lang];
  const { db } = services(context);
  const clientIp = context.get(requestInfoContext).clientIp;
  const token = url.searchParams.get("token") ?? "";
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return data({ result: undefined, recoveryCodes: null }, { status: body.status });
  const state = await readSetupToken(db, token);
  if (!state) return data({ result: undefined, recoveryCodes: null }, { status: 410 });
  const actor = { id: state.account.id, email: state.account.email };

  if (body.value.get("intent") === "code") {
    const submission = parseWithZod(body.value, { schema: setupCodeSchema(lang) });
    if (submission.status !== "success")
      return data({ result: submission.reply({ hideFields }), recoveryCodes: null }, { status: 400 });
    const done = await completeSetup(db, token, submission.value.code);
    if (!done.ok && done.reason === "invalidLink")
      return data({ result: undefined, recoveryCodes: null }, { status: 410 });
    if (!done.ok)
      return data(
        { result: submission.reply({ fieldErrors: { code: [t.wrongCode] }, hideFields }), recoveryCodes: null },
        { status: 400 },
      );
    await audit(db, { actor, clientIp, action: "setup.complete", target: { type: "account", id: actor.id } });
    context.set(completedHere, true);
    // Both factors were proved a moment ago, with the link: signed in, not sent to sign in again.
    const session = await startSetUpSession(db, actor, clientIp);
    return data(
      { result: undefined, recoveryCodes: done.recoveryCodes },
      { headers: { "Set-Cookie": sessionCookie(session, isSecureRequest(request)) } },
    );
  }

  const submission = parseWithZod(body.value, { schema: setupPasswordSchema(lang) });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), recoveryCodes: null }, { status: 400 });
  const problem = passwordProblem(submission.value.password, { email: state.account.email });
  if (problem)
    return data(
      {
        result: submission.reply({ fieldErrors: { password: [t[passwordProblemMessage[problem]]] }, hideFields }),
        recoveryCodes: null,
      },
      { status: 400 },
    );
  const saved = await choosePassword(db, token, {
    displayName: submission.value.displayName,
    passwordHash: await hashPassword(submission.value.password),
    totpSecret: newTotpSecret(),
  });
  if (!saved) return data({ result: undefined, recoveryCodes: null }, { status: 410 });
  await audit(db, { actor, clientIp, action: "setup.password", target: { type: "account", id: actor.id } });
  // The next step is the link's page again, now showing the authenticator's key.
  throw redirect(`${url.pathname}${url.search}`);
}

/** The set-up's session cookie reaches the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminStrings[langOfSearch(location.search)].setupTitle);
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminStrings);
  if (actionData?.recoveryCodes) return <RecoveryCodes codes={actionData.recoveryCodes} />;
  if (loaderData.step === "invalid" || (actionData && !actionData.result && !actionData.recoveryCodes)) {
    return (
      <section className="admin-page admin-page--narrow admin-status" aria-labelledby="setup-title">
        <h1 id="setup-title">{t.linkInvalidTitle}</h1>
        <p>{t.linkInvalid}</p>
      </section>
    );
  }
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="setup-title">
      <h1 id="setup-title">{t.setupTitle}</h1>
      <p className="admin-lead">{t.setupLead}</p>
      {loaderData.step === "password" ? (
        <PasswordStep email={loaderData.email} displayName={loaderData.displayName} lastResult={actionData?.result} />
      ) : (
        <FactorStep qrSvg={loaderData.qrSvg} textKey={loaderData.textKey} lastResult={actionData?.result} />
      )}
    </section>
  );
}

type LastResult = SubmissionResult<string[]> | undefined;

function PasswordStep({
  email,
  displayName,
  lastResult,
}: {
  email: string;
  displayName: string;
  lastResult: LastResult;
}) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "setup-password",
    lastResult,
    defaultValue: { displayName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setupPasswordSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h2 className="admin-step">{t.stepPassword}</h2>
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field
          field={fields.displayName}
          label={t.displayName}
          type="text"
          hint={t.displayNameHint}
          autoComplete="name"
          maxLength={staffFormLimits.displayName}
        />
        <NewPasswordFields password={fields.password} confirm={fields.confirm} reply={lastResult} />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.continue}
        </button>
      </Form>
    </>
  );
}

function FactorStep({ qrSvg, textKey, lastResult }: { qrSvg: string; textKey: string; lastResult: LastResult }) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "setup-code",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setupCodeSchema(lang) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h2 className="admin-step">{t.stepFactor}</h2>
      <p>{t.factorLead}</p>
      {/* The SVG markup is made on the server by qrcode from our own otpauth address. */}
      <div className="admin-qr" role="img" aria-label={t.qrLabel} dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p>{t.textKey}</p>
      <p className="admin-secret" data-testid="totp-key" translate="no">
        {textKey}
      </p>
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <input type="hidden" name="intent" value="code" />
        <Field
          key={`code-${replyKey(lastResult)}`}
          field={fields.code}
          label={t.confirmCode}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.confirm}
        </button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="codes-title">
      <h1 id="codes-title">{t.codesTitle}</h1>
      <p className="admin-step">{t.stepCodes}</p>
      <Notice tone="info">{t.codesLead}</Notice>
      <RecoveryCodeList codes={codes} />
      <a className="admin-button admin-button--primary" href={withLang("/admin", lang)}>
        {t.codesDone}
      </a>
    </section>
  );
}
