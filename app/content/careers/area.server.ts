import { defineArea } from "../model/area.ts";
import { careersEntity, positionsEntity } from "./entity.ts";
import { careersStore, positionsStore } from "./store.server.ts";

export const careersArea = defineArea({
  name: "careers",
  entities: [
    { definition: careersEntity, store: careersStore },
    { definition: positionsEntity, store: positionsStore },
  ],
  tables: [
    { table: "careers", page: { en: "Careers", km: "ការងារ" }, href: "'/careers'" },
    { table: "career_details", page: { en: "Job position", km: "មុខតំណែងការងារ" }, href: "r->>'slug'" },
  ],
});
