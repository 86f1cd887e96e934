import { tableStore } from "../model/store.server.ts";
import { siteLinksEntity } from "./entity.ts";

export const siteLinksStore = tableStore(siteLinksEntity, {
  table: "site_links",
  perLanguage: false,
  conflict: ["id"],
  insertDefaults: { id: true },
});
