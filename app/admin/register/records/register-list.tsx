// A list of the register (role complaints): /admin/complaints and /admin/messages, one module
// for both (app/admin/register/kinds.ts says what each kind has). Newest first or, for complaints,
// due first; counts per status; filters and search in the URL; keyset pages.
import { useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOfSearch } from "../../../i18n/lang.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/register-list";
import { adminMeta } from "../../kit/meta.ts";
import { ListFilters } from "./ListFilters.tsx";
import { Pager } from "./Pager.tsx";
import { RegisterTable } from "./RegisterTable.tsx";
import { StatusTabs } from "./StatusTabs.tsx";
import { kindText, useNumber } from "../text.ts";
import { Notice } from "../../kit/Notice.tsx";
import { services } from "../../../http/context.server.ts";
import { adminRegisterStrings } from "../strings.ts";
import { kindOfPath, registerScreens } from "../kinds.ts";
import { parseListQuery } from "./list-query.ts";
import { loadRegisterList } from "./screens.server.ts";
import { listCategories } from "../../../register/categories/categories.server.ts";
import { searchCountCap } from "../../../register/search.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
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
  };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminRegisterStrings[langOfSearch(location.search)][kindText[kindOfPath(location.pathname)].title]);
}

export default function RegisterList({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminRegisterStrings);
  const number = useNumber();
  const params = new URLSearchParams(useLocation().search);
  const { kind, rows, counts, found, filtered, staff, categories, next, badCursor, badDate } = loaderData;
  const screen = registerScreens[kind];
  return (
    <section className="admin-page" aria-labelledby="register-title">
      <h1 id="register-title">{t[kindText[kind].title]}</h1>
      <p className="admin-lead">{t[kindText[kind].lead]}</p>
      <StatusTabs screen={screen} counts={counts} />
      {/* A new form for each URL: its fields show the filters of the list shown. */}
      <ListFilters key={params.toString()} screen={screen} staff={staff} badDate={badDate} categories={categories} />
      {badCursor && <Notice tone="info">{t.badCursor}</Notice>}
      <p className="admin-register-count" role="status">
        {counts.capped
          ? fill(t.foundCapped, { count: number(searchCountCap) })
          : fill(t.found, { count: number(found) })}
      </p>
      {rows.length === 0 ? <p>{filtered ? t.noneFound : t.noneYet}</p> : <RegisterTable screen={screen} rows={rows} />}
      <Pager path={screen.path} next={next} />
    </section>
  );
}
