// The back office's search index (issue 45, migration 0036): one document per content item and
// language, published or not, finished or not, with the public search's analysis
// (analyse.ts) so that a Khmer word is found inside a compound the same way. A save
// rewrites its item's documents in its own transaction (app/admin/content/save.server.ts); a
// database without them (just migrated, or filled by hand) gets them all at the first start.
import type { Db, Executor, Queryable } from "../../db/client.ts";
import { everyItem } from "../content/areas.server.ts";
import type { EntityDefinition } from "../content/model/entity.ts";
import type { Pair } from "../content/model/values.ts";
import { termsVector } from "./index.server.ts";

interface Document {
  entity: string;
  key: string;
  lang: string;
  title: string;
  body: string;
  terms: string;
}

// Values that are addresses or file names, not words anyone looks for.
const notWords = /^(\/|https?:|mailto:|tel:|#)|^[\w-]+\.(jpe?g|png|webp|svg|pdf|docx)$/i;

// Fields that hold a choice's code ("text", "full_time"), not words.
const codeFields = new Set(["type", "kind"]);

/** Every piece of text in a record, in its fields' order. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.trim() && !notWords.test(value.trim())) into.push(value.trim());
  } else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value !== null && typeof value === "object")
    for (const [field, item] of Object.entries(value)) if (!codeFields.has(field)) textsOf(item, into);
  return into;
}

/** The item's documents: one per language it has, titled by its title field (a page by its entity's name). */
function documentsOf(definition: EntityDefinition, key: string, value: Pair): Document[] {
  return definition.langs.flatMap((lang) => {
    const record = value[lang];
    if (!record) return [];
    const named = definition.titleField ? record[definition.titleField] : null;
    const title = typeof named === "string" && named.trim() ? named.trim() : definition.label[lang];
    const body = textsOf(
      Object.fromEntries(Object.entries(record).filter(([field]) => field !== definition.titleField)),
    ).join(" · ");
    return [{ entity: definition.name, key, lang, title, body, terms: termsVector(title, body) }];
  });
}

async function write(tx: Executor, documents: Document[]): Promise<void> {
  if (documents.length === 0) return;
  await tx.query(
    `insert into back_office_documents (entity, key, lang, title, body, terms)
     select entity, key, lang, title, body, terms::tsvector
       from jsonb_to_recordset($1::jsonb) as d(entity text, key text, lang text, title text, body text, terms text)`,
    [JSON.stringify(documents)],
  );
}

/**
 * A save's change, in its transaction: the documents of `key` (the item's key before the save)
 * replaced by those of `value` under `newKey`; none when it was removed.
 */
export async function reindexItem(
  tx: Executor,
  definition: EntityDefinition,
  change: { key: string | null; newKey: string; value: Pair | null },
): Promise<void> {
  await tx.query("delete from back_office_documents where entity = $1 and key = any($2::text[])", [
    definition.name,
    [...new Set([change.key ?? change.newKey, change.newKey])],
  ]);
  if (change.value) await write(tx, documentsOf(definition, change.newKey, change.value));
}

/** Every item of every entity, written anew: the first start's, and a rebuild's. */
export async function reindexBackOffice(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('search:back-office'))");
    await tx.query("delete from back_office_documents");
    let count = 0;
    for await (const { definition, key, value } of everyItem(tx)) {
      const documents = documentsOf(definition, key, value);
      await write(tx, documents);
      count += documents.length;
    }
    return count;
  });
}

/** Whether the index has anything yet. */
export async function backOfficeIndexIsEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>("select not exists (select 1 from back_office_documents) as empty");
  return row!.empty;
}
