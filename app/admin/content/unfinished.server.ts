// Unfinished items (db/migrations/0015_content_unfinished.sql): a collection's unpublished item
// saved before every field is filled in waits in content_unfinished until it is complete.
import type { Executor, Queryable } from "../../../db/client.ts";
import type { Editable } from "../../content/model/area.ts";
import { validatePair } from "../../content/model/entity.ts";
import type { EditIssue } from "../../content/model/view.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { Pair } from "../../content/model/values.ts";

export async function readUnfinished(db: Queryable, entity: string, key: string): Promise<Pair | null> {
  const [row] = await db.query<{ value: Pair }>("select value from content_unfinished where entity = $1 and key = $2", [
    entity,
    key,
  ]);
  return row?.value ?? null;
}

/** A record as saved: in its table, else (a collection's item) unfinished; null when neither. */
export async function loadSaved(db: Queryable, { definition, store }: Editable, key: string): Promise<Pair | null> {
  return (
    (await store.load(db, key)) ??
    (definition.kind === "collection" ? await readUnfinished(db, definition.name, key) : null)
  );
}

/** What an unfinished item still lacks, as a save names it; [] for a record in its table. */
export async function missingFieldsOf(db: Queryable, { definition }: Editable, key: string): Promise<EditIssue[]> {
  if (definition.kind !== "collection") return [];
  const value = await readUnfinished(db, definition.name, key);
  if (!value) return [];
  const checked = validatePair(definition, value);
  return checked.ok ? [] : checked.issues;
}

export async function keepUnfinished(tx: Executor, entity: string, key: string, value: Pair): Promise<void> {
  await tx.query(
    `insert into content_unfinished (entity, key, value) values ($1, $2, $3::jsonb)
     on conflict (entity, key) do update set value = excluded.value`,
    [entity, key, JSON.stringify(value)],
  );
}

export async function dropUnfinished(tx: Executor, entity: string, key: string): Promise<void> {
  await tx.query("delete from content_unfinished where entity = $1 and key = $2", [entity, key]);
}

/** The unfinished items of a collection, with their titles, for its list. */
export async function listUnfinished(
  db: Queryable,
  entity: string,
  titleField: string | null,
): Promise<{ key: string; value: Pair; titles: Partial<Record<Lang, string>> }[]> {
  const rows = await db.query<{ key: string; value: Pair }>(
    "select key, value from content_unfinished where entity = $1 order by key",
    [entity],
  );
  return rows.map(({ key, value }) => ({
    key,
    value,
    titles: Object.fromEntries(
      (["en", "km"] as const).flatMap((lang) => {
        const title = titleField ? value[lang]?.[titleField] : undefined;
        return typeof title === "string" && title.trim() ? [[lang, title]] : [];
      }),
    ),
  }));
}
