import { defineEntity } from "../model/entity.ts";
import { productSchema } from "./schema.ts";

export const productEntity = defineEntity({
  name: "products",
  group: "products",
  label: { en: "Product pages", km: "ទំព័រផលិតផល" },
  schema: productSchema,
  kind: "collection",
  keyField: "slug",
  titleField: "title",
  page: "/:section/:slug",
});
