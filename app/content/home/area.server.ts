import { defineArea, pageHref } from "../model/area.ts";
import { homeEntity } from "./entity.ts";
import { homeStore } from "./store.server.ts";

export const homeArea = defineArea({
  name: "home",
  entities: [{ definition: homeEntity, store: homeStore }],
  tables: [{ table: "home", page: { en: "Home page", km: "ទំព័រដើម" }, href: pageHref(homeEntity) }],
});
