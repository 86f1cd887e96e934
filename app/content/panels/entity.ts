import { defineEntity, type Bilingual } from "../model/entity.ts";
import { panelPageSchema } from "./schema.ts";

const panelPage = (name: "clinics" | "garages", label: Bilingual) =>
  defineEntity({
    name,
    group: "services",
    label,
    schema: panelPageSchema,
    kind: "single",
    page: `/${name}`,
  });

export const clinicsEntity = panelPage("clinics", { en: "Panel clinics", km: "គ្លីនិកដៃគូ" });
export const garagesEntity = panelPage("garages", { en: "Panel garages", km: "យានដ្ឋានដៃគូ" });
