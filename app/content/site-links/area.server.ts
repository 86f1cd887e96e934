import { defineArea } from "../model/area.ts";
import { siteLinksEntity } from "./entity.ts";
import { siteLinksStore } from "./store.server.ts";

export const siteLinksArea = defineArea({
  name: "site-links",
  entities: [{ definition: siteLinksEntity, store: siteLinksStore }],
});
