import { defineArea } from "../model/area.ts";
import { corporatePageEntity, personalPageEntity } from "./entity.ts";
import { corporatePageStore, personalPageStore } from "./store.server.ts";

export const listingArea = defineArea({
  name: "listing",
  entities: [
    { definition: corporatePageEntity, store: corporatePageStore },
    { definition: personalPageEntity, store: personalPageStore },
  ],
  tables: [{ table: "view_menus", page: { en: "Product list", km: "បញ្ជីផលិតផល" }, href: "r->>'slug'" }],
});
