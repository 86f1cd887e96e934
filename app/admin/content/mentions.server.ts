// A record renamed elsewhere too (issue 40). Changing a product's title leaves the menu, the home
// page's cards and /personal with the old name (they are their own records: the menu's entries),
// and changing its address leaves links to the old one. Before such a save the editor is told
// where the old title or address appears, with links, and may change them too in the same save
// (content-edit.tsx). Only whole values are matched: a title that is a field's whole text, an
// address that is a link's whole path (with its query or fragment).
import { publicPathOf } from "../../content/model/page.ts";
import type { Executor, Queryable } from "../../../db/client.ts";
import { editables } from "../../content/areas.server.ts";
import type { Editable } from "../../content/model/area.ts";
import { singleKey, validatePair } from "../../content/model/entity.ts";
import type { Bilingual } from "../../content/model/fields.ts";
import { getAt, setAt, type Pair, type Path } from "../../content/model/values.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { AuditActor } from "../staff/audit.server.ts";
import { saveRecordIn, versionOf } from "./save.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import { placeOf } from "./paths.ts";
import { loadSaved } from "./unfinished.server.ts";

const langs = ["en", "km"] as const;

/** A value the save changes that other records may hold: a language's title, or the page's address. */
export interface Rename {
  /** The language whose records are searched; null: an address, the same in both. */
  lang: Lang | null;
  from: string;
  to: string;
}

export interface Mention {
  entity: string;
  /** The entity's name in the editor. */
  label: Bilingual;
  key: string;
  /** The record's title in the language, for a collection's item. */
  title: string | null;
  lang: Lang;
  path: Path;
  from: string;
  to: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** What a save from `before` to `after` renames: each language's title, and the public address. */
export function renamesOf({ definition }: Editable, before: Pair, after: Pair): Rename[] {
  const renames: Rename[] = [];
  const title = definition.titleField;
  if (title)
    for (const lang of langs) {
      const [from, to] = [text(before[lang]?.[title]), text(after[lang]?.[title])];
      if (from && to && from !== to) renames.push({ lang, from, to });
    }
  const pathOf = (pair: Pair) => {
    const record = langs.map((lang) => pair[lang]).find(Boolean);
    return record ? publicPathOf(definition, record) : null;
  };
  const [fromPath, toPath] = [pathOf(before), pathOf(after)];
  if (fromPath && toPath && fromPath !== toPath) renames.push({ lang: null, from: fromPath, to: toPath });
  return renames;
}

/** The string leaves of a record, with where they are. */
function* leaves(value: unknown, path: Path = []): Generator<[Path, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, [...path, index]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
}

/** The leaf's text once renamed, or null when the rename does not apply to it. */
function renamed(leaf: string, rename: Rename): string | null {
  if (rename.lang !== null) return leaf.trim() === rename.from ? rename.to : null;
  if (leaf === rename.from) return rename.to;
  return leaf.startsWith(`${rename.from}?`) || leaf.startsWith(`${rename.from}#`)
    ? `${rename.to}${leaf.slice(rename.from.length)}`
    : null;
}

async function keysOf(db: Queryable, { definition, store }: Editable): Promise<string[]> {
  if (definition.kind === "single") return [singleKey];
  return ((await store.list?.(db)) ?? []).map((item) => item.key);
}

/** Where other records hold what the save renames; records the rules refuse as they are are left out. */
export async function findMentions(
  db: Queryable,
  self: { entity: string; key: string },
  renames: Rename[],
): Promise<Mention[]> {
  if (renames.length === 0) return [];
  const found: Mention[] = [];
  for (const editable of editables) {
    const { definition } = editable;
    for (const key of await keysOf(db, editable)) {
      if (definition.name === self.entity && key === self.key) continue;
      const value = await editable.store.load(db, key);
      if (!value || !validatePair(definition, value).ok) continue;
      for (const lang of langs) {
        const record = value[lang];
        if (!record) continue;
        for (const [path, leaf] of leaves(record))
          for (const rename of renames) {
            if (rename.lang !== null && rename.lang !== lang) continue;
            const to = renamed(leaf, rename);
            if (to === null) continue;
            const title = definition.titleField ? text(record[definition.titleField]) || null : null;
            found.push({ entity: definition.name, label: definition.label, key, title, lang, path, from: leaf, to });
          }
      }
    }
  }
  return found;
}

/** Changes every mention in its record, each record saved as an editor's save would be (revision, audit). */
export async function changeMentions(
  tx: Executor,
  mentions: Mention[],
  who: { actor: AuditActor & { id: string }; clientIp: string },
): Promise<number> {
  const byRecord = Map.groupBy(mentions, (mention) => `${mention.entity}\u0000${mention.key}`);
  let changed = 0;
  for (const group of byRecord.values()) {
    const { entity, key } = group[0]!;
    const editable = editables.find((one) => one.definition.name === entity)!;
    const current = await loadSaved(tx, editable, key);
    if (!current) continue;
    let value = current;
    for (const mention of group)
      if (getAt(value[mention.lang], mention.path) === mention.from)
        value = { ...value, [mention.lang]: setAt(value[mention.lang], mention.path, mention.to) };
    const outcome = await saveRecordIn(tx, editable, { key, value, base: versionOf(current), ...who });
    if (outcome.status === "saved") changed += 1;
    else if (outcome.status !== "unchanged") throw new Error(`${entity}/${key}: the renamed record was refused`);
  }
  return changed;
}

/** A mention as the editor lists it: its record, where in it ("English › Menu items › …"), and its editor's address. */
export interface MentionShown {
  record: string;
  place: string;
  from: string;
  to: string;
  href: string;
}

export function mentionsShown(mentions: Mention[], ui: Lang): MentionShown[] {
  return mentions.map((mention) => {
    const editable = editables.find((one) => one.definition.name === mention.entity)!;
    return {
      record: [mention.label[ui], mention.title].filter(Boolean).join(" · "),
      place: placeOf(viewOf(editable.definition).record, [mention.lang, ...mention.path].join("."), ui),
      from: mention.from,
      to: mention.to,
      href: `/admin/content/${mention.entity}/${mention.key}`,
    };
  });
}
