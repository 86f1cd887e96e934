import { defineArea, pageHref } from "../model/area.ts";
import { clinicsEntity, garagesEntity } from "./entity.ts";
import { clinicsStore, garagesStore } from "./store.server.ts";

export const panelsArea = defineArea({
  name: "panels",
  entities: [
    { definition: clinicsEntity, store: clinicsStore },
    { definition: garagesEntity, store: garagesStore },
  ],
  tables: [
    { table: "clinics", page: { en: "Clinics", km: "គ្លីនិក" }, href: pageHref(clinicsEntity) },
    { table: "clinic_panel", page: { en: "Clinics", km: "គ្លីនិក" }, href: pageHref(clinicsEntity) },
    { table: "garages", page: { en: "Garages", km: "យានដ្ឋាន" }, href: pageHref(garagesEntity) },
    { table: "garage_panel", page: { en: "Garages", km: "យានដ្ឋាន" }, href: pageHref(garagesEntity) },
  ],
});
