// Read of /corporate and /personal: the view_menus row with the section's products from menu_items.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { menuChildSchema, type MenuChild } from "../menus/read.server.ts";
import type { SectionName } from "../product-classes/schema.ts";
import { selectOne } from "../query.server.ts";
import { listingPageSchema } from "./schema.ts";

const productListSchema = listingPageSchema.extend({
  children: z.array(menuChildSchema.extend({ published: z.boolean() })),
});
export type ProductList = Omit<z.infer<typeof productListSchema>, "children"> & {
  children: MenuChild[];
  drafts: string[];
};

/**
 * /corporate or /personal: the view_menus row with the section's children from menu_items;
 * `preview`: unpublished products too, named in `drafts`.
 */
export async function getProductList(
  db: Queryable,
  lang: Lang,
  section: SectionName,
  preview = false,
): Promise<ProductList | null> {
  const list = await selectOne(
    db,
    productListSchema,
    `select v.title, v.description, v.image, menu_children(v.lang, v.slug, $3) as children
       from view_menus v
      where v.lang = $1 and v.slug = $2`,
    [lang, `/${section}`, preview],
  );
  return (
    list && {
      ...list,
      children: list.children.map(({ published: _published, ...child }) => child),
      drafts: list.children.filter((child) => !child.published).map((child) => child.title),
    }
  );
}
