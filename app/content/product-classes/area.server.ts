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
});
