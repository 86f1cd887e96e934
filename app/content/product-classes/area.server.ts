import { defineArea } from "../model/area.ts";
import { productClassesEntity, productClassPagesEntity } from "./entity.ts";
import { productClassesStore, productClassPagesStore } from "./store.server.ts";

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
      href: "'/' || case when (r->>'in_corporate')::boolean then 'corporate' else 'personal' end || '-new/' || (r->>'slug')",
    },
    {
      table: "product_class_pages",
      page: { en: "Product classes", km: "ប្រភេទផលិតផល" },
      href: "'/' || (r->>'section') || '-new'",
    },
  ],
  itemPages: [
    { paths: "select '/' || s.section || '-new' as path from product_class_pages s" },
    {
      paths: `select '/' || s.section || '-new/' || c.slug as path
                from product_classes c join (values ('corporate'), ('personal')) s (section)
                  on (s.section = 'corporate' and c.in_corporate) or (s.section = 'personal' and c.in_personal)`,
    },
    {
      paths: `select '/' || s.section || '-new/' || c.slug || '/' || (sub.item ->> 'slug') as path
                from product_classes c join (values ('corporate'), ('personal')) s (section)
                  on (s.section = 'corporate' and c.in_corporate) or (s.section = 'personal' and c.in_personal)
                cross join lateral jsonb_array_elements(c.subclasses) sub (item)`,
    },
  ],
});
