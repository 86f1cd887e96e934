// Pieces shared by the register's queries: parameters, timestamps as text, keyset cursors and
// the filters both lists have.
import type { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { RegisterError, isUuid } from "./workflow.ts";
import { escapeLike, searchTerms } from "./search.ts";

/** Numbered parameters collected while a query is put together. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A timestamptz column as text: ISO 8601 in UTC with microseconds ("2026-04-14T03:00:00.123456Z"),
 * "infinity" as such, null as null. Exact (a cursor must compare equal), the same on both
 * drivers whatever the session's time zone, and readable by `new Date()`.
 */
export const iso = (column: string) =>
  `(case when isfinite(${column}) then to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') else ${column}::text end)`;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export interface PageRequest<Sort extends string> {
  sort?: Sort;
  /** The `next` of the page before; absent for the first page. */
  after?: string | null;
  /** Rows per page: 50 unless said, at most 200. */
  limit?: number;
}

export interface Page<Item> {
  items: Item[];
  /** Give as `after` for the following page; null on the last page. */
  next: string | null;
}

export const pageLimit = (limit: number | undefined) =>
  limit !== undefined && Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), 200) : 50;

/**
 * A keyset cursor: the sort's name and the sort key of the last row shown (timestamps in the
 * form of iso(), ending with the id), as base64url JSON. Opaque to the screens.
 */
export function encodeCursor(sort: string, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString("base64url");
}

export function decodeCursor(cursor: string, sort: string, timestamps: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === timestamps + 2 &&
    parsed[0] === sort &&
    parsed
      .slice(1, -1)
      .every((value) => typeof value === "string" && (isoInstant.test(value) || value === "infinity")) &&
    isUuid(parsed.at(-1));
  if (!valid) throw new RegisterError("invalid", "not a cursor of this list and order");
  return (parsed as string[]).slice(1);
}

export interface CommonFilters {
  /** Only these statuses (empty or absent: all). */
  status?: readonly string[];
  /** A staff account's id; null: nobody has taken it. */
  ownerId?: string | null;
  lang?: "en" | "km";
  /** Received at or after. */
  receivedFrom?: Date;
  /** Received before. */
  receivedTo?: Date;
  /** Words or "phrases" that must all occur (see search.ts). */
  search?: string;
}

/** Conditions on table alias `c` for the filters both lists share. */
export function commonConditions(
  filters: CommonFilters,
  params: Params,
  searchText: string,
  { withStatus, statuses }: { withStatus: boolean; statuses: readonly string[] },
): string[] {
  const where: string[] = [];
  const unknown = filters.status?.find((status) => !statuses.includes(status));
  if (unknown !== undefined) throw new RegisterError("invalid", `not a status: ${unknown}`);
  if (filters.lang !== undefined && filters.lang !== "en" && filters.lang !== "km")
    throw new RegisterError("invalid", "not a language");
  if (withStatus && filters.status && filters.status.length > 0) {
    where.push(
      filters.status.length === 1
        ? `c.status = ${params.add(filters.status[0])}`
        : `c.status = any(${params.add(filters.status)}::text[])`,
    );
  }
  if (filters.ownerId === null) where.push("c.owner_id is null");
  else if (filters.ownerId !== undefined) {
    if (!isUuid(filters.ownerId)) throw new RegisterError("invalid", "owner is not an id");
    where.push(`c.owner_id = ${params.add(filters.ownerId)}::uuid`);
  }
  if (filters.lang) where.push(`c.lang = ${params.add(filters.lang)}`);
  if (filters.receivedFrom) where.push(`c.created_at >= ${params.add(instant(filters.receivedFrom))}::timestamptz`);
  if (filters.receivedTo) where.push(`c.created_at < ${params.add(instant(filters.receivedTo))}::timestamptz`);
  for (const term of searchTerms(filters.search ?? "")) {
    where.push(`${searchText} like '%' || register_search_normalise(${params.add(escapeLike(term))}) || '%'`);
  }
  return where;
}

export function instant(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RegisterError("invalid", "not a date");
  return date.toISOString();
}

export const whereClause = (conditions: readonly string[]) =>
  conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";

/** Reads an "infinity"-or-instant column: null for infinity. */
export const finiteOrNull = (value: string | null) => (value === null || value === "infinity" ? null : value);

type Detailed<Summary> = Omit<Summary, "excerpt"> & { message: string; outcomeNote: string | null };

/**
 * One record of `table` as its list shows it, with its whole message and outcome note instead of
 * the excerpt; null when there is none with this id.
 */
export async function readDetail<Row extends { message: string; outcome_note: string | null }, Summary>(
  db: Queryable,
  table: "complaints" | "contact_messages",
  summaryColumns: string,
  row: z.ZodType<Row>,
  toSummary: (row: Row & { excerpt: string }) => Summary & { excerpt: string },
  id: string,
): Promise<Detailed<Summary> | null> {
  if (!isUuid(id)) return null;
  const [found] = await db.query(
    `select ${summaryColumns}, c.message, c.outcome_note from ${table} c where c.id = $1`,
    [id],
  );
  if (!found) return null;
  const parsed = row.parse(found);
  const summary: Partial<Summary & { excerpt: string }> = toSummary({ ...parsed, excerpt: "" });
  delete summary.excerpt;
  return { ...(summary as Omit<Summary, "excerpt">), message: parsed.message, outcomeNote: parsed.outcome_note };
}
