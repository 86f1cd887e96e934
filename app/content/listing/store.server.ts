import { tableStore } from "../model/store.server.ts";
import { corporatePageEntity, personalPageEntity } from "./entity.ts";

/** Each page is its section's rows of view_menus (slug "/corporate" or "/personal"). */
export const corporatePageStore = tableStore(corporatePageEntity, {
  table: "view_menus",
  match: { slug: "/corporate" },
});
export const personalPageStore = tableStore(personalPageEntity, { table: "view_menus", match: { slug: "/personal" } });
