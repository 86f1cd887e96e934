import type { ProductClass, SectionName } from "../../content/product-classes/schema.ts";
import { tileHref } from "../../content/product-classes/links.ts";
import { ProductCards } from "./ProductCards.tsx";

/** The subclass tiles of a product class, as product cards linking to the subclass pages. */
export function ClassTiles({ section, productClass }: { section: SectionName; productClass: ProductClass }) {
  const items = productClass.subclasses.map((subclass, index) => ({
    id: index,
    title: subclass.title,
    slug: tileHref(section, productClass, subclass),
    icon: subclass.icon,
    short_description: subclass.description,
  }));
  return <ProductCards items={items} />;
}
