// The complaints team's saved replies (role complaints): added, changed and deleted here, in
// English or Khmer, and inserted into a record's reply (app/admin/register/ReplyAction.tsx) with
// their placeholders filled. Each change is in the audit log.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/saved-replies";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOf, langOfSearch, withLang, type Lang } from "../../../i18n/lang.ts";
import { Field, TextAreaField } from "../../kit/Field.tsx";
import { Notice } from "../../kit/Notice.tsx";
import { DeleteAsked } from "../../kit/DeleteAsked.tsx";
import { withNotice } from "../../kit/notices.ts";
import { adminMeta } from "../../kit/meta.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { isUuid } from "../../../register/workflow.ts";
import { deleteSavedReply, listSavedReplies, saveSavedReply, type SavedReply } from "./saved-replies.server.ts";
import { savedReplyFormSchema, savedReplyLimits } from "./saved-reply-form.ts";
import { savedRepliesStrings } from "./saved-replies-strings.ts";
import "../operations.css";
import "./saved-replies.css";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return { replies: await listSavedReplies(services(context).db) };
}

type Outcome = { form: string; result: SubmissionResult<string[]> } | { form: "delete"; result: null };

/** What a saved reply made from a record's reply box is answered with (a fetcher's, that stays on the record). */
export type SavedInPlace = { created: string } | { refused: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const lang = langOf(request.url);
  const t = savedRepliesStrings[lang];
  // A saved reply is at most 20,000 characters: as URL-encoded Khmer, up to 9 bytes each.
  const body = await readFormBody(request, 256 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const entry = { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestInfoContext).clientIp };
  const back = (notice: "saved-reply-saved" | "saved-reply-removed") =>
    redirect(withNotice(withLang("/admin/saved-replies", lang), notice));
  if (body.value.get("intent") === "delete") {
    const id = body.value.get("id");
    if (!isUuid(id)) throw data("Not a saved reply", { status: 400 });
    const title = await deleteSavedReply(db, id);
    if (title === null) return data<Outcome>({ form: "delete", result: null }, { status: 409 });
    await audit(db, { ...entry, action: "saved_reply.delete", target: { type: "saved_reply", id }, detail: { title } });
    return back("saved-reply-removed");
  }
  const submission = parseWithZod(body.value, { schema: savedReplyFormSchema(lang) });
  const form = String(body.value.get("id") || "new");
  // Made from a record's reply box (ReplyAction.tsx): answered in place, the record not left.
  const inPlace = body.value.get("from") === "record";
  const refusedInPlace = (messages: string[]) => data<SavedInPlace>({ refused: messages }, { status: 400 });
  if (submission.status !== "success") {
    if (inPlace) return refusedInPlace(Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []));
    return data<Outcome>({ form, result: submission.reply() }, { status: 400 });
  }
  const { id, ...reply } = submission.value;
  const saved = await saveSavedReply(db, { id, ...reply }, { id: staff.id, name: staff.displayName });
  if (!saved.saved && inPlace) return refusedInPlace([saved.problem === "taken" ? t.titleTaken : t.gone]);
  if (!saved.saved) {
    const result =
      saved.problem === "taken"
        ? submission.reply({ fieldErrors: { title: [t.titleTaken] } })
        : submission.reply({ formErrors: [t.gone] });
    return data<Outcome>({ form, result }, { status: 409 });
  }
  await audit(db, {
    ...entry,
    action: id ? "saved_reply.change" : "saved_reply.add",
    target: { type: "saved_reply", id: saved.id },
    detail: { title: reply.title, lang: reply.lang },
  });
  return inPlace ? data<SavedInPlace>({ created: reply.title }) : back("saved-reply-saved");
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(savedRepliesStrings[langOfSearch(location.search)].title);
}

/** The fields of one saved reply, new or shown to be changed. */
function SavedReplyForm({
  reply,
  lastResult,
  heading,
}: {
  reply: SavedReply | null;
  lastResult: SubmissionResult<string[]> | undefined;
  heading: string;
}) {
  const t = useStrings(savedRepliesStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `saved-reply-${reply?.id ?? "new"}`,
    lastResult,
    defaultValue: reply ? { lang: reply.lang, title: reply.title, body: reply.body } : { lang },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savedReplyFormSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const languageId = `${form.id}-lang`;
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form" aria-label={heading}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <input type="hidden" name="intent" value="save" />
      {reply && <input type="hidden" name="id" value={reply.id} />}
      <Field field={fields.title} label={t.name} hint={t.nameHint} type="text" maxLength={savedReplyLimits.title} />
      <div className="admin-field">
        <label htmlFor={languageId}>{t.language}</label>
        <select id={languageId} name={fields.lang.name} defaultValue={fields.lang.initialValue}>
          {(["en", "km"] as const).map((option) => (
            <option key={option} value={option}>
              {t[`lang_${option}`]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        field={fields.body}
        label={t.body}
        hint={t.bodyHint}
        maxLength={savedReplyLimits.body}
        rows={8}
        lang={fields.lang.value ?? fields.lang.initialValue}
      />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {reply ? t.save : t.create}
      </button>
    </Form>
  );
}

/** Delete, asked once more. */
function DeleteSavedReply({ reply }: { reply: SavedReply }) {
  const t = useStrings(savedRepliesStrings);
  return (
    <DeleteAsked
      id={reply.id}
      label={fill(t.removeLabel, { title: reply.title })}
      question={fill(t.confirmRemove, { title: reply.title })}
      confirm={t.remove}
      cancel={t.cancel}
    />
  );
}

function LanguageList({
  language,
  replies,
  actionData,
}: {
  language: Lang;
  replies: SavedReply[];
  actionData?: Outcome;
}) {
  const t = useStrings(savedRepliesStrings);
  const dateTime = useDateTime();
  const name = t[`lang_${language}`];
  return (
    <section aria-labelledby={`saved-${language}`}>
      <h2 id={`saved-${language}`}>{name}</h2>
      {replies.length === 0 ? (
        <p className="admin-muted">{fill(t.none, { language: name })}</p>
      ) : (
        <ul className="admin-saved-replies">
          {replies.map((reply) => {
            const refused = actionData?.form === reply.id ? (actionData.result ?? undefined) : undefined;
            return (
              <li key={reply.id} className="admin-card">
                <details open={refused !== undefined || undefined}>
                  <summary>
                    <span className="admin-saved-replies__title">{reply.title}</span>{" "}
                    <span className="admin-muted">
                      {fill(t.updated, { name: reply.updatedBy, time: dateTime(reply.updatedAt) })}
                    </span>
                  </summary>
                  <p className="admin-text" lang={reply.lang}>
                    {reply.body}
                  </p>
                  <SavedReplyForm reply={reply} lastResult={refused} heading={fill(t.edit, { title: reply.title })} />
                  <DeleteSavedReply reply={reply} />
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default function SavedReplies({ loaderData, actionData: answer }: Route.ComponentProps) {
  // This page's own forms are answered with an Outcome (a reply box's, in place, never lands here).
  const actionData = answer && "form" in answer ? answer : undefined;
  const t = useStrings(savedRepliesStrings);
  const lang = useLang();
  const { replies } = loaderData;
  // Each language's list, the page's own first.
  const languages: Lang[] = lang === "km" ? ["km", "en"] : ["en", "km"];
  return (
    <section className="admin-page" aria-labelledby="saved-replies-title">
      <h1 id="saved-replies-title">{t.title}</h1>
      <p className="admin-lead">{t.intro}</p>
      <p className="admin-lead">{t.placeholders}</p>
      {actionData?.form === "delete" && <Notice tone="error">{t.gone}</Notice>}
      {languages.map((language) => (
        <LanguageList
          key={language}
          language={language}
          replies={replies.filter((reply) => reply.lang === language)}
          actionData={actionData}
        />
      ))}
      <section className="admin-card" aria-labelledby="saved-reply-add">
        <h2 id="saved-reply-add">{t.add}</h2>
        <SavedReplyForm
          reply={null}
          lastResult={actionData?.form === "new" ? actionData.result : undefined}
          heading={t.add}
        />
      </section>
    </section>
  );
}
