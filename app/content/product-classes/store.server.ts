import { tableStore } from "../model/store.server.ts";
import { productClassesEntity, productClassPagesEntity } from "./entity.ts";

export const productClassesStore = tableStore(productClassesEntity, {
  table: "product_classes",
  keyColumn: "slug",
  listOrder: "orders",
});
export const productClassPagesStore = tableStore(productClassPagesEntity, {
  table: "product_class_pages",
  keyColumn: "section",
});
