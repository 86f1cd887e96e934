// The product classes of /corporate-new and /personal-new (SPEC §2): one record per class and
// language (table product_classes, key lang + slug, ordered by `orders`) holding its subclasses
// as a list, and one overview per section and language (product_class_pages, key lang +
// section). Client-safe: the public reads and the back office's editor parse with these.
import { z } from "zod";

export const sectionNames = ["corporate", "personal"] as const;
export type SectionName = (typeof sectionNames)[number];

const text = z.string().trim().min(1, "Required");
/** An image of the site: a path under public/ or the media library (served through /_img/). */
const image = z.string().trim().regex(/^\/\S+$/, "An image path starting with /");
/**
 * One segment of a URL, shared by the record's two languages. The seed writes the segments of
 * SPEC §2's rule (urlSegment in ./links.ts: the English title, spaces and commas made hyphens).
 */
const segment = z
  .string()
  .trim()
  .regex(/^[^\s/?#%\\]+$/, "One URL segment: no spaces, no / ? # % or \\");

export const productSubclassSchema = z.object({
  slug: segment,
  title: text,
  description: text,
  icon: image,
});
export type ProductSubclass = z.infer<typeof productSubclassSchema>;

export const productClassSchema = z.object({
  slug: segment,
  orders: z.number().int(),
  name: text,
  description: text,
  banner: image,
  /** Shown on /corporate-new and on /personal-new. */
  in_corporate: z.boolean(),
  in_personal: z.boolean(),
  subclasses: z
    .array(productSubclassSchema)
    .min(1, "At least one subclass")
    .superRefine((subclasses, ctx) => {
      const seen = new Set<string>();
      subclasses.forEach((subclass, index) => {
        if (seen.has(subclass.slug)) ctx.addIssue({ code: "custom", path: [index, "slug"], message: "Two subclasses of a class cannot share a URL segment" });
        seen.add(subclass.slug);
      });
    }),
});
export type ProductClass = z.infer<typeof productClassSchema>;

/** The overview page of a section: /corporate-new or /personal-new. */
export const productClassPageSchema = z.object({
  section: z.enum(sectionNames),
  title: text,
  description: text,
  banner: image,
});
export type ProductClassPage = z.infer<typeof productClassPageSchema>;
