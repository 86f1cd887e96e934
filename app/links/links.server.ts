// The daily check of the addresses on other sites that the content links to (issue 45,
// docs/decisions/0053-link-check.md): gathered from every item of every entity, in both
// languages, published or not (the downloadable forms' links included); checked by the one
// instance that claims the day (link_check_days, a lease another may take over if it dies);
// kept in link_checks with where each is used and since when it fails; the editors e-mailed once
// about each address that newly fails.
import type { Db, Queryable } from "../../db/client.ts";
import { everyItem } from "../content/areas.server.ts";
import type { Pair } from "../content/model/values.ts";
import { formatTime, phnomPenhDay } from "../i18n/dates.ts";
import { checkLinks, type CheckOptions, type LinkResult } from "./check.server.ts";
import { enqueue } from "./jobs.ts";

/** Where an address is written: an item's field in one language. */
export interface LinkUse {
  entity: string;
  key: string;
  lang: string;
  field: string;
}

const addressIn = /https?:\/\/[^\s"'<>()[\]{}]+/gi;

/** The addresses in a record's texts, by the field (its path) each is written in. */
function addressesOf(value: unknown, path: string, into: [string, string][]): void {
  if (typeof value === "string")
    for (const match of value.matchAll(addressIn)) into.push([match[0].replace(/[.,;:!?]+$/, ""), path]);
  else if (Array.isArray(value)) value.forEach((item, index) => addressesOf(item, `${path}.${index}`, into));
  else if (value !== null && typeof value === "object")
    for (const [field, item] of Object.entries(value)) addressesOf(item, path ? `${path}.${field}` : field, into);
}

/** Every address on another site the content links to, with where each is used. */
export async function collectLinks(db: Queryable): Promise<Map<string, LinkUse[]>> {
  const links = new Map<string, LinkUse[]>();
  const add = (entity: string, key: string, value: Pair) => {
    for (const lang of ["en", "km"] as const) {
      const found: [string, string][] = [];
      addressesOf(value[lang], "", found);
      for (const [url, field] of found) links.set(url, [...(links.get(url) ?? []), { entity, key, lang, field }]);
    }
  };
  for await (const { definition, key, value } of everyItem(db)) add(definition.name, key, value);
  return links;
}

/** The results of a check kept; the addresses that fail since this check, not told to anyone yet. */
async function recordResults(
  db: Db,
  results: LinkResult[],
  uses: Map<string, LinkUse[]>,
  now = new Date(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    for (const result of results) {
      await tx.query(
        `insert into link_checks (url, ok, status, problem, checked_at, failing_since, used_in)
         values ($1, $2, $3, $4, $5, case when $2 then null else $5::timestamptz end, $6::jsonb)
         on conflict (url) do update set ok = excluded.ok, status = excluded.status, problem = excluded.problem,
           checked_at = excluded.checked_at, used_in = excluded.used_in,
           failing_since = case when excluded.ok then null else coalesce(link_checks.failing_since, excluded.checked_at) end,
           told_at = case when excluded.ok then null else link_checks.told_at end`,
        [result.url, result.ok, result.status, result.problem, now, JSON.stringify(uses.get(result.url) ?? [])],
      );
    }
    // Addresses the content no longer links to are forgotten.
    await tx.query("delete from link_checks where not (url = any($1::text[]))", [results.map((result) => result.url)]);
    const fresh = await tx.query<{ url: string }>(
      "update link_checks set told_at = $1 where not ok and told_at is null returning url",
      [now],
    );
    return fresh.map((row) => row.url).sort();
  });
}

/** Claims the day's check for this instance: not done today, or left unfinished for two hours by one that stopped. */
async function claimDay(db: Queryable, day: string): Promise<boolean> {
  const [claimed] = await db.query(
    `insert into link_check_days (day) values ($1)
     on conflict (day) do update set started_at = now()
       where link_check_days.finished_at is null and link_check_days.started_at < now() - interval '2 hours'
     returning day`,
    [day],
  );
  return claimed !== undefined;
}

/** One check of every address, recorded, and the editors told of those newly failing. The number of addresses. */
async function checkAllLinks(
  db: Db,
  day: string,
  options: CheckOptions = {},
  collect: (db: Queryable) => Promise<Map<string, LinkUse[]>> = collectLinks,
): Promise<number> {
  const uses = await collect(db);
  const results = await checkLinks([...uses.keys()], options);
  if (options.signal?.aborted) return 0;
  const broken = await recordResults(db, results, uses);
  await db.transaction(async (tx) => {
    if (broken.length > 0) {
      const editors = await tx.query<{ id: string }>(
        "select id::text as id from staff_accounts where status = 'active' and 'editor' = any(roles) order by id",
      );
      for (const editor of editors)
        await enqueue(tx, "links.broken", { accountId: editor.id, urls: broken.slice(0, 100) });
    }
    await tx.query("update link_check_days set finished_at = now(), links = $2 where day = $1", [day, results.length]);
  });
  return results.length;
}

/** The daily round: from `at` (HH:MM, Phnom Penh), the first instance to ask checks every address. */
export function dailyLinkCheckRound(
  db: Db,
  at: string,
  options: CheckOptions = {},
  collect?: (db: Queryable) => Promise<Map<string, LinkUse[]>>,
) {
  let settled: string | null = null;
  return async (signal?: AbortSignal, now = new Date()): Promise<number | null> => {
    const day = phnomPenhDay(now);
    if (settled === day || formatTime(now) < at) return null;
    settled = day;
    if (!(await claimDay(db, day))) return null;
    return checkAllLinks(db, day, { ...options, signal }, collect);
  };
}

export interface BrokenLink {
  url: string;
  status: number | null;
  problem: string;
  failingSince: string;
  checkedAt: string;
  usedIn: LinkUse[];
}

/** The addresses failing now, the longest failing first, and when the last check finished. */
export async function brokenLinks(db: Queryable): Promise<{ links: BrokenLink[]; lastCheck: string | null }> {
  const links = await db.query<BrokenLink>(
    `select url, status, problem, failing_since::text as "failingSince", checked_at::text as "checkedAt", used_in as "usedIn"
       from link_checks where not ok order by failing_since, url`,
  );
  const [last] = await db.query<{ at: string | null }>("select max(finished_at)::text as at from link_check_days");
  return { links, lastCheck: last?.at ?? null };
}
