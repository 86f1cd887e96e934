// One staff account (role admin): its roles, disable or enable it, reset its sign-in (a new
// set-up link, e-mailed to the person and shown once). The last active administrator keeps the
// role, stays active and is not reset, whoever asks (accounts.server.ts refuses it).
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Notice } from "../kit/Notice.tsx";
import { RolePicker } from "./RolePicker.tsx";
import { SetupLinkShown } from "./SetupLink.tsx";
import { StatusBadge, useDateTime } from "./account-parts.tsx";
import { adminMeta } from "../kit/meta.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminAccountStrings } from "./strings.ts";
import { emailSetupLink, getAccount, resetAccount, setRoles, setStatus, setupLink } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { rolesSchema } from "./forms.ts";
import { requireStaff } from "./permissions.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const account = await getAccount(services(context).db, params.id);
  if (!account) throw data("Not found", { status: 404 });
  return { account, isMe: account.id === staff.id };
}

type Outcome = "rolesSaved" | "statusSaved" | "notYourself" | "lastAdmin" | null;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, config } = services(context);
  const lang = langOf(request.url);
  const account = await getAccount(db, params.id);
  if (!account) throw data("Not found", { status: 404 });
  const body = await readFormBody(request, 4 * 1024);
  if (!body.ok) return data({ result: undefined, outcome: null as Outcome, link: null }, { status: body.status });
  const intent = body.value.get("intent");
  const isMe = account.id === staff.id;
  const entry = {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    target: { type: "account" as const, id: account.id },
  };

  if (intent === "roles") {
    const submission = parseWithZod(body.value, { schema: rolesSchema(lang) });
    if (submission.status !== "success")
      return data({ result: submission.reply(), outcome: null as Outcome, link: null }, { status: 400 });
    if (isMe && !submission.value.roles.includes("admin"))
      return data({ result: submission.reply(), outcome: "notYourself" as Outcome, link: null }, { status: 409 });
    const changed = await setRoles(db, account.id, submission.value.roles);
    if (changed === "lastAdmin")
      return data({ result: submission.reply(), outcome: "lastAdmin" as Outcome, link: null }, { status: 409 });
    if (changed === "notFound") throw data("Not found", { status: 404 });
    await audit(db, { ...entry, action: "account.roles", detail: { from: account.roles, to: submission.value.roles } });
    return { result: submission.reply(), outcome: "rolesSaved" as Outcome, link: null };
  }
  if (intent === "disable" || intent === "enable") {
    if (isMe) return data({ result: undefined, outcome: "notYourself" as Outcome, link: null }, { status: 409 });
    const changed = await setStatus(db, account.id, intent === "disable" ? "disabled" : "active");
    if (changed === "lastAdmin")
      return data({ result: undefined, outcome: "lastAdmin" as Outcome, link: null }, { status: 409 });
    if (changed === "notFound") throw data("Not found", { status: 404 });
    await audit(db, { ...entry, action: intent === "disable" ? "account.disable" : "account.enable" });
    return { result: undefined, outcome: "statusSaved" as Outcome, link: null };
  }
  if (intent === "reset") {
    const origin = config.siteUrl ?? new URL(request.url).origin;
    const reset = await resetAccount(db, account.id, new Date(), emailSetupLink(origin, lang, "reset"));
    if (reset.outcome === "lastAdmin")
      return data({ result: undefined, outcome: "lastAdmin" as Outcome, link: null }, { status: 409 });
    if (reset.outcome === "notFound") throw data("Not found", { status: 404 });
    await audit(db, { ...entry, action: "account.reset" });
    return {
      result: undefined,
      outcome: null as Outcome,
      link: { email: account.email, url: setupLink(origin, reset.token) },
    };
  }
  return data({ result: undefined, outcome: null as Outcome, link: null }, { status: 400 });
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const t = adminAccountStrings[langOfSearch(location.search)];
  return adminMeta(loaderData ? fill(t.accountTitle, { name: loaderData.account.displayName }) : t.accountsTitle);
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminAccountStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  const { account, isMe } = loaderData;
  const [form, fields] = useForm({
    id: `roles-${account.id}`,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rolesSchema(lang) }),
    shouldValidate: "onSubmit",
  });
  const outcome = actionData?.outcome;
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="account-title">
      <p>
        <Link to={withLang("/admin/accounts", lang)}>← {t.back}</Link>
      </p>
      <h1 id="account-title">{fill(t.accountTitle, { name: account.displayName })}</h1>
      <dl className="admin-facts">
        <div>
          <dt>{t.email}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <StatusBadge status={account.status} setUp={account.setUp} />
          </dd>
        </div>
        <div>
          <dt>{t.lastSignIn}</dt>
          <dd>{account.lastSignInAt ? dateTime(account.lastSignInAt) : t.never}</dd>
        </div>
        <div>
          <dt>{t.secondFactor}</dt>
          <dd>{account.setUp ? t.enrolled : t.notEnrolled}</dd>
        </div>
      </dl>
      {outcome === "notYourself" && <Notice tone="error">{t.notYourself}</Notice>}
      {outcome === "lastAdmin" && <Notice tone="error">{t.lastAdmin}</Notice>}
      {outcome === "rolesSaved" && <Notice tone="success">{t.rolesSaved}</Notice>}
      {outcome === "statusSaved" && <Notice tone="success">{t.statusSaved}</Notice>}
      {actionData?.link && <SetupLinkShown email={actionData.link.email} url={actionData.link.url} />}

      <Form method="post" {...getFormProps(form)} className="admin-form admin-card">
        <input type="hidden" name="intent" value="roles" />
        <RolePicker
          key={account.roles.join()}
          field={fields.roles}
          legend={t.roles}
          hint={t.rolesHint}
          initial={account.roles}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.saveRoles}
        </button>
      </Form>

      {!isMe && (
        <Form method="post" className="admin-card">
          <input type="hidden" name="intent" value={account.status === "active" ? "disable" : "enable"} />
          <p id="status-text">{account.status === "active" ? t.disableText : t.enableText}</p>
          <button type="submit" className="admin-button" aria-describedby="status-text" disabled={submitting}>
            {account.status === "active" ? t.disable : t.enable}
          </button>
        </Form>
      )}

      <Form method="post" className="admin-card">
        <input type="hidden" name="intent" value="reset" />
        <p id="reset-text">{t.resetText}</p>
        <button
          type="submit"
          className="admin-button admin-button--danger"
          aria-describedby="reset-text"
          disabled={submitting}
        >
          {t.reset}
        </button>
      </Form>
    </section>
  );
}
