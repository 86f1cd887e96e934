// Inviting a staff member (role admin): the account is made, its one-time set-up link e-mailed
// to the person through the outbox and shown here, once, for the admin to hand over too.
import { useLang, useStrings } from "../../i18n/define.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { Field } from "../kit/Field.tsx";
import { RolePicker } from "./RolePicker.tsx";
import { SetupLinkShown } from "./SetupLink.tsx";
import { adminMeta } from "../kit/meta.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminAccountStrings } from "./strings.ts";
import { AccountExistsError, emailSetupLink, inviteAccount, setupLink } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { inviteSchema, staffFormLimits } from "./forms.ts";
import { requireStaff } from "./permissions.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, config } = services(context);
  const lang = langOf(request.url);
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return data({ result: undefined, link: null }, { status: body.status });
  const submission = parseWithZod(body.value, { schema: inviteSchema(lang) });
  if (submission.status !== "success") return data({ result: submission.reply(), link: null }, { status: 400 });
  try {
    const origin = config.siteUrl ?? new URL(request.url).origin;
    const { account, token } = await inviteAccount(
      db,
      submission.value,
      new Date(),
      emailSetupLink(origin, lang, "invite"),
    );
    await audit(db, {
      actor: { id: staff.id, email: staff.email },
      clientIp: context.get(requestInfoContext).clientIp,
      action: "account.invite",
      target: { type: "account", id: account.id },
      detail: { roles: account.roles },
    });
    return data({
      result: submission.reply({ resetForm: true }),
      link: { email: account.email, url: setupLink(origin, token) },
    });
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
    return data(
      { result: submission.reply({ fieldErrors: { email: [adminAccountStrings[lang].emailTaken] } }), link: null },
      { status: 409 },
    );
  }
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminAccountStrings[langOfSearch(location.search)].inviteTitle);
}

export default function Invite({ actionData }: Route.ComponentProps) {
  const t = useStrings(adminAccountStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "invite",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const link = actionData?.link;
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="invite-title">
      <p>
        <Link to={withLang("/admin/accounts", lang)}>← {t.back}</Link>
      </p>
      <h1 id="invite-title">{t.inviteTitle}</h1>
      {link ? (
        <SetupLinkShown email={link.email} url={link.url} />
      ) : (
        <>
          <p className="admin-lead">{t.inviteLead}</p>
          <Form method="post" {...getFormProps(form)} className="admin-form">
            <Field
              field={fields.email}
              label={t.email}
              type="email"
              autoComplete="off"
              maxLength={staffFormLimits.email}
              inputMode="email"
            />
            <Field
              field={fields.displayName}
              label={t.displayName}
              type="text"
              autoComplete="off"
              maxLength={staffFormLimits.displayName}
            />
            <RolePicker
              field={fields.roles}
              legend={t.roles}
              hint={t.rolesHint}
              initial={(fields.roles.initialValue as string[] | undefined) ?? []}
            />
            <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
              {t.sendInvite}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
