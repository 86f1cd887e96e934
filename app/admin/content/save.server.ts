// Saving a record: checked by its schema, written in one transaction with its revision and its
// audit entry, and refused when someone else saved the record since the editor opened it (the
// version the editor started from travels with the form as a hash of the record; any change,
// even one made straight in the database, moves it). An unpublished item that lacks only values
// is kept unfinished (unfinished.server.ts) until a save passes the full rules.
import { createHash } from "node:crypto";
import type { Editable } from "../../content/model/area.ts";
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import { audit, type AuditActor } from "../staff/audit.server.ts";
import { reindexEntities } from "../../search/index.server.ts";
import {
  singleKey,
  sitePathsIn,
  unfinishedKey,
  unfinishedValue,
  validatePair,
  viewOf,
  type EditIssue,
} from "../../content/model/entity.ts";
import { markChecks, moveChecks } from "./checks.server.ts";
import { missingSitePaths } from "../../content/site-paths.server.ts";
import { publicPathOf } from "../../content/model/page.ts";
import type { EntityDefinition } from "../../content/model/entity.ts";
import { redirectMoved } from "../../redirects/redirects.server.ts";
import { reindexItem } from "../../search/back-office-index.server.ts";
import { dropUnfinished, keepUnfinished, readUnfinished } from "./unfinished.server.ts";
import { changesBetween, type Pair } from "../../content/model/values.ts";

/** Object keys sorted, so that the same record always hashes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const versionOf = (pair: Pair | null) =>
  createHash("sha256")
    .update(JSON.stringify(canonical(pair)))
    .digest("base64url")
    .slice(0, 22);

export interface SaveRequest {
  /** The record's key; null: a new item of a collection. */
  key: string | null;
  value: Pair;
  /** The version the editor started from (versionOf); a new item has none. */
  base: string | null;
  actor: AuditActor;
  clientIp: string;
  restoredFrom?: string;
  /** Removing a collection's item: saved as a revision with no language. */
  remove?: boolean;
  /** A scheduled publication or unpublication (schedules.server.ts), on behalf of who set it. */
  scheduled?: "publish" | "unpublish";
}

export interface LastSave {
  name: string | null;
  at: string;
}

export type SaveOutcome =
  | { status: "saved"; key: string; version: string; changes: number; unfinished: boolean }
  | { status: "unchanged"; key: string }
  | { status: "invalid"; issues: EditIssue[] }
  | { status: "stale"; current: Pair | null; version: string; lastSave: LastSave | null }
  | { status: "missing" };

/** The advisory lock of an entity's saves (a scheduled publication takes it too). */
export const lockOf = (entity: string) => `content:${entity}`;

export async function lastSaveOf(db: Queryable, entity: string, key: string): Promise<LastSave | null> {
  const [row] = await db.query<{ name: string | null; at: string }>(
    `select a.display_name as name, r.saved_at::text as at
       from content_revisions r left join staff_accounts a on a.id = r.saved_by
      where r.entity = $1 and r.key = $2 order by r.id desc limit 1`,
    [entity, key],
  );
  return row ?? null;
}

export async function saveRecord(db: Db, editable: Editable, request: SaveRequest): Promise<SaveOutcome> {
  return db.transaction((tx) => saveRecordIn(tx, editable, request));
}

/** saveRecord within a transaction of the caller's (a scheduled publication's, which also marks its schedule done). */
export async function saveRecordIn(
  tx: Executor,
  { definition, store }: Editable,
  request: SaveRequest,
): Promise<SaveOutcome> {
  let value: Pair = { en: null, km: null };
  let unfinished = false;
  if (!request.remove) {
    const checked = validatePair(definition, request.value);
    if (checked.ok) value = checked.value;
    else {
      const kept = unfinishedValue(definition, request.value, checked.issues);
      if (!kept) return { status: "invalid", issues: checked.issues };
      value = kept;
      unfinished = true;
    }
  }
  const keyPath = () => `${definition.langs.find((lang) => value[lang])}.${definition.keyField}`;

  // One save of an entity at a time: two editors' saves, a new item and a rename never interleave.
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [lockOf(definition.name)]);
  const inTable = request.key === null ? null : await store.load(tx, request.key);
  const wasUnfinished =
    request.key !== null && inTable === null && definition.kind === "collection"
      ? await readUnfinished(tx, definition.name, request.key)
      : null;
  const current = inTable ?? wasUnfinished;
  if (request.key !== null && current === null) return { status: "missing" };
  const newKey = request.remove
    ? request.key!
    : definition.kind === "single"
      ? singleKey
      : unfinished
        ? unfinishedKey(definition, value, request.key)
        : store.keyOf(value);
  if (current !== null && versionOf(current) !== request.base) {
    return {
      status: "stale",
      current,
      version: versionOf(current),
      lastSave: await lastSaveOf(tx, definition.name, request.key!),
    };
  }
  if (
    newKey !== request.key &&
    ((await store.load(tx, newKey)) !== null || (await readUnfinished(tx, definition.name, newKey)) !== null)
  )
    return { status: "invalid", issues: [{ path: keyPath(), message: "keyTaken" }] };
  const links = sitePathsIn(definition, value);
  const missing = new Set(
    await missingSitePaths(
      tx,
      links.map((link) => link.address),
    ),
  );
  const refused = [
    ...links
      .filter((link) => missing.has(link.address))
      .map((link) => ({ path: link.path, message: "noSuchPage" as const })),
    ...(unfinished
      ? []
      : ((await store.check?.(tx, { key: request.key, value, remove: request.remove === true })) ?? [])),
  ];
  if (refused.length > 0) return { status: "invalid", issues: refused };
  const changes = changesBetween(current ?? { en: null, km: null }, value);
  if (changes.length === 0 && !(wasUnfinished && !unfinished)) return { status: "unchanged", key: newKey };

  if (request.key !== null) await keepOriginal(tx, definition.name, request.key, current);
  // Where it is kept: its table when complete, content_unfinished while not (and nowhere once removed).
  if (inTable && (request.remove || unfinished)) await store.remove!(tx, request.key!);
  if (wasUnfinished) await dropUnfinished(tx, definition.name, request.key!);
  if (unfinished) await keepUnfinished(tx, definition.name, newKey, value);
  else if (!request.remove) await store.save(tx, inTable ? request.key : null, value);
  if (request.key !== null && newKey !== request.key) {
    await tx.query("update content_revisions set key = $1 where entity = $2 and key = $3", [
      newKey,
      definition.name,
      request.key,
    ]);
  }
  await tx.query(
    "insert into content_revisions (entity, key, value, changes, saved_by, restored_from) values ($1, $2, $3::jsonb, $4::jsonb, $5, $6)",
    [
      definition.name,
      newKey,
      JSON.stringify(value),
      JSON.stringify(changes.map((change) => change.path)),
      request.actor.id,
      request.restoredFrom ?? null,
    ],
  );
  // The other language's fields to check again after a published language's text changed.
  if (request.key !== null && (request.remove || newKey !== request.key))
    await moveChecks(tx, definition.name, request.key, request.remove ? null : newKey);
  if (!request.remove)
    await markChecks(tx, {
      entity: definition.name,
      key: newKey,
      record: viewOf(definition).record,
      before: inTable,
      after: value,
      changed: changes.map((change) => change.path),
      actorId: request.actor.id,
    });
  // A page whose address changed (a new slug): the old address keeps working, 301 to the new.
  const pageBefore = inTable ? pageOfPair(definition, current) : null;
  const pageAfter = request.remove || unfinished ? null : pageOfPair(definition, value);
  if (pageBefore && pageAfter && pageBefore !== pageAfter)
    await redirectMoved(tx, pageBefore, pageAfter, request.actor.id);
  await reindexEntities(tx, [definition.name]);
  await reindexItem(tx, definition, { key: request.key, newKey, value: request.remove ? null : value });
  await audit(tx, {
    actor: request.actor,
    clientIp: request.clientIp,
    action: request.scheduled
      ? (`content.scheduled_${request.scheduled}` as const)
      : request.remove
        ? "content.remove"
        : request.restoredFrom
          ? "content.restore"
          : request.key === null
            ? "content.create"
            : "content.save",
    target: { type: "content", id: `${definition.name}/${newKey}` },
    detail: {
      changes: changes.length,
      fields: changes.slice(0, 20).map((change) => change.path),
      revision: request.restoredFrom ?? null,
    },
  });
  return { status: "saved", key: newKey, version: versionOf(value), changes: changes.length, unfinished };
}

/** Where a visitor sees the record (its first language's values fill the page's pattern), or null. */
function pageOfPair(definition: EntityDefinition, pair: Pair | null): string | null {
  const record = pair && definition.langs.map((lang) => pair[lang]).find(Boolean);
  return record ? publicPathOf(definition, record) : null;
}

/** Before a record's first edit, its value as it was (seeded or written by hand) becomes its first revision. */
async function keepOriginal(tx: Executor, entity: string, key: string, current: Pair | null): Promise<void> {
  const [kept] = await tx.query("select 1 from content_revisions where entity = $1 and key = $2 limit 1", [
    entity,
    key,
  ]);
  if (kept || current === null) return;
  await tx.query(
    "insert into content_revisions (entity, key, value, saved_at) values ($1, $2, $3::jsonb, now() - interval '1 millisecond')",
    [entity, key, JSON.stringify(current)],
  );
}
