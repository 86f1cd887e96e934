// What visitors look for (issue 41): each search's words, counted per day and language with the
// number of results it found, and each result opened from it. Nothing of the visitor is kept (no
// address, no cookie): the back office lists the queries that find nothing or lead nowhere.
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { phnomPenhToday } from "../content/careers/read.server.ts";

/** A query as counted: lower-cased, so that "Motor" and "motor" are one line. */
const counted = (query: string) => query.toLowerCase().slice(0, 100);

export async function countSearch(db: Queryable, lang: Lang, query: string, results: number): Promise<void> {
  await db.query(
    `insert into search_queries (day, lang, query, searches, results) values ($1, $2, $3, 1, $4)
     on conflict (day, lang, query) do update set searches = search_queries.searches + 1, results = excluded.results`,
    [phnomPenhToday(), lang, counted(query), results],
  );
}

/** A result opened: counted for its query (when that query was counted today) and for its page. */
export async function countClick(db: Queryable, lang: Lang, query: string, path: string): Promise<void> {
  const day = phnomPenhToday();
  await db.query("update search_queries set clicks = clicks + 1 where day = $1 and lang = $2 and query = $3", [
    day,
    lang,
    counted(query),
  ]);
  await db.query(
    `insert into search_clicks (day, lang, path, clicks) values ($1, $2, $3, 1)
     on conflict (day, lang, path) do update set clicks = search_clicks.clicks + 1`,
    [day, lang, path],
  );
}

/** Whether a path is one the index holds: only those are followed from a result. */
export async function isIndexedPath(db: Queryable, path: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    "select exists (select 1 from search_documents where path = $1) as found",
    [path],
  );
  return row!.found;
}

// Until visitors have opened enough results, the pages most asked for at an insurer's.
const usualPages = ["/personal/motor-insurance", "/claims", "/garages", "/clinics", "/contact"];

/** The pages opened most from results in the last 90 days (or the usual ones), with their titles. */
export async function popularPages(db: Queryable, lang: Lang, limit = 5): Promise<{ path: string; title: string }[]> {
  return db.query<{ path: string; title: string }>(
    `with opened as (
       select path, sum(clicks) as clicks from search_clicks
        where lang = $1 and day > $2::date - 90 group by path),
     ranked as (
       select d.path, min(d.title) as title, coalesce(max(o.clicks), 0) as clicks,
              coalesce(array_position($3::text[], d.path), 1000) as usual
         from search_documents d left join opened o on o.path = d.path
        where d.lang = $1 and (o.path is not null or d.path = any($3::text[]))
        group by d.path)
     select path, title from ranked order by clicks desc, usual, path limit $4`,
    [lang, phnomPenhToday(), usualPages, limit],
  );
}

export type MissKind = "noResult" | "noClick";

export interface QueryCount {
  query: string;
  searches: number;
  results: number;
  clicks: number;
}

/** The most frequent queries of a language over [from, to] that found nothing, or led to no click. */
export function missedQueries(
  db: Queryable,
  { lang, from, to, kind, limit = 50 }: { lang: Lang; from: string; to: string; kind: MissKind; limit?: number },
): Promise<QueryCount[]> {
  return db.query<QueryCount>(
    `select query, sum(searches)::int as searches, (array_agg(results order by day desc))[1] as results,
            sum(clicks)::int as clicks
       from search_queries
      where lang = $1 and day between $2::date and $3::date
      group by query
     having ${kind === "noResult" ? "(array_agg(results order by day desc))[1] = 0" : "sum(clicks) = 0 and (array_agg(results order by day desc))[1] > 0"}
      order by searches desc, query limit $4`,
    [lang, from, to, limit],
  );
}
