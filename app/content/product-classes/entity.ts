import { defineEntity } from "../model/entity.ts";
import { classPages } from "./links.ts";
import { productClassPageSchema, productClassSchema } from "./schema.ts";

export const productClassesEntity = defineEntity({
  name: "product-classes",
  group: "products",
  label: { en: "Product classes", km: "ប្រភេទផលិតផល" },
  schema: productClassSchema,
  kind: "collection",
  keyField: "slug",
  // The spec's segments keep the English title's capitals and doubled hyphens ("Burglary--Theft-and-Robbery").
  keyPattern: /^[A-Za-z0-9]+(?:-{1,2}[A-Za-z0-9]+)*$/,
  titleField: "name",
  // Shown in both sections when it is in both: "View on the website" opens the corporate one.
  page: classPages.productClass,
  pageParams: (record) => ({
    section: record.in_corporate ? "corporate" : "personal",
    classSlug: typeof record.slug === "string" ? record.slug : "",
  }),
});

export const productClassPagesEntity = defineEntity({
  name: "product-class-pages",
  group: "products",
  label: { en: "Product classes overview pages", km: "ទំព័រទិដ្ឋភាពទូទៅនៃប្រភេទផលិតផល" },
  schema: productClassPageSchema,
  kind: "collection",
  keyField: "section",
  keyPattern: /^(corporate|personal)$/,
  titleField: "title",
  page: classPages.overview,
});
