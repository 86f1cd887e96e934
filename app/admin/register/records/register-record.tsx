// One record of the register (role complaints): /admin/complaints/:id and /admin/messages/:id,
// one module for both (app/admin/register/kinds.ts). Every field, the files, the deliveries, the
// deadlines and the timeline; and the actions: take it or give it back, move its status, write
// a note, reply by e-mail.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../../i18n/lang.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/register-record";
import { adminMeta } from "../../kit/meta.ts";
import { OverdueMark, StatusBadge } from "./badges.tsx";
import { Deliveries } from "./RecordDeliveries.tsx";
import { DoneNotice, RecordActions, useDone } from "./RecordActions.tsx";
import { ReplyAction } from "./ReplyAction.tsx";
import type { RegisterActionData } from "./ActionCard.tsx";
import { RecordDeadlines, RecordFacts } from "./RecordFacts.tsx";
import { RecordFiles } from "./files/RecordFiles.tsx";
import { Timeline } from "./Timeline.tsx";
import { kindText, useRegisterText } from "../text.ts";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { adminRegisterStrings } from "../strings.ts";
import { registerForms, registerIntents, type RegisterIntent } from "./forms.ts";
import { kindOfPath, registerScreens } from "../kinds.ts";
import { performRegisterAction } from "./record-action.server.ts";
import { loadRegisterRecord } from "./screens.server.ts";
import { RegisterError, isUuid } from "../../../register/workflow.ts";
import { neighbours } from "../../../register/records.server.ts";
import { useRecordShortcuts } from "./record-shortcuts.tsx";
import { requireStaff } from "../../staff/permissions.server.ts";
import { registerStaff } from "../../../register/owners.server.ts";
import { loadReplyForm } from "./reply-form.server.ts";
import { listCategories } from "../../../register/categories/categories.server.ts";
import { latestEventOf } from "../../../register/presence.server.ts";
import { usePresence } from "./use-presence.ts";
import { PresenceNotice } from "./PresenceNotice.tsx";
import { MergeCards, MergedNotice } from "./MergeCards.tsx";
import { useState } from "react";
import "./records.css";

export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const kind = kindOfPath(pattern);
  const { db } = services(context);
  const [record, colleagues, latestEvent, around] = await Promise.all([
    loadRegisterRecord(db, kind, params.id),
    registerStaff(db),
    latestEventOf(db, params.id),
    isUuid(params.id) ? neighbours(db, kind, params.id) : { previous: null, next: null },
  ]);
  if (!record) throw data("Not found", { status: 404 });
  const [reply, categories] = await Promise.all([
    loadReplyForm(db, record),
    kind === "complaint" ? listCategories(db) : [],
  ]);
  return {
    kind,
    record,
    colleagues,
    reply,
    categories,
    me: staff.id,
    isAdmin: staff.roles.includes("admin"),
    latestEvent,
    around,
  };
}

/** A reply is at most 20,000 characters: as URL-encoded Khmer, up to 9 bytes each. */
const bodyLimit = 256 * 1024;

export async function action({ request, params, context, pattern }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const kind = kindOfPath(pattern);
  const lang = langOf(request.url);
  const t = adminRegisterStrings[lang];
  const body = await readFormBody(request, bodyLimit);
  const refused: RegisterActionData = { intent: null, result: undefined, done: null };
  if (!body.ok) return data(refused, { status: body.status });
  const intent = body.value.get("intent");
  if (!registerIntents.includes(intent as RegisterIntent)) return data(refused, { status: 400 });
  const submission = parseWithZod(body.value, { schema: registerForms(lang)[kind][intent as RegisterIntent] });
  const answer = (status: number, formErrors?: string[]) =>
    data<RegisterActionData>(
      { intent: intent as RegisterIntent, result: submission.reply({ formErrors }), done: null },
      { status },
    );
  if (submission.status !== "success") return answer(400);
  const input = submission.value;
  let changed: boolean;
  try {
    changed = await performRegisterAction(db, kind, params.id, input, staff, context.get(requestInfoContext).clientIp);
  } catch (error) {
    if (!(error instanceof RegisterError)) throw error;
    if (error.code === "merged") return answer(409, [t.refused_merged]);
    // The other complaint forged, gone, closed or merged meanwhile: nothing was changed.
    if (input.intent === "merge" || input.intent === "split")
      return answer(error.code === "invalid" ? 400 : error.code === "not_found" ? 404 : 409, [
        t[`refused_${input.intent}`],
      ]);
    if (error.code === "not_found") return answer(404, [t.refused_gone]);
    if (error.code === "invalid") return answer(400, [input.intent === "reply" ? t.noEmail : t.refused_invalid]);
    const to = input.intent === "status" ? input.to : input.intent === "reply" ? input.then : undefined;
    if (to === undefined) return answer(409, [t.refused_owner]);
    const now = await loadRegisterRecord(db, kind, params.id);
    if (!now) return answer(404, [t.refused_gone]);
    const name = (status: string) => t[`status_${status as typeof to}`];
    return answer(409, [fill(t.refused_move, { current: name(now.status), to: name(to) })]);
  }
  const success: RegisterActionData = {
    intent: input.intent,
    result: submission.reply({ resetForm: true }),
    done: !changed
      ? null
      : input.intent === "status"
        ? { intent: "status", status: input.to }
        : input.intent === "reply"
          ? { intent: "reply", status: input.then ?? null }
          : { intent: input.intent },
  };
  return success;
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const t = adminRegisterStrings[langOfSearch(location.search)];
  if (!loaderData) return adminMeta(t[kindText[kindOfPath(location.pathname)].title]);
  const { record } = loaderData;
  return adminMeta(
    record.reference
      ? fill(t.complaintTitle, { reference: record.reference })
      : fill(t.messageTitle, { name: record.fullName }),
  );
}

export default function RegisterRecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminRegisterStrings);
  const { kind: kindWords } = useRegisterText();
  const lang = useLang();
  const { kind, record, colleagues, reply, categories, me, isAdmin, latestEvent, around } = loaderData;
  const { done, onSubmitCapture } = useDone(actionData);
  const screen = registerScreens[kind];
  const [writing, setWriting] = useState(false);
  const others = usePresence(`${screen.path}/${record.id}`, latestEvent, writing);
  const { sheet, region } = useRecordShortcuts(screen.path, around);
  const overdue =
    record.deadlines && Object.values(record.deadlines).some((deadline) => deadline.missed && !deadline.doneAt);
  return (
    <article className="admin-page admin-record" aria-labelledby="record-title">
      <div className="admin-record__back">
        <Link to={withLang(screen.path, lang)}>← {kindWords(kind).all}</Link>
        {sheet}
      </div>
      {region}
      <div className="admin-record__head">
        <h1 id="record-title">
          {record.reference
            ? fill(t.complaintTitle, { reference: record.reference })
            : fill(t.messageTitle, { name: record.fullName })}
        </h1>
        <StatusBadge status={record.status} />
        {overdue && <OverdueMark />}
      </div>
      <PresenceNotice others={others} />
      <MergedNotice record={record} />
      <div className="admin-record__grid" onSubmitCapture={onSubmitCapture}>
        <section className="admin-record__details" aria-labelledby="record-details">
          <h2 id="record-details">{t.details}</h2>
          <RecordFacts screen={screen} record={record} />
          {record.deadlines && (
            <>
              <h3>{t.deadlines}</h3>
              <RecordDeadlines deadlines={record.deadlines} />
            </>
          )}
        </section>
        <section className="admin-record__message" aria-labelledby="record-message">
          <h2 id="record-message">{t.message}</h2>
          <p className="admin-text admin-record__text" lang={record.lang}>
            {record.message}
          </p>
        </section>
        <aside className="admin-record__actions" aria-label={t.actions}>
          {done && (done.intent === "merge" || done.intent === "split") && <DoneNotice done={done} />}
          <MergeCards record={record} actionData={actionData} />
          {record.status !== "merged" && (
            <RecordActions
              screen={screen}
              record={record}
              colleagues={colleagues}
              reply={reply}
              categories={categories}
              me={me}
              isAdmin={isAdmin}
              actionData={actionData}
              done={done}
            />
          )}
        </aside>
        {screen.files && (
          <section className="admin-record__files" aria-labelledby="record-files">
            <h2 id="record-files">{t.files}</h2>
            <RecordFiles path={screen.path} record={record} />
          </section>
        )}
        <section className="admin-record__deliveries" aria-labelledby="record-deliveries">
          <h2 id="record-deliveries">{t.deliveries}</h2>
          <Deliveries timeline={record.timeline} />
        </section>
        <section className="admin-record__timeline" aria-labelledby="record-timeline">
          <h2 id="record-timeline">{t.timeline}</h2>
          <Timeline timeline={record.timeline} recordId={record.id} />
        </section>
        {/* Below the conversation, with the room of the record's column: the box beside its preview. */}
        <div className="admin-record__reply">
          {done?.intent === "reply" && <DoneNotice done={done} />}
          {record.status !== "merged" && (
            <ReplyAction
              screen={screen}
              record={record}
              actionData={actionData}
              reply={reply}
              me={me}
              othersWriting={others.filter((colleague) => colleague.writing)}
              onWriting={setWriting}
            />
          )}
        </div>
      </div>
    </article>
  );
}
