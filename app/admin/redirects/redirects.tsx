// The redirects (issue 45, docs/decisions/0051-redirects.md; role editor): those a slug change
// made and those editors added, with their visits; each can be changed or removed, and a new one
// added, refused with its reason when it would loop, start where a page answers, lead to no page
// or leave the site unasked. "?from=/careers/x" fills the old address in (the editor offers it
// after unpublishing an item). Each change is in the audit log.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/redirects";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { Field } from "../kit/Field.tsx";
import { Notice } from "../kit/Notice.tsx";
import { DeleteAsked } from "../kit/DeleteAsked.tsx";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { withNotice } from "../kit/notices.ts";
import { adminMeta } from "../kit/meta.ts";
import { useDateTime } from "../staff/account-parts.tsx";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { audit } from "../staff/audit.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { isUuid } from "../../register/workflow.ts";
import { listRedirects, removeRedirect, saveRedirect, type Redirect } from "../../redirects/redirects.server.ts";
import { problemField, problemWords, redirectFormSchema, redirectLimit } from "./redirect-form.ts";
import { FieldError } from "../../site/forms/FieldError.tsx";
import { redirectsStrings } from "./redirects-strings.ts";
import "../register/operations.css";
import "./redirects.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const from = new URL(request.url).searchParams.get("from")?.slice(0, redirectLimit) ?? "";
  return { redirects: await listRedirects(services(context).db), from };
}

type Outcome = { form: string; result: SubmissionResult<string[]> } | { form: "delete"; result: null };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const lang = langOf(request.url);
  const t = redirectsStrings[lang];
  const body = await readFormBody(request, 16 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const entry = { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestInfoContext).clientIp };
  const back = (notice: "redirect-saved" | "redirect-removed") =>
    redirect(withNotice(withLang("/admin/redirects", lang), notice));
  if (body.value.get("intent") === "delete") {
    const id = body.value.get("id");
    if (!isUuid(id)) throw data("Not a redirect", { status: 400 });
    const from = await removeRedirect(db, id);
    if (from === null) return data<Outcome>({ form: "delete", result: null }, { status: 409 });
    await audit(db, { ...entry, action: "redirect.remove", target: { type: "redirect", id }, detail: { from } });
    return back("redirect-removed");
  }
  const submission = parseWithZod(body.value, { schema: redirectFormSchema(lang) });
  const form = String(body.value.get("id") || "new");
  if (submission.status !== "success") return data<Outcome>({ form, result: submission.reply() }, { status: 400 });
  const { id, from, to, otherSite } = submission.value;
  const saved = await saveRedirect(db, { id, from, to, otherSite: otherSite === true }, staff.id);
  if (!saved.saved) {
    const result =
      "gone" in saved
        ? submission.reply({ formErrors: [t.gone] })
        : submission.reply({
            fieldErrors: Object.fromEntries(
              (["from", "to", "otherSite"] as const).map((field) => [
                field,
                saved.problems.filter((one) => problemField(one) === field).map((one) => problemWords(one.problem, t)),
              ]),
            ),
          });
    return data<Outcome>({ form, result }, { status: 409 });
  }
  await audit(db, {
    ...entry,
    action: id ? "redirect.change" : "redirect.add",
    target: { type: "redirect", id: saved.id },
    detail: { from: saved.from, to: to.trim() },
  });
  return back("redirect-saved");
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(redirectsStrings[langOfSearch(location.search)].title);
}

/** The fields of one redirect, new or shown to be changed. */
function RedirectForm({
  existing,
  from,
  lastResult,
  heading,
}: {
  existing: Redirect | null;
  from?: string;
  lastResult: SubmissionResult<string[]> | undefined;
  heading: string;
}) {
  const t = useStrings(redirectsStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const external = existing !== null && !existing.to.startsWith("/");
  const [form, fields] = useForm({
    id: `redirect-${existing?.id ?? "new"}`,
    lastResult,
    defaultValue: existing ? { from: existing.from, to: existing.to, otherSite: external } : { from: from ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: redirectFormSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form" aria-label={heading}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <input type="hidden" name="intent" value="save" />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      <Field field={fields.from} label={t.from} hint={t.fromHint} type="text" maxLength={redirectLimit} />
      <Field field={fields.to} label={t.to} hint={t.toHint} type="text" maxLength={redirectLimit} />
      <div className="admin-field">
        <label className="admin-check">
          <input
            {...getInputProps(fields.otherSite, { type: "checkbox", ariaDescribedBy: fields.otherSite.descriptionId })}
          />
          {t.otherSite}
        </label>
        <p id={fields.otherSite.descriptionId} className="admin-field__hint">
          {t.otherSiteHint}
        </p>
        <FieldError field={fields.otherSite} />
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {existing ? t.save : t.create}
      </button>
    </Form>
  );
}

/** Remove, asked once more. */
function RemoveRedirect({ existing }: { existing: Redirect }) {
  const t = useStrings(redirectsStrings);
  return (
    <DeleteAsked
      id={existing.id}
      label={fill(t.removeLabel, { from: existing.from })}
      question={fill(t.confirmRemove, { from: existing.from })}
      confirm={t.remove}
      cancel={t.cancel}
    />
  );
}

function RedirectRow({ existing, actionData }: { existing: Redirect; actionData?: Outcome }) {
  const t = useStrings(redirectsStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const refused = actionData?.form === existing.id ? (actionData.result ?? undefined) : undefined;
  const made = existing.automatic
    ? existing.updatedBy
      ? fill(t.automatic, { name: existing.updatedBy })
      : t.automaticUnknown
    : existing.updatedBy
      ? fill(t.added, { name: existing.updatedBy, time: dateTime(existing.updatedAt) })
      : fill(t.addedUnknown, { time: dateTime(existing.updatedAt) });
  return (
    <tr>
      <th scope="row" data-label={t.columnFrom}>
        <code>{existing.from}</code>
      </th>
      <td data-label={t.columnTo}>
        <code>{existing.to}</code>
      </td>
      <td data-label={t.columnMade}>{made}</td>
      <td data-label={t.columnHits}>{localNumber(existing.hits, lang)}</td>
      <td data-label={t.columnLastHit}>{existing.lastHitAt ? dateTime(existing.lastHitAt) : t.never}</td>
      <td>
        <details open={refused !== undefined || undefined}>
          <summary>{fill(t.change, { from: existing.from })}</summary>
          <RedirectForm existing={existing} lastResult={refused} heading={fill(t.change, { from: existing.from })} />
          <RemoveRedirect existing={existing} />
        </details>
      </td>
    </tr>
  );
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(redirectsStrings);
  const { redirects, from } = loaderData;
  const addHeading = from ? fill(t.addFrom, { from }) : t.add;
  return (
    <section className="admin-page" aria-labelledby="redirects-title">
      <h1 id="redirects-title">{t.title}</h1>
      <p className="admin-lead">{t.intro}</p>
      {actionData?.form === "delete" && <Notice tone="error">{t.gone}</Notice>}
      <section className="admin-card" aria-labelledby="redirect-add">
        <h2 id="redirect-add">{addHeading}</h2>
        <RedirectForm
          existing={null}
          from={from}
          lastResult={actionData?.form === "new" ? actionData.result : undefined}
          heading={addHeading}
        />
      </section>
      {redirects.length === 0 ? (
        <p className="admin-muted">{t.none}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-redirects" aria-labelledby="redirects-title">
            <ColumnHeads
              columns={[t.columnFrom, t.columnTo, t.columnMade, t.columnHits, t.columnLastHit]}
              action={t.actions}
            />
            <tbody>
              {redirects.map((existing) => (
                <RedirectRow key={existing.id} existing={existing} actionData={actionData} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="admin-muted">{t.counting}</p>
    </section>
  );
}
