// Reads of the product-class pages: the section's overview with its classes, and one class.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne, selectRows } from "../query.server.ts";
import {
  productClassPageSchema,
  productClassSchema,
  type ProductClass,
  type ProductClassPage,
  type SectionName,
} from "./schema.ts";

const classColumns = "slug, orders, name, description, banner, in_corporate, in_personal, subclasses";
// The section's column, never interpolated from input: SectionName is one of two.
const inSection: Record<SectionName, string> = { corporate: "in_corporate", personal: "in_personal" };

function getPage(db: Queryable, lang: Lang, section: SectionName): Promise<ProductClassPage | null> {
  return selectOne(
    db,
    productClassPageSchema,
    "select section, title, description, banner from product_class_pages where lang = $1 and section = $2",
    [lang, section],
  );
}

/** /corporate-new, /personal-new: the overview and the section's classes in order; null without an overview. */
export async function getClassOverview(
  db: Queryable,
  lang: Lang,
  section: SectionName,
): Promise<{ page: ProductClassPage; classes: ProductClass[] } | null> {
  const [page, classes] = await Promise.all([
    getPage(db, lang, section),
    selectRows(
      db,
      productClassSchema,
      `select ${classColumns} from product_classes where lang = $1 and ${inSection[section]} order by orders, slug`,
      [lang],
    ),
  ]);
  return page && { page, classes };
}

/** A class of the section by its URL segment, matched exactly (URLs are case-sensitive); null when there is none. */
export async function getProductClass(
  db: Queryable,
  lang: Lang,
  section: SectionName,
  slug: string | undefined,
): Promise<{ page: ProductClassPage; productClass: ProductClass } | null> {
  if (slug === undefined) return null;
  const [page, productClass] = await Promise.all([
    getPage(db, lang, section),
    selectOne(
      db,
      productClassSchema,
      `select ${classColumns} from product_classes where lang = $1 and slug = $2 and ${inSection[section]}`,
      [lang, slug],
    ),
  ]);
  return page && productClass && { page, productClass };
}
