import { defineArea } from "../model/area.ts";
import { productEntity } from "./entity.ts";
import { productStore } from "./store.server.ts";

export const productsArea = defineArea({
  name: "products",
  entities: [{ definition: productEntity, store: productStore }],
  tables: [
    { table: "menus", page: { en: "Product page", km: "ទំព័រផលិតផល" }, href: "r->>'slug'" },
    { table: "menu_images", page: { en: "Product page", km: "ទំព័រផលិតផល" }, href: "r->>'menu_slug'" },
  ],
  itemPages: [{ paths: "select slug as path from menus", listed: { table: "menus" } }],
});
