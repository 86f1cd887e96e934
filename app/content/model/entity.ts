// An editable entity: a content record of the site as the back office edits it, in both
// languages side by side. Each area declares its entities in app/content/<area>/entity.ts (the
// schema, the labels) and their storage in app/content/<area>/store.server.ts; the editor's
// routes and screens are written once and driven by these. docs/decisions/0024-content-editor.md.
import type { z } from "zod";
import { z as zod } from "../../validation/zod.ts";
import type { Lang } from "../../i18n/lang.ts";
import { safeUrl } from "../../validation/safe-url.ts";
import type { Field } from "./field.ts";
import { issueKeys, pagePathPattern, type Bilingual, type IssueKey } from "./fields.ts";
import { describeField } from "./shape.ts";
import { getAt, pathText, type Pair, type Path } from "./values.ts";
import { singleKey, type EditIssue, type EditIssueKey, type EntityGroup, type EntityView } from "./view.ts";

export interface EntityDefinition {
  /** Its address: /admin/content/<name>. */
  name: string;
  group: EntityGroup;
  label: Bilingual;
  /** One language's record. */
  schema: z.ZodObject;
  /** "single": one record (a page); "collection": items, each with its own key (a product, a position). */
  kind: "single" | "collection";
  /** The languages it exists in (photos: English only). */
  langs: readonly Lang[];
  /** Collections: the (shared) field whose value is the item's key. */
  keyField?: string;
  /** Collections: what a key may be, when not `isItemKey`'s lower-case words with dashes. */
  keyPattern?: RegExp;
  /** One record for both languages (addresses): the one column is headed "Both languages". */
  neutral?: boolean;
  /** Collections: the field that names an item in lists. */
  titleField?: string;
  /**
   * Where a site search that found nothing becomes an item in one step (the back office's search
   * page): a new item of this list, with the query written into this field of its language.
   */
  searchAnswers?: { list: string; field: string };
  /**
   * Kept in every language, always (the site's identity, its menu, footer and home page): a save
   * without one of them is refused, for every page of that language would fail without it.
   */
  everyLanguage?: boolean;
  /**
   * Where a visitor sees the record in English (the Khmer address adds ?l=km), stated once as a
   * route pattern: "/careers" for a page, "/careers/:slug" for an item. app/routes.ts takes its
   * paths from these, "View on the website" and the sitemap's pages fill them in (./page.ts).
   */
  page?: string;
  /** The pattern's values from a record, when they are not its fields of the same names. */
  pageParams?: (record: Record<string, unknown>) => Record<string, string>;
}

const bothLangs = ["en", "km"] as const satisfies readonly Lang[];

export function defineEntity(
  definition: Omit<EntityDefinition, "langs"> & { langs?: readonly Lang[] },
): EntityDefinition {
  return { langs: bothLangs, ...definition };
}

const isPublishable = (definition: EntityDefinition) => "published" in definition.schema.shape;

/** What the editor's pages are sent about the entity. */
export function viewOf(definition: EntityDefinition): EntityView {
  const record = describeField(definition.schema);
  if (record.kind !== "object") throw new Error(`${definition.name}'s schema is not a record`);
  return {
    name: definition.name,
    group: definition.group,
    label: definition.label,
    kind: definition.kind,
    langs: definition.langs,
    titleField: definition.titleField ?? null,
    neutral: definition.neutral ?? false,
    publishable: isPublishable(definition),
    record,
  };
}

const isIssueKey = (message: string): message is IssueKey => (issueKeys as readonly string[]).includes(message);

function issueKey(issue: z.core.$ZodIssue): EditIssueKey {
  if (isIssueKey(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === "" ? "required" : "invalid";
    case "too_small":
      return issue.origin === "array" ? "tooFew" : "required";
    case "too_big":
      return issue.origin === "array" ? "tooMany" : "tooLong";
    case "invalid_format":
      return issue.format === "date"
        ? "date"
        : issue.format === "email"
          ? "email"
          : issue.format === "url"
            ? "url"
            : "invalid";
    default:
      return "invalid";
  }
}

/** Shared fields hold one value for both languages: the first language's (English) wins. */
function withSharedFields(definition: EntityDefinition, pair: Pair): Pair {
  const [first, ...others] = definition.langs.filter((lang) => pair[lang]);
  if (!first) return pair;
  const shared = Object.entries(definition.schema.shape)
    .filter(([, field]) => describeField(field).meta.shared)
    .map(([key]) => key);
  const copy = { ...pair };
  for (const lang of others)
    copy[lang] = { ...pair[lang], ...Object.fromEntries(shared.map((key) => [key, pair[first]![key]])) };
  return copy;
}

const anEmail = zod.email();

/**
 * What a link field accepts: a full address of a safe kind (https://…, mailto:…, tel:…) or a
 * path of this site (/claims, /media/…). The public side reads any relative text as a path, so
 * "not a link" would pass safeUrl alone.
 */
const isLinkAddress = (text: string) =>
  safeUrl(text) !== null && (URL.canParse(text) || /^\/(?!\/)[^\s\\]*$/.test(text));

/**
 * Fields the public side reads leniently and the editor refuses: a link whose address would not
 * be kept as a link, an e-mail address (an "email" text) that is not one.
 */
function lenientIssues(shape: Field, value: unknown, path: Path): EditIssue[] {
  const record = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
  switch (shape.kind) {
    case "text": {
      const text = typeof value === "string" ? value.trim() : "";
      if (shape.widget === "url" && text !== "" && !isLinkAddress(text))
        return [{ path: pathText(path), message: "url" }];
      if (shape.widget === "email" && text !== "" && !anEmail.safeParse(text).success)
        return [{ path: pathText(path), message: "email" }];
      if (shape.widget === "page" && text !== "" && !pagePathPattern.test(text))
        return [{ path: pathText(path), message: "page" }];
      return [];
    }
    case "object":
      return record ? shape.fields.flatMap(([key, field]) => lenientIssues(field, record[key], [...path, key])) : [];
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, index) => lenientIssues(shape.item, item, [...path, index]))
        : [];
    case "union": {
      const variant = shape.variants.find((option) => option.value === record?.[shape.discriminator]);
      return variant ? lenientIssues(variant.item, value, path) : [];
    }
    default:
      return [];
  }
}

/** Whether a link's address is a path of this site ("/claims", "/media/…"), which must then exist. */
const isSitePath = (address: string) => /^\/(?!\/)/.test(address);

/**
 * The site paths a record's link and page fields hold, with where they are ("en.items.2.link"):
 * the save checks that each leads to a page (app/content/site-paths.server.ts).
 */
export function sitePathsIn(definition: EntityDefinition, pair: Pair): { path: string; address: string }[] {
  const found: { path: string; address: string }[] = [];
  const walk = (shape: Field, value: unknown, path: Path) => {
    if (value === null || value === undefined) return;
    if (shape.kind === "text") {
      const text = typeof value === "string" ? value.trim() : "";
      if ((shape.widget === "url" || shape.widget === "page") && isSitePath(text))
        found.push({ path: pathText(path), address: text });
    } else if (shape.kind === "object") {
      for (const [key, field] of shape.fields) walk(field, getAt(value, [key]), [...path, key]);
    } else if (shape.kind === "array" && Array.isArray(value)) {
      value.forEach((item, index) => walk(shape.item, item, [...path, index]));
    } else if (shape.kind === "union") {
      const variant = shape.variants.find((option) => option.value === getAt(value, [shape.discriminator]));
      if (variant) walk(variant.item, value, path);
    }
  };
  const record = viewOf(definition).record;
  for (const lang of definition.langs) walk(record, pair[lang], [lang]);
  return found;
}

export type Validated = { ok: true; value: Pair } | { ok: false; issues: EditIssue[] };

/**
 * Checks both languages with the entity's schema. The value kept is the schema's output (text
 * trimmed, empty optional text as null): what the public page reads back is what was checked.
 */
export function validatePair(definition: EntityDefinition, submitted: Pair): Validated {
  const pair = withSharedFields(definition, submitted);
  const issues: EditIssue[] = [];
  const value: Pair = { en: null, km: null };
  for (const lang of definition.langs) {
    const record = pair[lang];
    if (record === null || record === undefined) continue;
    const parsed = definition.schema.safeParse(record);
    if (parsed.success) value[lang] = parsed.data as Record<string, unknown>;
    else
      issues.push(
        ...parsed.error.issues.map((issue) => ({ path: [lang, ...issue.path].join("."), message: issueKey(issue) })),
      );
    issues.push(
      ...lenientIssues(describeField(definition.schema), record, [lang]).filter(
        (found) => !issues.some((issue) => issue.path === found.path),
      ),
    );
  }
  if (definition.langs.every((lang) => !pair[lang]))
    issues.push({ path: definition.langs[0]!, message: "missingLanguage" });
  else if (definition.everyLanguage)
    issues.push(
      ...definition.langs
        .filter((lang) => !pair[lang])
        .map((lang) => ({ path: lang, message: "everyLanguage" as const })),
    );
  const keyField = definition.keyField;
  const keyed = definition.langs.find((lang) => value[lang]);
  if (keyField && keyed && !isKeyOf(definition, String(value[keyed]![keyField])))
    issues.push({ path: `${keyed}.${keyField}`, message: "key" });
  return issues.length ? { ok: false, issues } : { ok: true, value };
}

/** How many of a language's fields need attention before it could be published (0: ready). */
export function fieldsNeedingAttention(definition: EntityDefinition, record: Record<string, unknown>): number {
  const parsed = definition.schema.safeParse({ ...record, published: true });
  const paths = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? ""))),
    ...lenientIssues(describeField(definition.schema), record, []).map((issue) => issue.path.split(".")[0]!),
  ];
  return new Set(paths).size;
}

/** Missing values, as against wrong ones: all that an unfinished item may lack. */
const missingKinds: ReadonlySet<EditIssueKey> = new Set(["required", "tooFew"]);

/**
 * An unpublished item of a collection may be saved unfinished (issue 31): when all it lacks is
 * values (none is wrong), no language of it is published, and it has a title in one language.
 * Returns the value to keep (shared fields as for a complete save), else null.
 */
export function unfinishedValue(definition: EntityDefinition, submitted: Pair, issues: EditIssue[]): Pair | null {
  const title = definition.titleField;
  if (definition.kind !== "collection" || !isPublishable(definition) || !title) return null;
  const pair = withSharedFields(definition, submitted);
  const present = definition.langs.filter((lang) => pair[lang]);
  if (present.length === 0 || present.some((lang) => pair[lang]!.published === true)) return null;
  // Missing: said so, or refused for its format while empty (a date not filled in).
  const empty = (path: string) => {
    const value = getAt(
      pair,
      path.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
    );
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  };
  if (!issues.every((issue) => missingKinds.has(issue.message) || empty(issue.path))) return null;
  const titled = present.some((lang) => {
    const text = pair[lang]![title];
    return typeof text === "string" && text.trim() !== "";
  });
  return titled ? pair : null;
}

/** An unfinished item's key: its own key field when that is filled in and well-formed, else the one it has, else a new one. */
export function unfinishedKey(definition: EntityDefinition, value: Pair, current: string | null): string {
  const lang = definition.langs.find((one) => value[one]);
  const typed = definition.keyField && lang ? String(value[lang]![definition.keyField] ?? "").trim() : "";
  if (typed && isKeyOf(definition, typed)) return typed;
  return current ?? `draft-${globalThis.crypto.randomUUID().slice(0, 8)}`;
}

/** Whether `key` may be an item's key: the entity's pattern, else `isItemKey`'s. */
const isKeyOf = (definition: EntityDefinition, key: string) =>
  definition.keyPattern ? definition.keyPattern.test(key) && key !== "new" && key !== singleKey : isItemKey(key);

/** A collection item's key, as its slug and in the editor's address: lower-case words joined by dashes. */
const isItemKey = (key: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key !== "new" && key !== singleKey;

export { singleKey, type EditIssue, type EntityGroup } from "./view.ts";
export type { Bilingual, Lang };
