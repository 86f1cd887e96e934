// Where an entity's record is kept. Most are table rows, one per language, with their lists
// either in JSON columns or as rows of a child table in order (`orders`); `tableStore` reads and
// writes those from the entity's schema alone: the record's fields are the columns of the same
// names, read with to_jsonb (dates and JSON come back as the editor holds them) and written with
// jsonb_populate_record (PostgreSQL converts each value to its column's type).
import type { Executor, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { singleKey, type EditIssue, type EntityDefinition } from "./entity.ts";
import { describeField } from "./shape.ts";
import type { Pair } from "./values.ts";

interface ItemSummary {
  key: string;
  titles: Partial<Record<Lang, string>>;
  /** Each written language's state (an entity without publication: null). */
  published: Partial<Record<Lang, boolean>> | null;
}

export interface EntityStore {
  /** The record in both languages, or null when there is no such record. */
  load(db: Queryable, key: string): Promise<Pair | null>;
  /**
   * Writes the whole record inside the save's transaction: `key` is the record's current key
   * (null: a new item), the value holds the key it is to have (`keyOf`).
   */
  save(tx: Executor, key: string | null, value: Pair): Promise<void>;
  /** The key a record's value gives it (a collection's slug); single records have one key. */
  keyOf(value: Pair): string;
  /** Collections: every item, for the list and the missing-translations page. */
  list?(db: Queryable): Promise<ItemSummary[]>;
  /** Collections: removes the item in every language. */
  remove?(tx: Executor, key: string): Promise<void>;
  /**
   * What the schema cannot know, checked in the save's transaction before anything is written
   * (an author that must exist, an item still in use that must not be removed).
   */
  check?(tx: Executor, change: { key: string | null; value: Pair; remove: boolean }): Promise<EditIssue[]>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A list of the record kept as rows of a child table, in the order of its `orders` column. */
interface ChildRows {
  /** The record's field holding the list. */
  field: string;
  table: string;
  /** The child's column holding the parent's key (collections), e.g. menu_images.menu_slug. */
  parentColumn?: string;
}

export interface TableStoreOptions {
  table: string;
  /** Collections: the column (and field) that is the item's key. */
  keyColumn?: string;
  /** False for tables without a `lang` column (photos: English only). */
  perLanguage?: boolean;
  children?: ChildRows[];
  /** Columns the record does not show but a new row needs (e.g. an `orders` of 0). */
  insertDefaults?: Record<string, unknown>;
  /** The unique columns an existing row is found by, when not (lang[, keyColumn]) (photos: id). */
  conflict?: string[];
  /** Collections: the order of the list (SQL over the table's columns). */
  listOrder?: string;
  /** A single kept as some rows of a shared table: the columns and values that pick them (view_menus' slug "/corporate"). */
  match?: Record<string, string>;
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));

function fieldsOf(definition: EntityDefinition, children: ChildRows[]) {
  const listFields = new Set(children.map((child) => child.field));
  const columns = Object.keys(definition.schema.shape).filter((key) => !listFields.has(key));
  const itemFields = Object.fromEntries(
    children.map((child) => {
      const shape = describeField(definition.schema.shape[child.field]!);
      if (shape.kind !== "array") throw new Error(`${definition.name}.${child.field} is not a list`);
      const item = shape.item;
      if (item.kind !== "object") throw new Error(`${definition.name}.${child.field} is not a list of records`);
      return [child.field, item.fields.map(([key]) => key)];
    }),
  );
  return { columns, itemFields };
}

export function tableStore(definition: EntityDefinition, options: TableStoreOptions): EntityStore {
  const { table, keyColumn, perLanguage = true, children = [], insertDefaults = {}, listOrder, match = {} } = options;
  const { columns, itemFields } = fieldsOf(definition, children);
  const langs = definition.langs;
  const langOfRow = (row: { lang?: string }) => (perLanguage ? (row.lang as Lang) : langs[0]!);
  const matched = Object.keys(match);
  if (matched.length > 0 && children.length > 0)
    throw new Error(`${definition.name}: a matched single with child rows is not supported`);
  /** The conditions that pick the record's rows, from parameter $1 on (keyParams). */
  const keyConditions = [...(keyColumn ? [keyColumn] : []), ...matched].map(
    (column, index) => `${ident(column)} = $${index + 1}`,
  );
  const where = () => (keyConditions.length ? `where ${keyConditions.join(" and ")}` : "");
  const keyParams = (key: string) => [...(keyColumn ? [key] : []), ...Object.values(match)];

  async function load(db: Queryable, key: string): Promise<Pair | null> {
    if (!keyColumn && key !== singleKey) return null;
    const rows = await db.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${ident(table)} t ${where()}`,
      keyParams(key),
    );
    if (rows.length === 0) return null;
    const pair: Pair = { en: null, km: null };
    for (const { row } of rows) pair[langOfRow(row)] = pick(row, columns);
    for (const child of children) {
      const parent = child.parentColumn ? `where ${ident(child.parentColumn)} = $1` : "";
      const items = await db.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(c) as row from ${ident(child.table)} c ${parent} order by c.orders, c.id`,
        child.parentColumn ? [key] : [],
      );
      for (const lang of langs) if (pair[lang]) pair[lang] = { ...pair[lang], [child.field]: [] };
      for (const { row } of items) {
        const record = pair[langOfRow(row)];
        if (record) (record[child.field] as unknown[]).push(pick(row, itemFields[child.field]!));
      }
    }
    return pair;
  }

  const keyOf = (value: Pair) => {
    if (!keyColumn) return singleKey;
    const record = langs.map((lang) => value[lang]).find((found) => found);
    return String(record?.[keyColumn] ?? "");
  };

  async function remove(tx: Executor, key: string, lang?: Lang): Promise<void> {
    const params: unknown[] = [...keyParams(key)];
    const conditions = [...keyConditions];
    if (perLanguage && lang) conditions.push(`lang = $${params.push(lang)}`);
    for (const child of children) {
      const childConditions = [
        ...(child.parentColumn ? [`${ident(child.parentColumn)} = $1`] : []),
        ...(perLanguage && lang ? [`lang = $${keyColumn ? 2 : 1}`] : []),
      ];
      const childParams = [...(child.parentColumn ? [key] : []), ...(perLanguage && lang ? [lang] : [])];
      await tx.query(
        `delete from ${ident(child.table)} ${childConditions.length ? `where ${childConditions.join(" and ")}` : ""}`,
        childParams,
      );
    }
    await tx.query(
      `delete from ${ident(table)} ${conditions.length ? `where ${conditions.join(" and ")}` : ""}`,
      params,
    );
  }

  async function save(tx: Executor, key: string | null, value: Pair): Promise<void> {
    const newKey = keyOf(value);
    if (keyColumn && key !== null && key !== newKey) {
      // A new slug: children follow through their foreign keys (on update cascade).
      await tx.query(`update ${ident(table)} set ${ident(keyColumn)} = $1 where ${ident(keyColumn)} = $2`, [
        newKey,
        key,
      ]);
    }
    for (const lang of langs) {
      const record = value[lang];
      if (!record) {
        await remove(tx, newKey, lang);
        continue;
      }
      const row = { ...insertDefaults, ...match, ...pick(record, columns), ...(perLanguage ? { lang } : {}) };
      const written = [
        ...new Set([...Object.keys(insertDefaults), ...matched, ...columns, ...(perLanguage ? ["lang"] : [])]),
      ];
      const conflict = options.conflict ?? [
        ...(perLanguage ? ["lang"] : []),
        ...(keyColumn ? [keyColumn] : []),
        ...matched,
      ];
      const updated = columns.filter((column) => !conflict.includes(column));
      const list = written.map(ident).join(", ");
      // A record made of lists only (the marquee's clients) has no row of its own to write.
      if (columns.length > 0)
        await tx.query(
          `insert into ${ident(table)} (${list}) select ${list} from jsonb_populate_record(null::${ident(table)}, $1::jsonb)
         ${conflict.length ? `on conflict (${conflict.map(ident).join(", ")}) ${updated.length ? `do update set ${updated.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(", ")}` : "do nothing"}` : ""}`,
          [JSON.stringify(row)],
        );
      for (const child of children) {
        const parentParams = child.parentColumn ? [newKey] : [];
        const conditions = [
          ...(child.parentColumn ? [`${ident(child.parentColumn)} = $1`] : []),
          ...(perLanguage ? [`lang = $${parentParams.length + 1}`] : []),
        ];
        await tx.query(
          `delete from ${ident(child.table)} ${conditions.length ? `where ${conditions.join(" and ")}` : ""}`,
          [...parentParams, ...(perLanguage ? [lang] : [])],
        );
        const items = ((record[child.field] as Record<string, unknown>[] | undefined) ?? []).map((item, index) => ({
          ...pick(item, itemFields[child.field]!),
          orders: index,
          ...(perLanguage ? { lang } : {}),
          ...(child.parentColumn ? { [child.parentColumn]: newKey } : {}),
        }));
        if (items.length === 0) continue;
        const itemColumns = Object.keys(items[0]!).map(ident).join(", ");
        await tx.query(
          `insert into ${ident(child.table)} (${itemColumns}) select ${itemColumns} from jsonb_populate_recordset(null::${ident(child.table)}, $1::jsonb)`,
          [JSON.stringify(items)],
        );
      }
    }
  }

  const titleColumn = definition.titleField;
  const list = keyColumn
    ? async (db: Queryable): Promise<ItemSummary[]> => {
        const published = "published" in definition.schema.shape;
        const rows = await db.query<{
          key: string;
          lang: Lang | null;
          title: string | null;
          published: boolean | null;
        }>(
          `select ${ident(keyColumn)}::text as key, ${perLanguage ? "lang" : "null"} as lang,
                  ${titleColumn ? `${ident(titleColumn)}::text` : "null"} as title, ${published ? "published" : "null"} as published
             from ${ident(table)} order by ${listOrder ? `${listOrder}, ` : ""}${ident(keyColumn)}`,
        );
        const items = new Map<string, ItemSummary>();
        for (const row of rows) {
          const item = items.get(row.key) ?? { key: row.key, titles: {}, published: published ? {} : null };
          item.titles[row.lang ?? langs[0]!] = row.title ?? row.key;
          if (item.published && row.published !== null) item.published[row.lang ?? langs[0]!] = row.published;
          items.set(row.key, item);
        }
        return [...items.values()];
      }
    : undefined;

  return { load, save, keyOf, list, remove: keyColumn ? (tx, key) => remove(tx, key) : undefined };
}
