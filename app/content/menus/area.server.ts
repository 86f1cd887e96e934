import { defineArea, pageHref } from "../model/area.ts";
import { menuEntity } from "./entity.ts";
import { menuStore } from "./store.server.ts";

export const menusArea = defineArea({
  name: "menus",
  entities: [{ definition: menuEntity, store: menuStore }],
  tables: [{ table: "menu_items", page: { en: "Menu", km: "ម៉ឺនុយ" }, href: pageHref(menuEntity) }],
});
