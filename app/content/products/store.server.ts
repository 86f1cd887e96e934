// Where a product is kept: a `menus` row per language with its gallery as `menu_images` rows,
// both under the page's path ("/corporate/fire-insurance"). A table store of those columns does
// the reading and writing; this one turns the path into the record's section and slug and the
// editor's key ("corporate-fire-insurance") and back, and numbers the questions (schema.ts).
import { tableStore, type EntityStore } from "../model/store.server.ts";
import type { Pair } from "../model/values.ts";
import { productEntity } from "./entity.ts";
import { productSchema, productSections } from "./schema.ts";

type Section = (typeof productSections)[number];

const isSection = (value: string): value is Section => (productSections as readonly string[]).includes(value);

/** The page's path of an editor's key, or null when the key names no section. */
export function pathOfKey(key: string): string | null {
  const dash = key.indexOf("-");
  const section = key.slice(0, dash);
  return dash > 0 && isSection(section) && dash < key.length - 1 ? `/${section}/${key.slice(dash + 1)}` : null;
}

export const keyOfPath = (path: string) => path.replace(/^\//, "").replace("/", "-");

/** The rows as stored: `slug` is the whole path, the questions carry their ids. */
const rows = tableStore(
  { ...productEntity, schema: productSchema.omit({ section: true }) },
  {
    table: "menus",
    keyColumn: "slug",
    children: [{ field: "images", table: "menu_images", parentColumn: "menu_slug" }],
  },
);

function mapPair(pair: Pair, map: (record: Record<string, unknown>) => Record<string, unknown>): Pair {
  return { en: pair.en && map(pair.en), km: pair.km && map(pair.km) };
}

/** A stored row as the editor's record: its path split, the questions' ids dropped. */
function toRecord({ slug, qaas, ...record }: Record<string, unknown>): Record<string, unknown> {
  const [, section = "", last = ""] = String(slug).split("/");
  const questions = Array.isArray(qaas) ? qaas.map(({ id: _id, ...qa }: Record<string, unknown>) => qa) : qaas;
  return { section, slug: last, ...record, qaas: questions };
}

/** A record as its row: the path joined, the questions numbered 1…n in their order. */
function toRow({ section, slug, qaas, ...record }: Record<string, unknown>): Record<string, unknown> {
  const questions = (qaas as Record<string, unknown>[]).map((qa, index) => ({ id: index + 1, ...qa }));
  return { ...record, slug: `/${String(section)}/${String(slug)}`, qaas: questions };
}

const keyOf = (value: Pair) => keyOfPath(rows.keyOf(mapPair(value, toRow)));

export const productStore: EntityStore = {
  async load(db, key) {
    const path = pathOfKey(key);
    const pair = path && (await rows.load(db, path));
    return pair ? mapPair(pair, toRecord) : null;
  },
  async save(tx, key, value) {
    await rows.save(tx, key === null ? null : pathOfKey(key), mapPair(value, toRow));
  },
  keyOf,
  async list(db) {
    return (await rows.list!(db)).map((item) => ({ ...item, key: keyOfPath(item.key) }));
  },
  async remove(tx, key) {
    const path = pathOfKey(key);
    if (path) await rows.remove!(tx, path);
  },
};
