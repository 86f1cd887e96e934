// The product classes of /corporate-new and /personal-new (spec): one record per class and
// language (table product_classes, key lang + slug, ordered by `orders`) holding its subclasses
// as a list, and one overview per section and language (product_class_pages, key lang +
// section). Client-safe: the public reads and the back office's editor parse with these.
import { z } from "zod";
import { describe, image, longText, text, type FieldMeta } from "../model/fields.ts";

export const sectionNames = ["corporate", "personal"] as const;
export type SectionName = (typeof sectionNames)[number];

/**
 * One segment of a URL, the same in both languages. The seed writes the segments of the spec's
 * rule (urlSegment in ./links.ts: the English title, spaces and commas made hyphens).
 */
const segment = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .trim()
      .min(1, "required")
      .max(200, "tooLong")
      .regex(/^[^\s/?#%\\]+$/, "slug"),
    { widget: "slug", shared: true, ...meta },
  );

const productSubclassSchema = z.object({
  slug: segment({ label: { en: "Address (URL segment)", km: "អាសយដ្ឋាន (ផ្នែកនៃ URL)" } }),
  title: text({ label: { en: "Title", km: "ចំណងជើង" } }),
  description: longText({ label: { en: "Description", km: "ការពិពណ៌នា" } }),
  icon: image({ label: { en: "Icon", km: "រូបតំណាង" }, shared: true }),
});

export const productClassSchema = z.object({
  slug: segment({ label: { en: "Address (URL segment)", km: "អាសយដ្ឋាន (ផ្នែកនៃ URL)" } }),
  orders: describe(z.number().int("integer"), { shared: true, widget: "number", label: { en: "Order", km: "លំដាប់" } }),
  name: text({ label: { en: "Name", km: "ឈ្មោះ" } }),
  description: longText({ label: { en: "Description", km: "ការពិពណ៌នា" } }),
  banner: image({ label: { en: "Banner", km: "រូបបដា" }, shared: true }),
  in_corporate: describe(z.boolean(), {
    shared: true,
    label: { en: "Shown on /corporate-new", km: "បង្ហាញនៅ /corporate-new" },
  }),
  in_personal: describe(z.boolean(), {
    shared: true,
    label: { en: "Shown on /personal-new", km: "បង្ហាញនៅ /personal-new" },
  }),
  subclasses: describe(
    z
      .array(productSubclassSchema)
      .min(1)
      .superRefine((subclasses, ctx) => {
        const seen = new Set<string>();
        subclasses.forEach((subclass, index) => {
          // Two subclasses of a class cannot share an address.
          if (seen.has(subclass.slug)) ctx.addIssue({ code: "custom", path: [index, "slug"], message: "slug" });
          seen.add(subclass.slug);
        });
      }),
    { label: { en: "Subclasses", km: "ប្រភេទរង" }, itemLabel: { en: "Subclass", km: "ប្រភេទរង" } },
  ),
});
export type ProductClass = z.infer<typeof productClassSchema>;

/** The overview page of a section: /corporate-new or /personal-new. */
export const productClassPageSchema = z.object({
  section: describe(z.enum(sectionNames), {
    shared: true,
    label: { en: "Section", km: "ផ្នែក" },
    options: {
      corporate: { en: "Corporate (/corporate-new)", km: "សាជីវកម្ម (/corporate-new)" },
      personal: { en: "Personal (/personal-new)", km: "បុគ្គល (/personal-new)" },
    },
  }),
  title: text({ label: { en: "Title", km: "ចំណងជើង" } }),
  description: longText({ label: { en: "Description", km: "ការពិពណ៌នា" } }),
  banner: image({ label: { en: "Banner", km: "រូបបដា" }, shared: true }),
});
export type ProductClassPage = z.infer<typeof productClassPageSchema>;
