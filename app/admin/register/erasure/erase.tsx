// Erasing a complaint (/admin/complaints/:id/erase) or a contact message
// (/admin/messages/:id/erase) at the sender's request (role admin): the page says what goes and
// asks for the reference to be typed; the post erases the record with its timeline and
// deliveries (app/register/erasure.server.ts), then the complaint's files from the storage, and
// writes the audit entry with the reference only. Then back to the list, with a notice.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../../i18n/lang.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase";
import { Field } from "../../kit/Field.tsx";
import { withNotice } from "../../kit/notices.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { formatNumber } from "../operations.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { adminOperationsStrings } from "../operations-strings.ts";
import {
  complaintErasurePreview,
  contactMessageErasurePreview,
  eraseComplaint,
  eraseContactMessage,
  removeStoredFiles,
  type ErasurePreview,
} from "../../../register/erasure.server.ts";
import { eraseFormSchema } from "../operations-forms.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

type Kind = "complaint" | "message";

const kindOf = (url: string): Kind =>
  new URL(url).pathname.startsWith("/admin/complaints/") ? "complaint" : "message";
const listOf = { complaint: "/admin/complaints", message: "/admin/messages" } as const;
const detailOf = (kind: Kind, id: string) => `${listOf[kind]}/${id}`;

async function previewOf(context: Route.LoaderArgs["context"], kind: Kind, id: string): Promise<ErasurePreview> {
  const { db } = services(context);
  const preview =
    kind === "complaint" ? await complaintErasurePreview(db, id) : await contactMessageErasurePreview(db, id);
  if (!preview) throw data("Not found", { status: 404 });
  return preview;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const kind = kindOf(request.url);
  // Cancelling goes back to the record, for those who may open it; else to the search.
  const back = staff.roles.includes("complaints") ? detailOf(kind, params.id) : "/admin/erasure";
  return { kind, id: params.id, back, preview: await previewOf(context, kind, params.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, storage } = services(context);
  const { clientIp, log } = context.get(requestInfoContext);
  const lang = langOf(request.url);
  const kind = kindOf(request.url);
  const preview = await previewOf(context, kind, params.id);
  const body = await readFormBody(request, 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const submission = parseWithZod(body.value, { schema: eraseFormSchema(lang, preview.reference) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const actor = { id: staff.id, email: staff.email };
  // Back to the list, for those who keep the register; else to the search an admin came from.
  const back = (kind: Kind) => (staff.roles.includes("complaints") ? listOf[kind] : "/admin/erasure");

  // Gone since the preview (another admin erased it): back to the list, nothing to say.
  if (kind === "message") {
    if (!(await eraseContactMessage(db, params.id))) throw redirect(withLang(back("message"), lang));
    await audit(db, {
      actor,
      clientIp,
      action: "contact_message.erase",
      target: { type: "contact_message", id: params.id },
    });
    throw redirect(withNotice(withLang(back("message"), lang), "message-erased"));
  }
  const erased = await eraseComplaint(db, params.id);
  if (!erased) throw redirect(withLang(back("complaint"), lang));
  const failed = await removeStoredFiles(storage, erased.storageKeys);
  for (const { key, error } of failed)
    log.error(
      { err: error, storageKey: key },
      "an erased complaint's file could not be removed from the storage: remove it by hand",
    );
  await audit(db, {
    actor,
    clientIp,
    action: "complaint.erase",
    target: { type: "complaint", id: params.id },
    detail: { reference: erased.reference, files: erased.storageKeys.length, filesNotRemoved: failed.length },
  });
  throw redirect(withNotice(withLang(back("complaint"), lang), "complaint-erased", erased.reference));
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const t = adminOperationsStrings[langOfSearch(location.search)];
  if (!loaderData) return adminMeta(t.erase);
  return adminMeta(
    fill(loaderData.kind === "complaint" ? t.eraseComplaintTitle : t.eraseMessageTitle, {
      reference: loaderData.preview.reference,
    }),
  );
}

export default function Erase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  const { kind, preview } = loaderData;
  const [form, fields] = useForm({
    id: "erase",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eraseFormSchema(lang, preview.reference) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const n = (value: number) => formatNumber(value, t.none);
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="erase-title">
      <p>
        <Link to={withLang(loaderData.back, lang)}>← {t.cancel}</Link>
      </p>
      <h1 id="erase-title">
        {fill(kind === "complaint" ? t.eraseComplaintTitle : t.eraseMessageTitle, { reference: preview.reference })}
      </h1>
      <p className="admin-lead">{t.eraseLead}</p>
      <h2>{t.eraseWhat}</h2>
      <ul className="admin-erase-list">
        <li>{fill(t.eraseRecord, { name: preview.fullName, date: dateTime(preview.receivedAt) })}</li>
        {kind === "complaint" && (
          <li>
            {fill(t.eraseFiles, { count: n(preview.files.length) })}
            {preview.files.length > 0 && (
              <ul>
                {preview.files.map((file, index) => (
                  <li key={index}>{file.name}</li>
                ))}
              </ul>
            )}
          </li>
        )}
        <li>{fill(t.eraseDeliveries, { count: n(preview.deliveries) })}</li>
        <li>{fill(t.eraseEvents, { count: n(preview.events) })}</li>
      </ul>
      <p className="admin-muted">{t.eraseKept}</p>
      <Form method="post" {...getFormProps(form)} className="admin-form admin-card admin-card--danger">
        <Field
          field={fields.confirm}
          label={fill(t.confirmLabel, { reference: preview.reference })}
          hint={t.confirmHint}
          type="text"
          autoComplete="off"
          maxLength={40}
        />
        <div className="admin-form__buttons">
          <button type="submit" className="admin-button admin-button--danger" disabled={submitting}>
            {t.erase}
          </button>
          <Link className="admin-button" to={withLang(loaderData.back, lang)}>
            {t.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
