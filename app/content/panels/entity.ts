import { defineEntity } from "../editing/entity.ts";
import { panelPageSchema } from "./schema.ts";

export const clinicsEntity = defineEntity({
  name: "clinics",
  group: "services",
  label: { en: "Panel clinics", km: "គ្លីនិកដៃគូ" },
  schema: panelPageSchema,
  kind: "single",
  publicPath: () => "/clinics",
});

export const garagesEntity = defineEntity({
  name: "garages",
  group: "services",
  label: { en: "Panel garages", km: "យានដ្ឋានដៃគូ" },
  schema: panelPageSchema,
  kind: "single",
  publicPath: () => "/garages",
});
