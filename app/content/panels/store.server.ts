import { tableStore } from "../model/store.server.ts";
import { clinicsEntity, garagesEntity } from "./entity.ts";

/** The page's row per language, its panels as rows of their own in order. */
export const clinicsStore = tableStore(clinicsEntity, {
  table: "clinics",
  children: [{ field: "panels", table: "clinic_panel" }],
});
export const garagesStore = tableStore(garagesEntity, {
  table: "garages",
  children: [{ field: "panels", table: "garage_panel" }],
});
