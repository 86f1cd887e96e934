// Redirects (issue 45, docs/decisions/0051-redirects.md): an address of the site that no longer
// has a page answers 301 to where it went. A slug change writes one by itself (redirectMoved,
// called by the content editor's save), flattening the chains it ends; editors add, change and
// remove others on /admin/redirects. A redirect is looked up only where no page answered, so a
// page always wins over a redirect from its address.
import { z } from "zod";
import type { Db, Executor, Queryable } from "../../db/client.ts";
import { missingSitePaths, pageOf, unpublishedItemPaths } from "../content/site-paths.server.ts";
import { selectRows } from "../content/query.server.ts";

/** Hops followed at most from one address, should editors have written a chain. */
const maxHops = 10;

export interface Redirect {
  id: string;
  from: string;
  to: string;
  automatic: boolean;
  hits: number;
  lastHitAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

const redirectRow = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  automatic: z.boolean(),
  hits: z.coerce.number(),
  lastHitAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

const columns = `r.id, r.from_path as "from", r.to_address as "to", r.automatic, r.hits,
  r.last_hit_at::text as "lastHitAt", r.updated_at::text as "updatedAt", a.display_name as "updatedBy"`;

export function listRedirects(db: Queryable): Promise<Redirect[]> {
  return selectRows(
    db,
    redirectRow,
    `select ${columns} from redirects r left join staff_accounts a on a.id = r.updated_by_id
      order by r.automatic, r.from_path`,
  );
}

/** Where a redirect from `path` leads, without counting a visit; null when none starts there. */
export async function redirectFrom(db: Queryable, path: string): Promise<string | null> {
  const [row] = await db.query<{ to: string }>(`select to_address as "to" from redirects where from_path = $1`, [path]);
  return row?.to ?? null;
}

/** Whether the address is one of this site's paths ("/…", not "//host"). */
export const isSitePath = (address: string) => address.startsWith("/") && !address.startsWith("//");

/**
 * Where a request for `path` (a page that does not exist) should go, following a chain to its
 * end; the first redirect's hit is counted. Null when no redirect starts there.
 */
export async function followRedirect(db: Queryable, path: string): Promise<string | null> {
  const [first] = await db.query<{ to: string }>(
    `update redirects set hits = hits + 1, last_hit_at = now() where from_path = $1 returning to_address as "to"`,
    [pageOf(path)],
  );
  if (!first) return null;
  return endOfChain(db, first.to, pageOf(path));
}

/** The address a chain starting with `address` ends at (itself when no redirect starts there); null for a loop. */
async function endOfChain(db: Queryable, address: string, from?: string): Promise<string | null> {
  const seen = new Set(from ? [from] : []);
  let at = address;
  for (let hop = 0; hop < maxHops && isSitePath(at); hop++) {
    if (seen.has(pageOf(at))) return null;
    seen.add(pageOf(at));
    const [next] = await db.query<{ to: string }>(`select to_address as "to" from redirects where from_path = $1`, [
      pageOf(at),
    ]);
    if (!next) return at;
    at = next.to;
  }
  return isSitePath(at) && seen.has(pageOf(at)) ? null : at;
}

/**
 * An item's page moved from `from` to `to` (its slug changed): the old address, and every
 * redirect that led to it, now lead to the new one; a redirect from the new address is gone, for
 * a page answers there now. In the save's transaction.
 */
export async function redirectMoved(tx: Executor, from: string, to: string, actorId: string | null): Promise<void> {
  await tx.query("delete from redirects where from_path = $1", [to]);
  await tx.query("update redirects set to_address = $2, updated_at = now() where to_address = $1", [from, to]);
  await tx.query(
    `insert into redirects (from_path, to_address, automatic, updated_by_id) values ($1, $2, true, $3)
     on conflict (from_path) do update set to_address = excluded.to_address, automatic = true,
       updated_at = now(), updated_by_id = excluded.updated_by_id`,
    [from, to, actorId],
  );
}

/** Whether a visitor asking for `path` gets a page: it exists and is not an item nobody published. */
async function answersAt(db: Queryable, path: string): Promise<boolean> {
  if ((await missingSitePaths(db, [path])).length > 0) return false;
  return (await unpublishedItemPaths(db, [path])).length === 0;
}

/** Why a redirect an editor asked for is refused; the page words each in its language. */
export type RedirectProblem =
  | { field: "from"; problem: "notPath" | "admin" | "isPage" | "taken" }
  | { field: "to"; problem: "notAddress" | "noPage" | "otherSite" | "loop" | "same" };

export interface RedirectRequest {
  /** Absent: a new one. */
  id?: string;
  from: string;
  to: string;
  /** The editor allowed an address on another site. */
  otherSite: boolean;
}

/** The old address as kept: a path without its query, fragment and trailing slash. */
const fromPathOf = (address: string) => pageOf(address.trim());

/** What is wrong with `request`, in the order the form shows its fields; empty when nothing. */
export async function checkRedirect(db: Queryable, request: RedirectRequest): Promise<RedirectProblem[]> {
  const problems: RedirectProblem[] = [];
  const from = fromPathOf(request.from);
  const to = request.to.trim();
  if (!isSitePath(from) || /\s/.test(from)) problems.push({ field: "from", problem: "notPath" });
  else if (from === "/admin" || from.startsWith("/admin/")) problems.push({ field: "from", problem: "admin" });
  else if (await answersAt(db, from)) problems.push({ field: "from", problem: "isPage" });
  else {
    const [taken] = await db.query<{ id: string }>("select id from redirects where from_path = $1", [from]);
    if (taken && taken.id !== request.id) problems.push({ field: "from", problem: "taken" });
  }

  if (isSitePath(to)) {
    if (pageOf(to) === from) problems.push({ field: "to", problem: "same" });
    else {
      const end = await endOfChain(db, to, from);
      if (end === null) problems.push({ field: "to", problem: "loop" });
      else if (isSitePath(end) && (await missingSitePaths(db, [end])).length > 0)
        problems.push({ field: "to", problem: "noPage" });
    }
  } else if (!/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(to) || !URL.canParse(to))
    problems.push({ field: "to", problem: "notAddress" });
  else if (!request.otherSite) problems.push({ field: "to", problem: "otherSite" });
  return problems;
}

export type SavedRedirect = { saved: true; id: string; from: string } | { saved: false; problems: RedirectProblem[] };

/** Adds or changes a redirect an editor asked for, checked again inside the transaction that writes it. */
export async function saveRedirect(
  db: Db,
  request: RedirectRequest,
  actorId: string,
): Promise<SavedRedirect | { saved: false; gone: true }> {
  return db.transaction(async (tx) => {
    // One change of the redirects at a time: two editors cannot make a loop between them.
    await tx.query("select pg_advisory_xact_lock(hashtext('redirects'))");
    const problems = await checkRedirect(tx, request);
    if (problems.length > 0) return { saved: false, problems };
    const from = fromPathOf(request.from);
    const to = request.to.trim();
    if (!request.id) {
      const [row] = await tx.query<{ id: string }>(
        "insert into redirects (from_path, to_address, updated_by_id) values ($1, $2, $3) returning id",
        [from, to, actorId],
      );
      return { saved: true, id: row!.id, from };
    }
    const [row] = await tx.query<{ id: string }>(
      `update redirects set from_path = $2, to_address = $3, automatic = false, updated_at = now(), updated_by_id = $4
        where id = $1 returning id`,
      [request.id, from, to, actorId],
    );
    return row ? { saved: true, id: row.id, from } : { saved: false, gone: true };
  });
}

/** Removes a redirect; its old address, or null when it was already gone. */
export async function removeRedirect(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ from: string }>(`delete from redirects where id = $1 returning from_path as "from"`, [
    id,
  ]);
  return row?.from ?? null;
}
