// Read of a product page: the menus row with its gallery (menu_images) and its related
// products (the spec's get_menus_by_slug).
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import { specSlug, type Lang } from "../../i18n/lang.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { menuChildSchema, type MenuChild } from "../menus/read.server.ts";
import type { SectionName } from "../product-classes/schema.ts";
import { callJson, ContentUnavailableError, selectOne, shown } from "../query.server.ts";
import { galleryImageSchema, galleryLimit, productSchema as editedProductSchema, qaSchema } from "./schema.ts";

/** The product as its editor describes it (schema.ts), with the ids and joins of the query. */
const productSchema = editedProductSchema.omit({ section: true, slug: true, published: true }).extend({
  id: z.number(),
  qaas: z.array(qaSchema.extend({ id: z.number() })),
  images: z.array(galleryImageSchema.extend({ id: z.number() })).max(galleryLimit),
  /** The section's title (from its view_menus row), for the breadcrumb. */
  section_title: z.string().nullable(),
  /** Not published: only a staff preview reads it. */
  draft: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export type GalleryImage = Product["images"][number];

/** Product slugs are lower-case words joined by hyphens; anything else cannot exist. */
const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /corporate/{slug} or /personal/{slug}: the menus row with its first images by `orders`; an unpublished one only for a preview. */
export function getProduct(
  db: Queryable,
  lang: Lang,
  section: SectionName,
  slug: string,
  preview = false,
): Promise<Product | null> {
  if (!productSlugPattern.test(slug)) return Promise.resolve(null);
  return selectOne(
    db,
    productSchema,
    `select m.id, m.title, m.title2, m.description, m.qaas, m.quotation_url, not m.published as draft,
            (select v.title from view_menus v where v.lang = m.lang and v.slug = $3) as section_title,
            (select coalesce(json_agg(json_build_object('id', i.id, 'src', i.src, 'alt', i.alt) order by i.orders), '[]'::json)
               from (select id, src, alt, orders from menu_images
                      where lang = m.lang and menu_slug = m.slug
                      order by orders limit $4::int) i) as images
       from menus m
      where m.lang = $1 and m.slug = $2 and ${shown("m", "$5")}`,
    [lang, `/${section}/${slug}`, `/${section}`, galleryLimit, preview],
  );
}

/** The related menus of a product: the spec's get_menus_by_slug(s), s = path (+ "?l=km"). */
export function getRelatedMenus(db: Queryable, lang: Lang, path: string): Promise<MenuChild[]> {
  return callJson(db, z.array(menuChildSchema), "get_menus_by_slug", specSlug(path, lang));
}

export interface ProductPage {
  product: Product;
  /** null: the related menus could not be read; the page shows "An error has occurred" in their place. */
  related: MenuChild[] | null;
}

/** A product detail page. Its related slider failing does not fail the page (spec). */
export async function getProductPage(
  db: Queryable,
  lang: Lang,
  section: SectionName,
  slug: string,
  preview = false,
): Promise<ProductPage | null> {
  if (!productSlugPattern.test(slug)) return null;
  const [product, related] = await Promise.all([
    getProduct(db, lang, section, slug, preview),
    getRelatedMenus(db, lang, `/${section}/${slug}`).catch((error: unknown) => {
      if (!(error instanceof ContentUnavailableError)) throw error;
      requestLog().error({ err: error.cause }, "related menus unavailable");
      return null;
    }),
  ]);
  return product && { product, related };
}
