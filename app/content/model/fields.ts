// The building blocks of the content schemas (app/content/<area>/schema.ts). Each schema is
// the single description of a record: the public pages validate what they read with it, and
// the back office's editor draws its form from it (app/admin/content/) and refuses
// what it refuses. A field's label, hint and control live beside its rule, in `fieldMeta`.
// docs/decisions/0024-content-editor.md.
import { z } from "../../validation/zod.ts";
import { safeUrl } from "../../validation/safe-url.ts";

export interface Bilingual {
  en: string;
  km: string;
}

/** The control a field gets; without one, the schema's type decides (text, number, checkbox, list…). */
export type Widget =
  | "text"
  | "long"
  | "image"
  | "document"
  | "url"
  | "email"
  | "date"
  | "datetime"
  | "slug"
  | "page"
  | "number"
  | "choice"
  /** A list of short texts, one per line. */
  | "lines";

export interface FieldMeta {
  label?: Bilingual;
  hint?: Bilingual;
  widget?: Widget;
  /** One value for both languages (an address, a position on the map, published): one control across both columns. */
  shared?: boolean;
  /** The names of an enum's options. */
  options?: Record<string, Bilingual>;
  /** A list's item, as "Question 3". */
  itemLabel?: Bilingual;
  /** At most this many items in a list. */
  maxItems?: number;
  /**
   * A record with a place on the map: the names of its latitude and longitude fields. The editor
   * adds a map to pick the position on (PositionPicker); the typed numbers stay the way to set it.
   */
  position?: { lat: string; lng: string };
  /**
   * An image field's sibling fields that the media picker fills from the item chosen: its size
   * in pixels (`width`, `height`) and, while still empty, its alternative text in the record's
   * language (`alt`). They stay editable.
   */
  fromImage?: { width?: string; height?: string; alt?: string };
  /**
   * The value is the key of an item of this collection (an entity's name, e.g. a newsletter's
   * author from "authors"): the editor offers the items by title in a drop-down (widget "choice").
   */
  choicesFrom?: string;
}

export const fieldMeta = z.registry<FieldMeta>();

/** Attaches the editor's description to a schema (each call must get a schema of its own). */
export function describe<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema, meta);
  return schema;
}

/**
 * Messages of refused fields are keys, turned into words in the editor's language
 * (app/admin/content/strings.ts `issueMessages`); Zod's own issues are worded by their code.
 */
export const issueKeys = [
  "required",
  "tooLong",
  "url",
  "path",
  "date",
  "email",
  "slug",
  "tooMany",
  "latitude",
  "longitude",
  "integer",
  "page",
  "duplicate",
  "youtube",
  "inUse",
  "noSuchAuthor",
  "phone",
] as const;
export type IssueKey = (typeof issueKeys)[number];

const limits = { short: 500, long: 20_000 } as const;

/** One line of text, required. */
export const text = (meta: FieldMeta = {}) =>
  describe(z.string().trim().min(1, "required").max(limits.short, "tooLong"), meta);

/** One line of text that may be left empty (a nullable column): empty is stored as null. */
export const optionalText = (meta: FieldMeta = {}) =>
  describe(
    z
      .string()
      .trim()
      .max(limits.short, "tooLong")
      .nullish()
      .transform((value) => value || null),
    meta,
  );

/** Paragraphs of text, required. */
export const longText = (meta: FieldMeta = {}) =>
  describe(z.string().trim().min(1, "required").max(limits.long, "tooLong"), { widget: "long", ...meta });

/**
 * An address for a link: http(s), mailto:, tel: or a path of this site (safeUrl's rules). Read
 * leniently — an unsafe address found in the database becomes no link rather than a broken
 * page (docs/decisions/0012-hostile-content.md) — and refused by the editor (`urlIssues`).
 */
export const url = (meta: FieldMeta = {}) =>
  describe(
    z
      .string()
      .trim()
      .min(1, "required")
      .max(2000, "tooLong")
      .transform((value) => safeUrl(value)),
    { widget: "url", ...meta },
  );

/** An optional link address: empty is stored as null. */
export const optionalUrl = (meta: FieldMeta = {}) =>
  describe(
    z
      .string()
      .trim()
      .max(2000, "tooLong")
      .nullish()
      .transform((value) => safeUrl(value)),
    { widget: "url", ...meta },
  );

/** A file of this site: "/media/…" from the library, or a file the build ships ("/images/…"). Never another origin. */
const sitePath = () =>
  z
    .string()
    .trim()
    .min(1, "required")
    .max(1000, "tooLong")
    .regex(/^\/(?!\/)[^\s\\?#]*$/, "path");

/** A page of this site, as a link inside it: "/", "/claims", "/corporate/fire-insurance" (lower-case words with dashes). */
export const pagePathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
/**
 * Read leniently, as link addresses are: a menu or footer entry whose path is not a page (a
 * script address written in the database by hand) is shown without its link rather than
 * taking the menu down (decision 0012); the editor refuses it (`lenientIssues`, widget "page").
 */
const pagePathRule = () => z.string().trim().min(1, "required").max(300, "tooLong");
export const pagePath = (meta: FieldMeta = {}) => describe(pagePathRule(), { widget: "page", ...meta });
export const optionalPagePath = (meta: FieldMeta = {}) =>
  describe(
    z
      .union([pagePathRule(), z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
    { widget: "page", ...meta },
  );

export const image = (meta: FieldMeta = {}) => describe(sitePath(), { widget: "image", ...meta });
export const optionalImage = (meta: FieldMeta = {}) =>
  describe(
    z
      .union([sitePath(), z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
    { widget: "image", ...meta },
  );
export const document = (meta: FieldMeta = {}) => describe(sitePath(), { widget: "document", ...meta });

/** A calendar day, YYYY-MM-DD (the date picker's value). */
export const day = (meta: FieldMeta = {}) => describe(z.iso.date("date"), { widget: "date", ...meta });

/** An e-mail address: read leniently (shown as text, decision 0012), refused by the editor unless it is one (`lenientIssues`). */
export const email = (meta: FieldMeta = {}) =>
  describe(z.string().trim().min(1, "required").max(254, "tooLong"), { widget: "email", ...meta });

// Digits (Western or Khmer), spaces, dots and dashes, an optional leading +: a number a phone dials.
const phonePattern = /^\+?[\d\u17E0-\u17E9][\d\u17E0-\u17E9 .-]{5,28}[\d\u17E0-\u17E9]$/;

/** A phone number that may be left empty: one number, as it is dialled ("023 218 410", "+855 12 774 305"). */
export const optionalPhone = (meta: FieldMeta = {}) =>
  describe(
    z
      .string()
      .trim()
      .max(40, "tooLong")
      .refine((value) => value === "" || phonePattern.test(value), "phone")
      .nullish()
      .transform((value) => value || null),
    meta,
  );

/** A list of paragraphs or points. */
export const paragraphs = (meta: FieldMeta = {}, item: FieldMeta = {}) => describe(z.array(longText(item)), meta);
export const points = (meta: FieldMeta = {}, item: FieldMeta = {}) =>
  describe(z.array(text(item)), { widget: "lines", ...meta });

/** Published, for an entry of a page's list (a question, a member, a panel): one state for both languages. */
export const published = () =>
  describe(z.boolean(), {
    shared: true,
    label: { en: "Published", km: "បានផ្សព្វផ្សាយ" },
    hint: {
      en: "Visitors see the item only when it is published. Both languages must be ready.",
      km: "អ្នកទស្សនាឃើញធាតុនេះ លុះត្រាតែវាត្រូវបានផ្សព្វផ្សាយ។ ភាសាទាំងពីរត្រូវតែរួចរាល់។",
    },
  });

/**
 * Published, for an item with a page of its own (a position, a newsletter, a product): each
 * language on its own (decision 0055), set beside Save rather than as a field.
 */
export const publishedPerLanguage = () =>
  describe(z.boolean(), {
    label: { en: "Published", km: "បានផ្សព្វផ្សាយ" },
    hint: {
      en: "Visitors see the item in this language only when it is published in this language.",
      km: "អ្នកទស្សនាឃើញធាតុនេះជាភាសានេះ លុះត្រាតែវាត្រូវបានផ្សព្វផ្សាយជាភាសានេះ។",
    },
  });

export const latitude = (meta: FieldMeta = {}) =>
  describe(z.number("latitude").min(-90, "latitude").max(90, "latitude"), { shared: true, widget: "number", ...meta });
export const longitude = (meta: FieldMeta = {}) =>
  describe(z.number("longitude").min(-180, "longitude").max(180, "longitude"), {
    shared: true,
    widget: "number",
    ...meta,
  });

/** A moment, ISO 8601 with its offset (the datetime control sends Cambodian time, "…+07:00"). */
export const dateTime = (meta: FieldMeta = {}) =>
  describe(z.iso.datetime({ offset: true, message: "date" }), { widget: "datetime", ...meta });

/** A whole number (an order, a width in pixels), required. */
export const wholeNumber = (meta: FieldMeta = {}) =>
  describe(z.number("required").int("integer").min(0, "integer").max(1_000_000, "integer"), {
    widget: "number",
    ...meta,
  });

/** A collection item's key as the editor types it: the last part of its page's address, one for both languages. */
export const itemKey = (meta: FieldMeta = {}) =>
  text({ shared: true, widget: "slug", label: { en: "Web address", km: "អាសយដ្ឋានគេហទំព័រ" }, ...meta });

/** The head of a page that lists things (team, CSR, videos, newsletters): its title, an introduction and a banner. */
export const pageIntro = () => ({
  title: text(),
  description: longText({ label: { en: "Introduction", km: "សេចក្តីផ្តើម" } }),
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
});
