// A record's history (role editor): every save, newest first, who made it and what it changed in
// words; /…/history/:revision shows it beside the one before it, field by field, English and
// Khmer side by side (app/content/model/diff.ts, computed here on the server), and restores it.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-history";
import { useLang } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { adminMeta } from "../kit/meta.ts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { formatDateTime } from "../../i18n/dates.ts";
import { withNotice } from "../kit/notices.ts";
import { ChangeList } from "./ChangeList.tsx";
import { placeOf, placeOfSteps } from "./paths.ts";
import "./editor.css";
import { services } from "../../http/context.server.ts";
import { getRevision, listRevisions } from "./history.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import { actorOf, editableOr404 } from "./requests.server.ts";
import { saveRecord, versionOf } from "./save.server.ts";
import type { Pair } from "../../content/model/values.ts";
import { diffRecord } from "../../content/model/diff.ts";
import { loadSaved } from "./unfinished.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { requireRole, requireStaff } from "../staff/permissions.server.ts";

const noRecord: Pair = { en: null, km: null };

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const editable = editableOr404(params.entity);
  const { definition } = editable;
  const { db } = services(context);
  const key = params.key;
  const current = await loadSaved(db, editable, key);
  const revisions = await listRevisions(db, definition.name, key);
  if (!current && revisions.length === 0) throw data("No such record", { status: 404 });
  const view = viewOf(definition);
  const diff = (before: Pair | null, after: Pair) => diffRecord(view.record, before ?? noRecord, after, view.langs);
  // The page names the item, not only its kind.
  const named = current ?? revisions[0]?.value ?? noRecord;
  const title = definition.titleField
    ? String(view.langs.map((lang) => named[lang]?.[definition.titleField!]).find(Boolean) ?? "")
    : "";
  const page = { view, key, title };
  if (params.revision === undefined) {
    // Each save in words: how many fields it changed, and where when they are few.
    const summaries = revisions.map(({ value: _value, ...revision }, index) => {
      const rows = diff(revisions[index + 1]?.value ?? null, revisions[index]!.value);
      return { ...revision, changed: rows.length, places: rows.length <= 3 ? rows.map((row) => row.path) : [] };
    });
    return { ...page, revisions: summaries, revision: null, rows: [], isCurrent: false };
  }
  const revision = await getRevision(db, definition.name, key, params.revision);
  if (!revision) throw data("No such revision", { status: 404 });
  const { id, savedAt, savedBy, restoredFrom } = revision;
  return {
    ...page,
    revisions: [],
    revision: { id, savedAt, savedBy, restoredFrom },
    rows: diff(revision.previous, revision.value),
    isCurrent: versionOf(current) === versionOf(revision.value),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const editable = editableOr404(params.entity);
  const { db } = services(context);
  const body = await readFormBody(request, 4 * 1024);
  if (!body.ok) throw data(body.message, { status: body.status });
  if (body.value.get("intent") !== "restore" || params.revision === undefined)
    throw data("Unknown intent", { status: 400 });
  // Restoring is an editor's save; a translator reads the history only.
  await requireRole(context, request, "editor");
  const revision = await getRevision(db, editable.definition.name, params.key, params.revision);
  if (!revision) throw data("No such revision", { status: 404 });
  const current = await loadSaved(db, editable, params.key);
  const restored = await saveRecord(db, editable, {
    key: current ? params.key : null,
    value: revision.value,
    base: current ? versionOf(current) : null,
    restoredFrom: revision.id,
    ...actorOf(context),
  });
  const lang = langOf(request.url);
  if (restored.status === "invalid") return data({ refused: restored.issues }, { status: 400 });
  if (restored.status === "saved" || restored.status === "unchanged") {
    return redirect(
      withNotice(
        withLang(`/admin/content/${editable.definition.name}/${restored.key}`, lang),
        restored.status === "saved" ? "content-restored" : "content-unchanged",
      ),
    );
  }
  return data({ refused: [] }, { status: 409 });
}

export function meta({ location, params, loaderData: loaded }: Route.MetaArgs) {
  const ui = langOfSearch(location.search);
  const t = adminContentStrings[ui];
  if (!loaded) return adminMeta(t.notFound);
  return adminMeta(
    params.revision
      ? fill(t.revisionTitle, { id: params.revision })
      : fill(t.historyTitle, { record: loaded.view.label[ui] }),
  );
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const definition = loaderData.view;
  const recordPath = `/admin/content/${definition.name}/${loaderData.key}`;
  const submitting = useNavigation().state === "submitting";
  const { revision } = loaderData;
  const who = (name: string | null) => name ?? t.revisionOriginal;

  const record = loaderData.title ? `${definition.label[ui]} · ${loaderData.title}` : definition.label[ui];
  if (revision) {
    return (
      <section className="admin-page" aria-labelledby="revision-title">
        <p>
          <Link to={withLang(`${recordPath}/history`, ui)}>{fill(t.historyTitle, { record })}</Link>
        </p>
        <h1 id="revision-title">
          {fill(t.revisionTitle, { id: revision.id })} <span className="ed-page__item">· {record}</span>
        </h1>
        <p className="admin-lead">
          {revision.savedBy
            ? fill(t.revisionLead, { name: revision.savedBy, when: formatDateTime(revision.savedAt, ui) })
            : t.revisionLeadOriginal}
        </p>
        {actionData && "refused" in actionData && (
          <div className="admin-notice admin-notice--error" role="alert">
            <ul>
              {actionData.refused.map((issue) => (
                <li key={issue.path}>{placeOf(definition.record, issue.path, ui)}</li>
              ))}
            </ul>
          </div>
        )}
        {loaderData.rows.length ? (
          <ChangeList record={definition.record} rows={loaderData.rows} langs={definition.langs} ui={ui} />
        ) : (
          <p>{t.revisionNothing}</p>
        )}
        {loaderData.isCurrent ? (
          <p className="admin-muted">({t.current})</p>
        ) : (
          <Form method="post" className="ed-toolbar">
            <input type="hidden" name="intent" value="restore" />
            <button
              type="submit"
              className="admin-button admin-button--primary"
              disabled={submitting}
              aria-describedby="restore-hint"
            >
              {t.restore}
            </button>
            <span id="restore-hint" className="admin-muted">
              {t.restoreHint}
            </span>
          </Form>
        )}
      </section>
    );
  }

  return (
    <section className="admin-page" aria-labelledby="history-title">
      <p>
        <Link to={withLang(recordPath, ui)}>{record}</Link>
      </p>
      <h1 id="history-title">{fill(t.historyTitle, { record })}</h1>
      <p className="admin-lead">{t.historyLead}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <ColumnHeads columns={[t.columnWhen, t.columnWho, t.columnWhat]} />
          <tbody>
            {loaderData.revisions.map((row, index) => (
              <tr key={row.id}>
                <td>
                  <Link to={withLang(`${recordPath}/history/${row.id}`, ui)}>{formatDateTime(row.savedAt, ui)}</Link>
                  {index === 0 && <span className="admin-muted"> ({t.current})</span>}
                </td>
                <td>{who(row.savedBy)}</td>
                <td>
                  {row.savedBy === null ? "—" : fillCount(t, "revisionChanges", row.changed)}
                  {row.restoredFrom && (
                    <span className="admin-muted"> · {fill(t.revisionRestoredFrom, { id: row.restoredFrom })}</span>
                  )}
                  {row.savedBy !== null && row.places.length > 0 && (
                    <span className="admin-muted">
                      {" "}
                      · {row.places.map((path) => placeOfSteps(definition.record, path, ui)).join("; ")}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
