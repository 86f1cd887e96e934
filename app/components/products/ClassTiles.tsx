import { useLang } from "../../i18n/index.ts";
import { tileHref, type ProductClass, type SectionName } from "../../content/product-classes.ts";
import { ProductCards } from "../ProductCards.tsx";

/** The subclass tiles of a product class, as product cards linking to the subclass pages. */
export function ClassTiles({ section, productClass }: { section: SectionName; productClass: ProductClass }) {
  const lang = useLang();
  const items = productClass.subclasses.map((subclass, index) => ({
    id: index,
    title: subclass.title[lang],
    slug: tileHref(section, productClass, subclass),
    icon: subclass.icon,
    short_description: subclass.description[lang],
  }));
  return <ProductCards items={items} />;
}
