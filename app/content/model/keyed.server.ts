// Collections whose key column holds a path of the site ("/careers/claims-officer",
// "/newsletters/customer-day-2025") while the editor's key is the path's last part
// ("claims-officer"), as isItemKey wants it: a table store seen through that mapping, and
// optionally a mapping of the other columns (a word stored per language ↔ one shared choice).
import type { Lang } from "../../i18n/lang.ts";
import type { EntityStore } from "./store.server.ts";
import type { Pair } from "./values.ts";

type Row = Record<string, unknown>;

export interface PathKeys {
  /** The record's field (and column) holding the path. */
  field: string;
  /** What the column holds before the key: "/careers/". */
  prefix: string;
  /** A stored row as the editor edits it. */
  read?(record: Row, lang: Lang): Row;
  /** The editor's record as it is stored. */
  write?(record: Row, lang: Lang): Row;
}

const mapPair = (pair: Pair, map: (record: Row, lang: Lang) => Row): Pair => ({
  en: pair.en && map(pair.en, "en"),
  km: pair.km && map(pair.km, "km"),
});

export function pathKeyed(
  inner: EntityStore,
  { field, prefix, read = (record) => record, write = (record) => record }: PathKeys,
): EntityStore {
  const stored = (key: string) => `${prefix}${key}`;
  const unstored = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : path);
  const toStored = (pair: Pair) =>
    mapPair(pair, (record, lang) => write({ ...record, [field]: stored(String(record[field] ?? "")) }, lang));
  return {
    async load(db, key) {
      const pair = await inner.load(db, stored(key));
      return (
        pair && mapPair(pair, (record, lang) => read({ ...record, [field]: unstored(String(record[field])) }, lang))
      );
    },
    save: (tx, key, value) => inner.save(tx, key === null ? null : stored(key), toStored(value)),
    keyOf: (value) => unstored(inner.keyOf(toStored(value))),
    list: inner.list && (async (db) => (await inner.list!(db)).map((item) => ({ ...item, key: unstored(item.key) }))),
    remove: inner.remove && ((tx, key) => inner.remove!(tx, stored(key))),
    check: inner.check,
  };
}
