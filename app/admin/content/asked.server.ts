// A site search that found nothing, made an item in one step (issue 41): the back office's search
// page links to the editor with ?ask=<query>&in=<language>, and the editor opens with a new item
// of the entity's `searchAnswers` list (a FAQ question), the query written in, and the fields
// still to fill listed. Nothing is stored until the editor saves.
import { emptyValue } from "../../content/model/field.ts";
import { validatePair, type EntityDefinition } from "../../content/model/entity.ts";
import { describeField } from "../../content/model/shape.ts";
import type { Pair } from "../../content/model/values.ts";
import type { EditIssue } from "../../content/model/view.ts";
import { parseLang, type Lang } from "../../i18n/lang.ts";
import { queryText } from "../../validation/query-text.ts";

export interface Asked {
  query: string;
  lang: Lang;
  /** The record with the new item at the end of its list, in every language it has. */
  value: Pair;
  /** What the new item still lacks before it can be saved (its answer, its other language). */
  issues: EditIssue[];
}

/** The record with a missed search as a new item, when the address asks for one and the entity takes them. */
export function askedItem(definition: EntityDefinition, value: Pair, url: URL): Asked | null {
  const target = definition.searchAnswers;
  const query = queryText(url.searchParams.get("ask"));
  const lang = parseLang(url.searchParams.get("in"));
  if (!target || !query || !definition.langs.includes(lang) || !value[lang]) return null;
  const record = describeField(definition.schema);
  const list = record.kind === "object" ? record.fields.find(([key]) => key === target.list)?.[1] : undefined;
  if (list?.kind !== "array") throw new Error(`${definition.name}.${target.list} is not a list`);
  const next: Pair = { ...value };
  const newItemPaths: string[] = [];
  for (const each of definition.langs) {
    const current = value[each];
    if (!current) continue;
    const items = Array.isArray(current[target.list]) ? (current[target.list] as unknown[]) : [];
    const item = { ...(emptyValue(list.item) as Record<string, unknown>) };
    if (each === lang) item[target.field] = query;
    next[each] = { ...current, [target.list]: [...items, item] };
    newItemPaths.push(`${each}.${target.list}.${items.length}.`);
  }
  const checked = validatePair(definition, next);
  const issues = checked.ok
    ? []
    : checked.issues.filter((issue) => newItemPaths.some((at) => issue.path.startsWith(at)));
  return { query, lang, value: next, issues };
}
