// The editor's drafts (db/migrations/0014_content_drafts.sql): one per staff member and record,
// written as they type, read back when they return, removed when they save or discard.
import type { Queryable } from "../../../db/client.ts";
import type { Pair } from "../../content/model/values.ts";

export interface Draft {
  value: Pair;
  /** The record's version the edit started from; null for a new item. */
  baseVersion: string | null;
  savedAt: string;
}

interface DraftOf {
  staffId: string;
  entity: string;
  /** The record's key, or newItemKey (live-preview.ts). */
  key: string;
}

export async function keepDraft(
  db: Queryable,
  { staffId, entity, key }: DraftOf,
  value: Pair,
  baseVersion: string | null,
): Promise<string> {
  const [row] = await db.query<{ saved_at: Date | string }>(
    `insert into content_drafts (staff_id, entity, key, value, base_version) values ($1, $2, $3, $4::jsonb, $5)
     on conflict (staff_id, entity, key) do update
       set value = excluded.value, base_version = excluded.base_version, saved_at = now()
     returning saved_at`,
    [staffId, entity, key, JSON.stringify(value), baseVersion],
  );
  return new Date(row!.saved_at).toISOString();
}

export async function readDraft(db: Queryable, { staffId, entity, key }: DraftOf): Promise<Draft | null> {
  const [row] = await db.query<{ value: Pair; base_version: string | null; saved_at: Date | string }>(
    "select value, base_version, saved_at from content_drafts where staff_id = $1 and entity = $2 and key = $3",
    [staffId, entity, key],
  );
  return row
    ? { value: row.value, baseVersion: row.base_version, savedAt: new Date(row.saved_at).toISOString() }
    : null;
}

export async function dropDraft(db: Queryable, { staffId, entity, key }: DraftOf): Promise<void> {
  await db.query("delete from content_drafts where staff_id = $1 and entity = $2 and key = $3", [staffId, entity, key]);
}
