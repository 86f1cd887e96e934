// A list of the register (role complaints): /admin/complaints and /admin/messages, one module
// for both (app/admin/register/kinds.ts says what each kind has). Newest first or, for complaints,
// due first; counts per status; filters and search in the URL; keyset pages.
import { useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOf, langOfSearch } from "../../../i18n/lang.ts";
import { data, useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/register-list";
import { adminMeta } from "../../kit/meta.ts";
import { ListFilters } from "./ListFilters.tsx";
import { Pager } from "./Pager.tsx";
import { RegisterTable } from "./RegisterTable.tsx";
import { StatusTabs } from "./StatusTabs.tsx";
import { kindText, useNumber } from "../text.ts";
import { Notice } from "../../kit/Notice.tsx";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { adminRegisterStrings } from "../strings.ts";
import { kindOfPath, registerScreens } from "../kinds.ts";
import { parseListQuery } from "./list-query.ts";
import { loadRegisterList } from "./screens.server.ts";
import { listCategories } from "../../../register/categories/categories.server.ts";
import { searchCountCap } from "../../../register/search.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { BulkActions, bulkFormId, type BulkAnswer } from "./BulkActions.tsx";
import { bulkForm, parseBulkChange } from "./bulk.ts";
import { performBulk } from "./bulk.server.ts";
import { useShortcuts } from "./shortcuts.ts";
import { useListShortcuts } from "./list-shortcuts.tsx";
import "./records.css";

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const kind = kindOfPath(pattern);
  const query = parseListQuery(kind, new URL(request.url).searchParams, staff.id);
  const { db } = services(context);
  const [list, categories] = await Promise.all([
    loadRegisterList(db, kind, query),
    kind === "complaint" ? listCategories(db, { withRetired: true }) : [],
  ]);
  // The counts are per status under the other filters: the list shows one status's, or all.
  const status = query.filters.status?.[0];
  const found = status ? (list.counts.byStatus[status] ?? 0) : list.counts.total;
  return {
    kind,
    ...list,
    categories,
    found,
    filtered: Object.keys(query.filters).length > 0,
    badDate: query.badDate,
    me: staff.id,
  };
}

/** Up to 100 ids and a change: a few KB. */
const bodyLimit = 16 * 1024;

/** A bulk change (bulk.ts): each record done as on its page; the answer tells per record. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const kind = kindOfPath(pattern);
  const t = adminRegisterStrings[langOf(request.url)];
  const body = await readFormBody(request, bodyLimit);
  if (!body.ok) return data<BulkAnswer>({ error: t.refused_invalid }, { status: body.status });
  const submission = parseWithZod(body.value, { schema: bulkForm(langOf(request.url)) });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const first = Object.values(errors).flat().find(Boolean) ?? t.refused_invalid;
    return data<BulkAnswer>({ error: first }, { status: 400 });
  }
  const change = parseBulkChange(kind, submission.value.change);
  if (!change) return data<BulkAnswer>({ error: t.bulkNoChange }, { status: 400 });
  const { db } = services(context);
  const outcome = await performBulk(
    db,
    kind,
    submission.value.ids,
    change,
    staff,
    context.get(requestInfoContext).clientIp,
  );
  return data<BulkAnswer>({ outcome });
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminRegisterStrings[langOfSearch(location.search)][kindText[kindOfPath(location.pathname)].title]);
}

export default function RegisterList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminRegisterStrings);
  const number = useNumber();
  const params = new URLSearchParams(useLocation().search);
  const { kind, rows, counts, found, filtered, staff, categories, next, badCursor, badDate, me } = loaderData;
  const screen = registerScreens[kind];
  const table = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const countSelected = () =>
    setSelected(table.current?.querySelectorAll(`input[form="${bulkFormId}"]:checked`).length ?? 0);
  const { sheet, open: openSheet, region, shortcuts } = useListShortcuts(table, countSelected);
  useShortcuts({ ...shortcuts, "?": openSheet });
  // Done: the boxes are cleared for the next change.
  useEffect(() => {
    if (!actionData?.outcome || !table.current) return;
    for (const box of table.current.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = false;
    setSelected(0);
  }, [actionData]);
  return (
    <section className="admin-page" aria-labelledby="register-title">
      <h1 id="register-title">{t[kindText[kind].title]}</h1>
      <p className="admin-lead">{t[kindText[kind].lead]}</p>
      {rows.length > 0 && sheet}
      {region}
      <StatusTabs screen={screen} counts={counts} />
      {/* A new form for each URL: its fields show the filters of the list shown. */}
      <ListFilters key={params.toString()} screen={screen} staff={staff} badDate={badDate} categories={categories} />
      {badCursor && <Notice tone="info">{t.badCursor}</Notice>}
      <p className="admin-register-count" role="status">
        {counts.capped
          ? fill(t.foundCapped, { count: number(searchCountCap) })
          : fill(t.found, { count: number(found) })}
      </p>
      {rows.length === 0 ? (
        <p>{filtered ? t.noneFound : t.noneYet}</p>
      ) : (
        <>
          <BulkActions
            screen={screen}
            staff={staff}
            me={me}
            categories={categories}
            selected={selected}
            answer={actionData}
          />
          <div ref={table} onChange={countSelected}>
            <RegisterTable screen={screen} rows={rows} selectForm={bulkFormId} />
          </div>
        </>
      )}
      <Pager path={screen.path} next={next} />
    </section>
  );
}
