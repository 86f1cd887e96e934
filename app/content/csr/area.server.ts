import { defineArea, pageHref } from "../model/area.ts";
import { csrEntity } from "./entity.ts";
import { csrStore } from "./store.server.ts";

export const csrArea = defineArea({
  name: "csr",
  entities: [{ definition: csrEntity, store: csrStore }],
  tables: [
    { table: "csrs", page: { en: "Social responsibility", km: "ការទទួលខុសត្រូវសង្គម" }, href: pageHref(csrEntity) },
    { table: "csr_details", page: { en: "Social responsibility", km: "ការទទួលខុសត្រូវសង្គម" }, href: pageHref(csrEntity) },
  ],
});
