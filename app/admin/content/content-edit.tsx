// One record of the website's content in English and Khmer side by side (role editor): a page
// (/admin/content/faq/main), an item of a collection (/admin/content/positions/sales-officer) or
// a new item (/admin/content/positions/new). Saved whole, in one transaction, with a revision;
// a save made from an older version than the current one is refused and shows what changed.
// What is typed is kept as a draft as it is typed (unsaved-work.tsx), and a save made after the
// session ended signs in again in place, then saves.
import { publicPathOf } from "../../content/model/page.ts";
import { revalidateUnlessDraft } from "./draft-revalidation.ts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  redirect,
  useFetcher,
  useNavigation,
  useSearchParams,
  useSubmit,
} from "react-router";
import type { Route } from "./+types/content-edit";
import { useLang } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang, type Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { Notice } from "../kit/Notice.tsx";
import { withNotice, type RedirectNoticeName } from "../kit/notices.ts";
import { adminMeta } from "../kit/meta.ts";
import { formatDateTime } from "../../i18n/dates.ts";
import { ChangeList } from "./ChangeList.tsx";
import { RecordEditor } from "./RecordEditor.tsx";
import { services } from "../../http/context.server.ts";
import { viewOf, type EntityDefinition } from "../../content/model/entity.ts";
import { redirectFrom } from "../../redirects/redirects.server.ts";
import { issueMap, singleKey, type EditIssue, type EntityView } from "../../content/model/view.ts";
import { actorOf, editableOr404, readRecordForm, submittedPair } from "./requests.server.ts";
import { lastSaveOf, saveRecordIn, versionOf, type LastSave } from "./save.server.ts";
import { choicesOf } from "./choices.server.ts";
import { emptyValue } from "../../content/model/field.ts";
import type { Pair } from "../../content/model/values.ts";
import { diffRecord } from "../../content/model/diff.ts";
import { requireRole, requireStaff } from "../staff/permissions.server.ts";
import { translatesOnly } from "../../staff-session/roles.ts";
import { checksOf, clearChecks } from "./checks.server.ts";
import { approveReview, returnReview, reviewsOf, sendForReview } from "./reviews.server.ts";
import { ReviewPanel } from "./ReviewPanel.tsx";
import { accessibilityWarnings } from "../../content/model/accessibility.ts";
import { dropDraft, keepDraft, readDraft } from "./drafts.server.ts";
import { newItemKey } from "./live-preview.ts";
import { drawablePath } from "./live-preview.server.ts";
import { LivePreview } from "./LivePreview.tsx";
import { HeadPreview } from "./HeadPreview.tsx";
import { SplitHandle, usePreviewShare } from "./SplitHandle.tsx";
import { loadSaved, missingFieldsOf, readUnfinished } from "./unfinished.server.ts";
import { askedItem } from "./asked.server.ts";
import { IssueList } from "./IssueList.tsx";
import { changeMentions, findMentions, mentionsShown, renamesOf, type MentionShown } from "./mentions.server.ts";
import { MentionsNotice } from "./MentionsNotice.tsx";
import { schedule, schedulesOf } from "./schedules.server.ts";
import { cancelRequest, publicationAsked, type ScheduleProblem } from "./schedule-requests.server.ts";
import { SchedulePanel } from "./SchedulePanel.tsx";
import { PublicationControl } from "./PublicationControl.tsx";
import { useInView } from "./in-view.ts";
import { DraftOffer, LeaveWarning, useDraftKeeping, type DraftAnswer, type DraftOffered } from "./unsaved-work.tsx";
import { useSignInAgain } from "../kit/sign-in-again.ts";

/** The staff member's draft of the record, when it differs from what is saved. */
async function draftOffered(
  db: Parameters<typeof readDraft>[0],
  who: { staffId: string; entity: string; key: string },
  { record, langs }: Pick<EntityView, "record" | "langs">,
  saved: Pair,
  version: string | null,
  translates: readonly Lang[] | null = null,
): Promise<DraftOffered | null> {
  const draft = await readDraft(db, who);
  if (!draft) return null;
  // A translator's draft is what they may change: their language's fields, not its publication
  // (a draft left from before their work was approved says nothing new).
  const rows = diffRecord(record, saved, draft.value, translates ?? langs).filter(
    (row) => !translates || row.path[0] !== "published",
  );
  if (rows.length === 0) {
    await dropDraft(db, who);
    return null;
  }
  const changedSince =
    version !== null && draft.baseVersion !== version ? await lastSaveOf(db, who.entity, who.key) : null;
  return {
    value: draft.value,
    rows,
    savedAt: draft.savedAt,
    changedSince,
  };
}

/** A collection's item published in no language: its page answers visitors 404, and may redirect them. */
function isUnpublished(definition: EntityDefinition, value: Pair): boolean {
  const records = definition.langs.map((lang) => value[lang]).filter((record) => record !== null);
  return (
    definition.kind === "collection" &&
    viewOf(definition).publishable &&
    records.length > 0 &&
    records.every((record) => record.published === false)
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const editable = editableOr404(params.entity);
  const { definition } = editable;
  const isNew = params.key === undefined;
  if (isNew && definition.kind !== "collection") throw data("Not a collection", { status: 404 });
  const { db, config } = services(context);
  // The map of a position field (a panel's) uses the public map's tiles.
  const mapTiles = config.mapTiles;
  const choices = await choicesOf(db, viewOf(definition).record);
  if (isNew) {
    const blank = emptyValue(viewOf(definition).record) as Record<string, unknown>;
    const value: Pair = { en: null, km: null };
    for (const lang of definition.langs)
      value[lang] = { ...blank, ...("published" in blank ? { published: false } : {}) };
    const who = { staffId: staff.id, entity: definition.name, key: newItemKey };
    return {
      draft: await draftOffered(db, who, viewOf(definition), value, null),
      translates: null,
      checks: noIssues,
      warnings: noIssues,
      reviews: [],
      asked: null,
      schedules: null,
      missing: noIssues,
      view: viewOf(definition),
      key: null,
      value,
      version: null,
      lastSave: null,
      publicPath: null,
      unpublished: false,
      redirectedTo: null,
      previewable: definition.page !== undefined,
      mapTiles,
      choices,
    };
  }
  // An unfinished item waits outside its table until it is complete.
  const value = await loadSaved(db, editable, params.key!);
  if (!value) throw data("No such record", { status: 404 });
  const record = definition.langs.map((lang) => value[lang]).find(Boolean);
  const version = versionOf(value);
  const who = { staffId: staff.id, entity: definition.name, key: params.key! };
  const publicPath = record ? publicPathOf(definition, record) : null;
  return {
    draft: await draftOffered(db, who, viewOf(definition), value, version, translatesOnly(staff.roles)),
    // A translator changes their language's own fields and sends them for review (reviews.server.ts).
    translates: translatesOnly(staff.roles),
    // Fields to check after the other language changed, said as the fields' marks are.
    checks: (await checksOf(db, definition.name, params.key!)).map((check): EditIssue => ({
      path: `${check.lang}.${check.path}`,
      message: "needsChecking",
    })),
    reviews: await reviewsOf(db, definition.name, params.key!),
    // What the save let through that a visitor who cannot see the page would miss.
    warnings: accessibilityWarnings(viewOf(definition).record, value, definition.langs),
    asked: askedItem(definition, value, new URL(request.url)),
    // Publishing at a set time: items of collections that are published or not.
    schedules:
      definition.kind === "collection" && viewOf(definition).publishable
        ? await schedulesOf(db, definition.name, params.key!)
        : null,
    missing: await missingFieldsOf(db, editable, params.key!),
    view: viewOf(definition),
    key: params.key!,
    value,
    version,
    lastSave: await lastSaveOf(db, definition.name, params.key!),
    publicPath,
    // Unpublished: the editor is offered to send its visitors elsewhere, or told where they go.
    unpublished: publicPath !== null && isUnpublished(definition, value),
    redirectedTo: publicPath === null ? null : await redirectFrom(db, publicPath),
    previewable: definition.page !== undefined,
    mapTiles,
    choices,
  };
}

const noIssues: EditIssue[] = [];
const publishedField = ["published"] as const;
const noFields = [] as const;

type Outcome =
  | { refused: "invalid"; issues: EditIssue[] }
  | { refused: "stale"; current: Pair | null; version: string; lastSave: LastSave | null }
  | { refused: "signedOut" }
  | { refused: "schedule"; lang: Lang; problem: ScheduleProblem }
  | { refused: "mentions"; mentions: MentionShown[] }
  | { refused: "forged"; fields: string[] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const editable = editableOr404(params.entity);
  const { definition } = editable;
  const lang = langOf(request.url);
  const form = await readRecordForm(request);
  const { db } = services(context);
  const key = params.key ?? null;
  if (key === null && definition.kind !== "collection") throw data("Not a collection", { status: 404 });
  const base = form.get("version");
  const intent = form.get("intent");
  const { staff } = requireStaff(context);
  const draftOf = (draftKey: string | null) => ({
    staffId: staff.id,
    entity: definition.name,
    key: draftKey ?? newItemKey,
  });
  if (intent === "draft") {
    const value = submittedPair(form);
    const at = await keepDraft(db, draftOf(key), value, typeof base === "string" && base ? base : null);
    return { draftSavedAt: at, preview: drawablePath(definition, value) } satisfies DraftAnswer;
  }
  if (intent === "discard-draft") {
    await dropDraft(db, draftOf(key));
    return { draftDiscarded: true } satisfies DraftAnswer;
  }
  const { clientIp } = actorOf(context);
  const actor = { id: staff.id, email: staff.email };
  const itemPath = (itemKey: string, notice: RedirectNoticeName) =>
    redirect(withNotice(withLang(`/admin/content/${definition.name}/${itemKey}`, lang), notice));
  const translates = translatesOnly(staff.roles);
  const asLang = (value: unknown): Lang | null =>
    value === "en" || value === "km" ? (definition.langs.includes(value) ? value : null) : null;
  if (intent === "checked" && key !== null) {
    // A language's fields still say the same: its editor's or its translator's word.
    const checked = asLang(form.get("lang"));
    if (!checked) throw data("No such language", { status: 400 });
    if (translates && !translates.includes(checked)) await requireRole(context, request, "editor");
    await clearChecks(db, { entity: definition.name, key, lang: checked }, actor, clientIp);
    return itemPath(key, "content-checked");
  }
  if (intent === "review" && key !== null) {
    const reviewed = asLang(form.get("lang"));
    if (!translates || !reviewed || !translates.includes(reviewed))
      throw data("Only a translator sends their language for review", { status: 400 });
    const sent = await sendForReview(db, editable, {
      key,
      lang: reviewed,
      langs: translates,
      value: submittedPair(form),
      note: String(form.get("note") ?? ""),
      actor,
      clientIp,
    });
    switch (sent.status) {
      case "missing":
        throw data("No such record", { status: 404 });
      case "forged":
        return data<Outcome>({ refused: "forged", fields: sent.fields }, { status: 403 });
      case "invalid":
        return data<Outcome>({ refused: "invalid", issues: sent.issues }, { status: 400 });
      case "sent":
        await dropDraft(db, draftOf(key));
        return itemPath(key, "content-review-sent");
    }
  }
  if ((intent === "approve" || intent === "return") && key !== null) {
    await requireRole(context, request, "editor");
    const decision = { key, id: String(form.get("review") ?? ""), actor, clientIp };
    const decided =
      intent === "approve"
        ? await approveReview(db, editable, decision)
        : await returnReview(db, editable, { ...decision, note: String(form.get("note") ?? "") });
    if (decided.status === "missing") return itemPath(key, "content-review-gone");
    if (decided.status === "invalid")
      return data<Outcome>({ refused: "invalid", issues: decided.issues }, { status: 400 });
    return itemPath(key, decided.status === "approved" ? "content-review-approved" : "content-review-returned");
  }
  if (intent !== "save" && intent !== "remove" && intent !== "cancel-schedule")
    throw data("Unknown intent", { status: 400 });
  // Saving, removing and publishing are an editor's; a translator sends their work for review.
  await requireRole(context, request, "editor");
  if (intent === "cancel-schedule" && key !== null && viewOf(definition).publishable)
    return cancelRequest(form, { db, entity: definition.name, key, lang, actor, clientIp });
  if (intent === "cancel-schedule") throw data("Nothing to cancel", { status: 400 });
  if (intent === "remove" && (definition.kind !== "collection" || key === null))
    throw data("Only an item can be removed", { status: 400 });

  const value = intent === "remove" ? { en: null, km: null } : submittedPair(form);
  // Publishing at a set time is asked with the save, and scheduled in its transaction.
  const publication =
    intent === "save" && definition.kind === "collection" && viewOf(definition).publishable
      ? publicationAsked(form, value, definition.langs)
      : { asks: [] };
  if ("problem" in publication)
    return data<Outcome>(
      { refused: "schedule", lang: publication.lang, problem: publication.problem },
      { status: 400 },
    );
  const asked = publication.asks.length > 0 ? publication.asks : null;
  // A new title or address that other records hold too: the editor is asked first whether to change them.
  const before = intent === "save" && key !== null ? await loadSaved(db, editable, key) : null;
  const renames = before ? renamesOf(editable, before, value) : [];
  const self = { entity: definition.name, key: key ?? "" };
  const mentions = form.get("mentions");
  if (renames.length > 0 && mentions !== "change" && mentions !== "keep") {
    const found = await findMentions(db, self, renames);
    if (found.length > 0)
      return data<Outcome>({ refused: "mentions", mentions: mentionsShown(found, lang) }, { status: 409 });
  }
  const { outcome, scheduled, renamed } = await db.transaction(async (tx) => {
    const outcome = await saveRecordIn(tx, editable, {
      key,
      value,
      base: typeof base === "string" && base ? base : null,
      remove: intent === "remove",
      actor,
      clientIp,
    });
    const renamed =
      outcome.status === "saved" && mentions === "change"
        ? await changeMentions(tx, await findMentions(tx, self, renames), { actor, clientIp })
        : 0;
    if (!asked || (outcome.status !== "saved" && outcome.status !== "unchanged"))
      return { outcome, scheduled: false, renamed };
    // An unfinished item cannot be published: it is not scheduled, and the editor is told why.
    const unfinished =
      outcome.status === "saved"
        ? outcome.unfinished
        : (await readUnfinished(tx, definition.name, outcome.key)) !== null;
    if (unfinished) return { outcome, scheduled: false, renamed };
    for (const ask of asked) await schedule(tx, { entity: definition.name, key: outcome.key, ...ask }, actor, clientIp);
    return { outcome, scheduled: true, renamed };
  });
  const list = `/admin/content/${definition.name}`;
  switch (outcome.status) {
    case "missing":
      throw data("No such record", { status: 404 });
    case "invalid":
      return data<Outcome>({ refused: "invalid", issues: outcome.issues }, { status: 400 });
    case "stale":
      return data<Outcome>(
        { refused: "stale", current: outcome.current, version: outcome.version, lastSave: outcome.lastSave },
        { status: 409 },
      );
    case "unchanged":
      await dropDraft(db, draftOf(key));
      return redirect(
        withNotice(withLang(`${list}/${outcome.key}`, lang), scheduled ? "content-scheduled" : "content-unchanged"),
      );
    case "saved":
      await dropDraft(db, draftOf(key));
      if (intent === "remove") return redirect(withNotice(withLang(list, lang), "content-removed"));
      return redirect(
        withNotice(
          withLang(`${list}/${outcome.key}`, lang),
          outcome.unfinished
            ? asked
              ? "content-saved-unfinished-unscheduled"
              : "content-saved-unfinished"
            : scheduled
              ? "content-saved-scheduled"
              : renamed > 0
                ? "content-saved-mentions"
                : key === null
                  ? "content-created"
                  : "content-saved",
        ),
      );
  }
}

/**
 * A save or a draft sent after the session ended comes back as the sign-in's 401: the page stays
 * as it is and says so, instead of giving way to the error page (everything typed would go).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 401) return { refused: "signedOut" as const };
    throw error;
  }
}

export const shouldRevalidate = revalidateUnlessDraft;

export function meta({ location, params, loaderData: loaded }: Route.MetaArgs) {
  const ui = langOfSearch(location.search);
  return adminMeta(
    loaded
      ? `${loaded.view.label[ui]}${params.key && params.key !== singleKey ? ` · ${params.key}` : ""}`
      : adminContentStrings[ui].notFound,
  );
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const definition = loaderData.view;
  // A new load (after a save, or another record) starts the form again from what was read.
  return (
    <EditForm
      key={`${loaderData.key}:${loaderData.version}`}
      definition={definition}
      loaded={loaderData}
      // The drafts' answers go to their fetchers, not here.
      outcome={actionData && "refused" in actionData ? actionData : undefined}
    />
  );
}

function EditForm({
  definition,
  loaded,
  outcome,
}: {
  definition: EntityView;
  loaded: Route.ComponentProps["loaderData"];
  outcome: Outcome | undefined;
}) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  // A missed search made a new item (asked.server.ts) starts as an unsaved change.
  const [value, setValue] = useState<Pair>(loaded.asked?.value ?? loaded.value);
  // After a refused stale save, "save mine over theirs" sends the version it was shown.
  const [base, setBase] = useState(loaded.version);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const onChange = useCallback((next: (current: Pair) => Pair) => setValue(next), []);
  const [draft, setDraft] = useState(loaded.draft);
  const dirty = JSON.stringify(value) !== JSON.stringify(loaded.value);
  const [previewing, setPreviewing] = useState(false);
  const [previewShare, setPreviewShare] = usePreviewShare();
  const { status: draftStatus, answer: draftAnswer } = useDraftKeeping({
    value,
    saved: loaded.value,
    base,
    paused: draft !== null,
    previewing,
    ui,
  });
  // Where the preview draws the draft: its own address once the rules accept it, else the saved page.
  const drawable = draftAnswer && "draftSavedAt" in draftAnswer ? draftAnswer.preview : undefined;
  const discarder = useFetcher<DraftAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const toolbar = useRef<HTMLParagraphElement>(null);
  const toolbarSeen = useInView(toolbar);
  const submit = useSubmit();
  const signInAgain = useSignInAgain();
  // A save refused for want of a session: sign in again in place, then the same save again.
  useEffect(() => {
    if (outcome?.refused !== "signedOut") return;
    void signInAgain().then(() => form.current && submit(form.current));
  }, [outcome, signInAgain, submit]);
  // Ctrl+S or Cmd+S saves, as in every editor.
  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        form.current?.requestSubmit();
      }
    };
    addEventListener("keydown", save);
    return () => removeEventListener("keydown", save);
  }, []);
  const refused = outcome?.refused === "invalid" ? outcome.issues : null;
  // An unfinished item's empty fields are marked as a refusal's would be, and listed.
  const issues = refused ?? (loaded.asked?.issues.length ? loaded.asked.issues : loaded.missing);
  const [searchParams] = useSearchParams();
  // One object per refusal: a new refusal opens the folds that hold its fields (folds.tsx).
  const refusedFields = useMemo(() => issueMap(issues), [issues]);
  const stale = outcome?.refused === "stale" && base !== outcome.version ? outcome : null;
  const title = loaded.key === null ? fill(t.newItemTitle, { entity: definition.label[ui] }) : definition.label[ui];
  const record = definition.langs.map((lang) => value[lang]).find(Boolean);
  const publicPath = loaded.publicPath;
  const listPath = `/admin/content/${definition.name}`;
  const selfPath = loaded.key === null ? `${listPath}/new` : `${listPath}/${loaded.key}`;
  const itemTitle = definition.titleField && record ? String(record[definition.titleField] ?? "") : "";
  // A translator changes their language's own fields and sends them for review; an editor saves and publishes.
  const translates = loaded.translates;
  const langName = (lang: Lang) => (lang === "km" ? t.khmer : t.english);
  // A collection's items are published beside Save, not by a field of the form.
  const publishing = definition.kind === "collection" && definition.publishable && !translates;
  // The languages whose fields to check this staff member may mark as checked.
  const checkable = definition.langs.filter(
    (lang) =>
      (!translates || translates.includes(lang)) && loaded.checks.some((check) => check.path.startsWith(`${lang}.`)),
  );

  return (
    <section className="admin-page ed-page" aria-labelledby="content-title">
      <p>
        <Link to={withLang(definition.kind === "collection" ? listPath : "/admin/content", ui)}>
          {definition.kind === "collection" ? t.backToList : t.contentTitle}
        </Link>
      </p>
      <h1 id="content-title">
        {title}
        {itemTitle && loaded.key !== null && <span className="ed-page__item"> · {itemTitle}</span>}
      </h1>
      <p className="ed-toolbar" ref={toolbar}>
        {publicPath && loaded.key !== null && (
          <>
            <a href={publicPath}>{t.viewOnSite}</a> · <a href={withLang(publicPath, "km")}>{t.viewOnSiteKm}</a> ·{" "}
          </>
        )}
        {loaded.key !== null && <Link to={withLang(`${selfPath}/history`, ui)}>{t.history}</Link>}
        {publicPath && loaded.unpublished && (
          <>
            {" · "}
            {loaded.redirectedTo === null ? (
              <Link to={withLang(`/admin/redirects?${new URLSearchParams({ from: publicPath })}`, ui)}>
                {t.redirectOffer}
              </Link>
            ) : (
              <Link to={withLang("/admin/redirects", ui)}>{fill(t.redirectedTo, { to: loaded.redirectedTo })}</Link>
            )}
          </>
        )}
        {loaded.previewable && (
          <button
            type="button"
            className="admin-button"
            aria-pressed={previewing}
            aria-controls={previewing ? "ed-preview" : undefined}
            onClick={() => setPreviewing(!previewing)}
          >
            {t.preview}
          </button>
        )}
        {/* The save bar is at the end of a long form: this one is a Tab away from the top. */}
        <button
          type="submit"
          form="content-form"
          className="admin-button admin-button--primary ed-toolbar__save"
          disabled={submitting}
        >
          {translates ? t.reviewSend : t.saveShortcut}
        </button>
      </p>
      {translates && (
        <Notice tone="info">
          <p>{fill(t.translatorLead, { lang: translates.map(langName).join(", ") })}</p>
        </Notice>
      )}
      {loaded.key !== null && (
        <ReviewPanel
          reviews={loaded.reviews}
          translates={translates}
          definition={definition}
          saved={loaded.value}
          ui={ui}
        />
      )}
      {loaded.checks.length > 0 && (
        <Notice tone="info">
          <p>{fillCount(t, "checksTitle", loaded.checks.length)}</p>
          <IssueList definition={definition} issues={loaded.checks} ui={ui} focusFirst={false} />
          {checkable.map((lang) => (
            <Form method="post" key={lang}>
              <input type="hidden" name="intent" value="checked" />
              <input type="hidden" name="lang" value={lang} />
              <button type="submit" className="admin-button">
                {fill(t.checksDone, { lang: langName(lang) })}
              </button>
            </Form>
          ))}
        </Notice>
      )}
      {loaded.warnings.length > 0 && (
        <Notice tone="info">
          <p>{fillCount(t, "warnings", loaded.warnings.length)}</p>
          <IssueList definition={definition} issues={loaded.warnings} ui={ui} focusFirst={false} />
        </Notice>
      )}
      {outcome?.refused === "forged" && (
        <Notice tone="error">
          <p>{fill(t.forged, { fields: outcome.fields.join(", ") })}</p>
        </Notice>
      )}
      {draft && (
        <DraftOffer
          draft={draft}
          definition={definition}
          ui={ui}
          onRestore={() => {
            setValue(draft.value);
            setDraft(null);
          }}
          onDiscard={() => {
            void discarder.submit({ intent: "discard-draft", value: "", version: "" }, { method: "post" });
            setDraft(null);
          }}
        />
      )}
      <LeaveWarning dirty={dirty} saving={submitting} ui={ui} />
      {loaded.lastSave?.name && (
        <p className="admin-muted">
          {fill(t.revisionLead, { name: loaded.lastSave.name, when: formatDateTime(loaded.lastSave.at, ui) })}
        </p>
      )}
      {refused && refused.length > 0 && (
        <Notice tone="error">
          <p>{fillCount(t, "refused", refused.length)}</p>
          <IssueList definition={definition} issues={refused} ui={ui} focusFirst={false} />
        </Notice>
      )}
      {!refused && loaded.asked && (
        <Notice tone="info">
          <p>
            {fill(t.askedLead, { query: loaded.asked.query })}{" "}
            {loaded.asked.issues.length > 0 && fillCount(t, "askedFields", loaded.asked.issues.length)}
          </p>
          <IssueList definition={definition} issues={loaded.asked.issues} ui={ui} focusFirst />
        </Notice>
      )}
      {!refused && loaded.missing.length > 0 && (
        <Notice tone="info">
          <p>{fillCount(t, "unfinishedFields", loaded.missing.length)}</p>
          <IssueList
            definition={definition}
            issues={loaded.missing}
            ui={ui}
            focusFirst={searchParams.get("notice")?.startsWith("content-saved-unfinished") === true}
          />
        </Notice>
      )}
      {outcome?.refused === "mentions" && <MentionsNotice mentions={outcome.mentions} ui={ui} />}
      {stale && (
        <StaleNotice
          definition={definition}
          base={loaded.value}
          stale={stale}
          onOverwrite={() => setBase(stale.version)}
          selfPath={selfPath}
        />
      )}
      <noscript>
        <Notice tone="info">The editor needs JavaScript. · កម្មវិធីកែសម្រួលត្រូវការ JavaScript។</Notice>
      </noscript>
      <div
        className={previewing ? "ed-split ed-split--preview" : "ed-split"}
        style={previewing ? ({ "--ed-preview-share": `${previewShare}%` } as React.CSSProperties) : undefined}
      >
        <div className="ed-split__main">
          {loaded.previewable && (drawable ?? loaded.publicPath) && (
            <HeadPreview
              entity={definition.name}
              itemKey={loaded.key}
              path={(drawable ?? loaded.publicPath)!}
              drawn={draftAnswer}
              langs={definition.langs}
              ui={ui}
            />
          )}
          {/* noValidate: the server checks every field and says why beside it; the browser's own check
            would block the save silently (a path of this site is a good link but not a type=url value). */}
          <Form
            ref={form}
            id="content-form"
            method="post"
            aria-labelledby="content-title"
            className={toolbarSeen ? "ed-form ed-form--toolbar-seen" : "ed-form"}
            noValidate
          >
            <input type="hidden" name="intent" value={translates ? "review" : "save"} />
            {translates && <input type="hidden" name="lang" value={translates[0]} />}
            <input type="hidden" name="version" value={base ?? ""} />
            <input type="hidden" name="value" value={JSON.stringify(value)} />
            <RecordEditor
              definition={definition}
              value={value}
              onChange={onChange}
              issues={refusedFields}
              ui={ui}
              mapTiles={loaded.mapTiles}
              choices={loaded.choices}
              omit={publishing || translates ? publishedField : noFields}
              changeable={translates}
            />
            <div className="ed-actions">
              {publishing && (
                <PublicationControl
                  saved={loaded.value}
                  langs={definition.langs}
                  onChange={onChange}
                  issues={refusedFields}
                  problem={outcome?.refused === "schedule" ? outcome : null}
                  ui={ui}
                />
              )}
              {translates && (
                <label className="ed-review__send-note">
                  {t.reviewSendNote}
                  <textarea name="note" rows={2} maxLength={2000} />
                </label>
              )}
              <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
                {submitting ? t.saving : translates ? t.reviewSend : t.save}
              </button>
              {draftStatus && dirty && <span className="admin-muted">{draftStatus}</span>}
            </div>
          </Form>
          {loaded.schedules && loaded.schedules.length > 0 && <SchedulePanel schedules={loaded.schedules} ui={ui} />}
          {definition.kind === "collection" && loaded.key !== null && !translates && (
            <details className="ed-remove">
              <summary>{t.removeItemTitle}</summary>
              <p>{t.removeItemLead}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="version" value={loaded.version ?? ""} />
                <button type="submit" className="admin-button admin-button--danger">
                  {t.removeConfirm}
                </button>
              </Form>
            </details>
          )}
        </div>
        {previewing && (
          <SplitHandle share={previewShare} onShare={setPreviewShare} label={t.previewSplit} controls="ed-preview" />
        )}
        {previewing && (
          <LivePreview
            entity={definition.name}
            itemKey={loaded.key}
            path={drawable ?? loaded.publicPath}
            waiting={drawable === null}
            drawn={draftAnswer}
            langs={definition.langs}
            ui={ui}
          />
        )}
      </div>
    </section>
  );
}

function StaleNotice({
  definition,
  base,
  stale,
  onOverwrite,
  selfPath,
}: {
  definition: EntityView;
  base: Pair;
  stale: { current: Pair | null; lastSave: LastSave | null };
  onOverwrite(): void;
  selfPath: string;
}) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const rows = diffRecord(definition.record, base, stale.current ?? { en: null, km: null }, definition.langs);
  return (
    <Notice tone="error">
      <h2 className="ed-stale__title">{t.staleTitle}</h2>
      <p>
        {fill(t.staleLead, {
          name: stale.lastSave?.name ?? t.staleSomeone,
          when: stale.lastSave ? formatDateTime(stale.lastSave.at, ui) : "—",
        })}
      </p>
      {rows.length ? (
        <ChangeList record={definition.record} rows={rows} langs={definition.langs} ui={ui} />
      ) : (
        <p>{t.staleNoChanges}</p>
      )}
      <p className="ed-toolbar">
        <a href={withLang(selfPath, ui)} className="admin-button">
          {t.staleReload}
        </a>
        <button type="button" className="admin-button" onClick={onOverwrite}>
          {t.staleOverwrite}
        </button>
      </p>
    </Notice>
  );
}
