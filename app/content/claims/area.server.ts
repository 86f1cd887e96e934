import { defineArea, pageHref } from "../model/area.ts";
import { claimsEntity } from "./entity.ts";
import { claimsStore } from "./store.server.ts";

export const claimsArea = defineArea({
  name: "claims",
  entities: [{ definition: claimsEntity, store: claimsStore }],
  tables: [{ table: "claims", page: { en: "Claims", km: "ការទាមទារសំណង" }, href: pageHref(claimsEntity) }],
});
