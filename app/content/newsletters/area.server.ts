import { defineArea, pageHref } from "../model/area.ts";
import { authorsEntity, newslettersEntity, newslettersPageEntity } from "./entity.ts";
import { newslettersPageStore, newslettersStore, authorsStore } from "./store.server.ts";

export const newslettersArea = defineArea({
  name: "newsletters",
  entities: [
    { definition: newslettersPageEntity, store: newslettersPageStore },
    { definition: newslettersEntity, store: newslettersStore },
    { definition: authorsEntity, store: authorsStore },
  ],
  tables: [
    { table: "profiles", page: { en: "Newsletters", km: "ព្រឹត្តិបត្រ" }, href: pageHref(newslettersPageEntity) },
    { table: "newsletters", page: { en: "Newsletters", km: "ព្រឹត្តិបត្រ" }, href: pageHref(newslettersPageEntity) },
    { table: "newsletter_details", page: { en: "Newsletter article", km: "អត្ថបទព្រឹត្តិបត្រ" }, href: "r->>'slug'" },
  ],
  itemPages: [{ paths: "select slug as path from newsletter_details", listed: { table: "newsletter_details" } }],
});
