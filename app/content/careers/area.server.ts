import { defineArea, pageHref } from "../model/area.ts";
import { careersEntity, positionsEntity } from "./entity.ts";
import { careersStore, positionsStore } from "./store.server.ts";

export const careersArea = defineArea({
  name: "careers",
  entities: [
    { definition: careersEntity, store: careersStore },
    { definition: positionsEntity, store: positionsStore },
  ],
  tables: [
    { table: "careers", page: { en: "Careers", km: "ការងារ" }, href: pageHref(careersEntity) },
    { table: "career_details", page: { en: "Job position", km: "មុខតំណែងការងារ" }, href: "r->>'slug'" },
  ],
  // A position is listed only while it is open (its close date today or later), as on /careers:
  // a closed one's page says so, and crawlers need not be sent there.
  itemPages: [
    {
      paths: "select slug as path from career_details",
      listed: { table: "career_details", condition: " and e.close_date >= $1::date" },
    },
  ],
});
