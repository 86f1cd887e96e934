// "Needs checking" (issue 45; db/migrations/0038_translation_workflow.sql): when the text of a
// language that visitors read changes, the same fields of the other language may no longer say
// the same. The save marks them, field by field; a later save that changes such a field (a
// translation brought up to date), or someone saying it is still right, clears its mark.
import type { Executor, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { otherLang } from "../../i18n/lang.ts";
import type { Field } from "../../content/model/field.ts";
import { isTranslatable, stepsOf } from "../../content/model/field-path.ts";
import { getAt, type Pair } from "../../content/model/values.ts";
import { audit, type AuditActor } from "../staff/audit.server.ts";

export interface ContentCheck {
  lang: Lang;
  /** The field in the record: "description.2". */
  path: string;
  markedAt: string;
  markedBy: string | null;
}

/**
 * Within a save: the fields changed in a language published before the save are marked in the
 * other language (where that language has words in the field and was not changed by the same
 * save); the fields changed in a language lose their marks, and such an answer to a mark marks
 * nothing in return.
 */
export async function markChecks(
  tx: Executor,
  {
    entity,
    key,
    record,
    before,
    after,
    changed,
    actorId,
  }: {
    entity: string;
    key: string;
    record: Field;
    before: Pair | null;
    after: Pair;
    /** The save's changes: "en.description.2". */
    changed: string[];
    actorId: string | null;
  },
): Promise<void> {
  const changedSet = new Set(changed);
  const answered = new Set(
    (
      await tx.query<{ path: string }>(
        `delete from content_checks where entity = $1 and key = $2 and lang || '.' || path = any($3::text[])
         returning lang || '.' || path as path`,
        [entity, key, changed],
      )
    ).map((row) => row.path),
  );
  const marks = changed.flatMap((path) => {
    const [lang, ...rest] = path.split(".") as [Lang, ...string[]];
    const field = rest.join(".");
    const other = otherLang(lang);
    const counterpart = getAt(after[other], stepsOf(field));
    // A field brought up to date with the other language does not send the other language back to check.
    return rest.length > 0 &&
      !answered.has(path) &&
      before?.[lang]?.published === true &&
      !changedSet.has(`${other}.${field}`) &&
      typeof counterpart === "string" &&
      counterpart.trim() !== "" &&
      isTranslatable(record, after[lang], stepsOf(field))
      ? [{ lang: other, field }]
      : [];
  });
  if (marks.length > 0)
    await tx.query(
      `insert into content_checks (entity, key, lang, path, marked_by)
       select $1, $2, mark.lang, mark.path, $5 from unnest($3::text[], $4::text[]) as mark (lang, path)
       on conflict (entity, key, lang, path) do update set marked_at = now(), marked_by = excluded.marked_by`,
      [entity, key, marks.map((mark) => mark.lang), marks.map((mark) => mark.field), actorId],
    );
}

/** A record's key changed (a new slug), or the record was removed (`to` null). */
export async function moveChecks(tx: Executor, entity: string, from: string, to: string | null): Promise<void> {
  if (to === null) await tx.query("delete from content_checks where entity = $1 and key = $2", [entity, from]);
  else await tx.query("update content_checks set key = $3 where entity = $1 and key = $2", [entity, from, to]);
}

export async function checksOf(db: Queryable, entity: string, key: string): Promise<ContentCheck[]> {
  const rows = await db.query<{ lang: Lang; path: string; marked_at: Date | string; name: string | null }>(
    `select c.lang, c.path, c.marked_at, a.display_name as name
       from content_checks c left join staff_accounts a on a.id = c.marked_by
      where c.entity = $1 and c.key = $2 order by c.lang, c.path`,
    [entity, key],
  );
  return rows.map((row) => ({
    lang: row.lang,
    path: row.path,
    markedAt: new Date(row.marked_at).toISOString(),
    markedBy: row.name,
  }));
}

/** Every item with fields to check, by entity and key: how many per language (the translations screen). */
export async function checksByItem(
  db: Queryable,
): Promise<{ entity: string; key: string; lang: Lang; fields: number }[]> {
  return db.query(
    `select entity, key, lang, count(*)::int as fields from content_checks group by entity, key, lang order by entity, key, lang`,
  );
}

/** A language's marks go (its translation approved, or said to be still right); returns their fields. */
export async function dropChecks(
  db: Queryable,
  { entity, key, lang }: { entity: string; key: string; lang: Lang },
): Promise<string[]> {
  const rows = await db.query<{ path: string }>(
    "delete from content_checks where entity = $1 and key = $2 and lang = $3 returning path",
    [entity, key, lang],
  );
  return rows.map((row) => row.path);
}

/** Someone says a language's marked fields still say the same as the other language: their marks go. */
export async function clearChecks(
  db: Queryable,
  { entity, key, lang }: { entity: string; key: string; lang: Lang },
  actor: AuditActor,
  clientIp: string,
): Promise<number> {
  const fields = await dropChecks(db, { entity, key, lang });
  if (fields.length > 0)
    await audit(db, {
      actor,
      clientIp,
      action: "content.checked",
      target: { type: "content", id: `${entity}/${key}` },
      detail: { lang, field: fields.join(", ") },
    });
  return fields.length;
}
