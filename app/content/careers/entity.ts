import { defineEntity } from "../model/entity.ts";
import { careersPageSchema, positionSchema } from "./schema.ts";

export const careersEntity = defineEntity({
  name: "careers",
  group: "company",
  label: { en: "Careers page", km: "ទំព័រឱកាសការងារ" },
  schema: careersPageSchema,
  kind: "single",
  page: "/careers",
});

export const positionsEntity = defineEntity({
  name: "positions",
  group: "company",
  label: { en: "Positions (careers)", km: "មុខតំណែង (ឱកាសការងារ)" },
  schema: positionSchema,
  kind: "collection",
  keyField: "slug",
  titleField: "position",
  page: "/careers/:slug",
});
