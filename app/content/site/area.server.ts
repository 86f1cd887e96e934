import { defineArea, pageHref } from "../model/area.ts";
import { siteEntity } from "./entity.ts";
import { siteStore } from "./store.server.ts";

export const siteArea = defineArea({
  name: "site",
  entities: [{ definition: siteEntity, store: siteStore }],
  tables: [
    {
      table: "site",
      page: { en: "Site identity (logos)", km: "អត្តសញ្ញាណគេហទំព័រ (ស្លាកសញ្ញា)" },
      href: pageHref(siteEntity),
    },
  ],
});
