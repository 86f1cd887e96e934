// Accessibility warnings of a record (issue 45): what a save lets through but a visitor who
// cannot see the page would miss. They do not block a save; the editor shows them after it, and
// /admin/accessibility lists them across the site.
// - An image's description (its alt text) in a language that is not written in that language: a
//   Khmer page reading out English (or nothing readable) is as good as no description.
// - A description that is a file's name ("IMG_2041.jpg").
// - A link's words that say nothing out of context ("click here", "ចុចទីនេះ").
// Headings are not content here: the pages' templates set them, and the browser tests' axe run
// checks their order on every page.
import type { Lang } from "../../i18n/lang.ts";
import type { Field } from "./field.ts";
import type { Pair } from "./values.ts";
import type { EditIssue } from "./view.ts";

const khmer = /[\u1780-\u17FF]/;
const latin = /[A-Za-z]/;
const fileName = /(\.(jpe?g|png|webp|svg|gif|heic)$)|^(img|dsc|dscn|pxl|image|photo)[-_ ]?\d+/i;
const vagueLinks = new Set([
  "click here",
  "here",
  "click",
  "read more",
  "more",
  "learn more",
  "link",
  "this link",
  "ចុចទីនេះ",
  "ទីនេះ",
  "ចុច",
  "អានបន្ថែម",
  "មើលបន្ថែម",
  "បន្ថែម",
]);

const words = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!?…:។៕»«"“”]+$/u, "")
    .trim();

/** Whether an object's child is an image's description: named "alt", or named by an image field's `fromImage.alt`. */
const altKeys = (fields: [string, Field][]) =>
  new Set([
    ...fields.filter(([key, field]) => key === "alt" && field.kind === "text").map(([key]) => key),
    ...fields.flatMap(([, field]) => (field.meta.fromImage?.alt ? [field.meta.fromImage.alt] : [])),
  ]);

function walk(field: Field, value: unknown, lang: Lang, path: string, found: EditIssue[], isAlt = false): void {
  switch (field.kind) {
    case "text": {
      if (typeof value !== "string" || value.trim() === "") return;
      if (isAlt) {
        if (lang === "km" && !khmer.test(value)) found.push({ path, message: "khmerDescriptionMissing" });
        else if (lang === "en" && !latin.test(value)) found.push({ path, message: "englishDescriptionMissing" });
        else if (fileName.test(value.trim())) found.push({ path, message: "descriptionIsFileName" });
      } else if (field.widget === "text" && vagueLinks.has(words(value))) found.push({ path, message: "vagueLink" });
      return;
    }
    case "object": {
      if (!value || typeof value !== "object") return;
      const alts = altKeys(field.fields);
      for (const [key, child] of field.fields)
        walk(child, (value as Record<string, unknown>)[key], lang, `${path}.${key}`, found, alts.has(key));
      return;
    }
    case "array":
      if (Array.isArray(value)) value.forEach((item, index) => walk(field.item, item, lang, `${path}.${index}`, found));
      return;
    case "union": {
      const kind = (value as Record<string, unknown> | null)?.[field.discriminator];
      const variant = field.variants.find((option) => option.value === kind);
      if (variant) walk(variant.item, value, lang, path, found);
      return;
    }
    default:
  }
}

/** The record's warnings, each at its field ("km.slides.0.alt"). */
export function accessibilityWarnings(record: Field, pair: Pair, langs: readonly Lang[]): EditIssue[] {
  const found: EditIssue[] = [];
  for (const lang of langs) if (pair[lang]) walk(record, pair[lang], lang, lang, found);
  return found;
}
