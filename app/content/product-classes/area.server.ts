import { defineArea, pageHref } from "../model/area.ts";
import { patternSql } from "../model/page.ts";
import { classPages } from "./links.ts";
import { productClassesEntity, productClassPagesEntity } from "./entity.ts";
import { productClassesStore, productClassPagesStore } from "./store.server.ts";

// Each class is shown in the sections it is in.
const classesInSections = `product_classes c join (values ('corporate'), ('personal')) s (section)
  on (s.section = 'corporate' and c.in_corporate) or (s.section = 'personal' and c.in_personal)`;
const classColumns = { section: "s.section", classSlug: "c.slug" };

export const productClassesArea = defineArea({
  name: "product-classes",
  entities: [
    { definition: productClassesEntity, store: productClassesStore },
    { definition: productClassPagesEntity, store: productClassPagesStore },
  ],
  tables: [
    {
      table: "product_classes",
      page: { en: "Product classes", km: "ប្រភេទផលិតផល" },
      href: pageHref(productClassesEntity, {
        section: "case when (r->>'in_corporate')::boolean then 'corporate' else 'personal' end",
        classSlug: "r->>'slug'",
      }),
    },
    {
      table: "product_class_pages",
      page: { en: "Product classes", km: "ប្រភេទផលិតផល" },
      href: pageHref(productClassPagesEntity, { section: "r->>'section'" }),
    },
  ],
  itemPages: [
    { paths: `select ${patternSql(classPages.overview, { section: "s.section" })} as path from product_class_pages s` },
    { paths: `select ${patternSql(classPages.productClass, classColumns)} as path from ${classesInSections}` },
    {
      paths: `select ${patternSql(classPages.subclass, { ...classColumns, subclassSlug: "sub.item ->> 'slug'" })} as path
                from ${classesInSections} cross join lateral jsonb_array_elements(c.subclasses) sub (item)`,
    },
  ],
});
