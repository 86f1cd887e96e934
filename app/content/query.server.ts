// The one way route data reaches the database: read through the request's services,
// validate what comes back, and turn a database failure into a 503 the error
// boundary shows as "An error has occured".
import { data } from "react-router";
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { safeUrl } from "../validation/safe-url.ts";
import { requestLog } from "../http/request-log.server.ts";

/** A link address from the database: kept when it is safe in an href (see safeUrl), else null. */
export const linkUrl = z
  .string()
  .nullish()
  .transform((url) => safeUrl(url));

/**
 * SQL: whether a row of a list (alias `row`, with a `published` column) is read: when published,
 * or when the boolean parameter `preview` (e.g. "$2") says a staff member previews the page.
 */
export const shown = (row: string, preview: string) => `(${row}.published or ${preview}::boolean)`;

/**
 * SQL: a json array of what a preview shows that visitors do not: `title` (with its order) of
 * the unpublished rows `row` of `from` ("table row where …"); empty for visitors.
 */
export const draftTitles = (row: string, title: string, from: string, preview: string) =>
  `coalesce((select json_agg(${title}) from ${from} and not ${row}.published and ${preview}::boolean), '[]'::json)`;

export class ContentUnavailableError extends Error {}

/** The spec's data-fetching default: a read that fails for want of the database is tried 3 more times. */
export const readRetries = [50, 150, 400] as const;

/**
 * Whether a failed query may succeed if tried again: a lost or refused connection, a server
 * shutting down or out of resources (SQLSTATE classes 08, 57, 53), or no SQLSTATE at all (a
 * network error). A mistake in the query itself fails at once.
 */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57|53)/.test(code);
}

/** Runs a query and validates its rows; an unreachable database becomes ContentUnavailableError. */
export async function selectRows<Schema extends z.ZodType>(
  db: Queryable,
  schema: Schema,
  text: string,
  params: unknown[] = [],
): Promise<z.infer<Schema>[]> {
  let rows: unknown[] | undefined;
  for (let attempt = 0; rows === undefined; attempt++) {
    try {
      rows = await db.query(text, params);
    } catch (error) {
      const delay = readRetries[attempt];
      if (delay === undefined || !isTransient(error))
        throw new ContentUnavailableError("content query failed", { cause: error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return rows.map((row) => schema.parse(row));
}

/** One row or null. */
export async function selectOne<Schema extends z.ZodType>(
  db: Queryable,
  schema: Schema,
  text: string,
  params: unknown[] = [],
): Promise<z.infer<Schema> | null> {
  const [row] = await selectRows(db, schema, text, params);
  return row ?? null;
}

/** Calls a SQL function returning json (the spec's remote functions). */
export async function callJson<Schema extends z.ZodType>(
  db: Queryable,
  schema: Schema,
  fn: string,
  arg: string,
): Promise<z.infer<Schema>> {
  const row = await selectOne(db, z.object({ result: schema }), `select ${fn}($1) as result`, [arg]);
  return (row as { result: z.infer<Schema> }).result;
}

/** For loaders: a missing record is a 404, an unavailable database a 503. */
export async function loadOrRespond<T>(load: () => Promise<T | null>): Promise<T> {
  let result: T | null;
  try {
    result = await load();
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      requestLog().error({ err: error.cause }, error.message);
      throw data("Content unavailable", { status: 503 });
    }
    throw error;
  }
  if (result === null) throw data("Not found", { status: 404 });
  return result;
}
