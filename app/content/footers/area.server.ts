import { defineArea, pageHref } from "../model/area.ts";
import { footerEntity } from "./entity.ts";
import { footerStore } from "./store.server.ts";

export const footersArea = defineArea({
  name: "footers",
  entities: [{ definition: footerEntity, store: footerStore }],
  tables: [{ table: "footers", page: { en: "Footer", km: "បាតទំព័រ" }, href: pageHref(footerEntity) }],
});
