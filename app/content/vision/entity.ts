import { defineEntity } from "../model/entity.ts";
import { clientsSchema, visionSchema } from "./schema.ts";

export const visionEntity = defineEntity({
  name: "vision",
  group: "company",
  label: { en: "Vision, mission and values", km: "ចក្ខុវិស័យ បេសកកម្ម និងគុណតម្លៃ" },
  schema: visionSchema,
  kind: "single",
  page: "/vision",
});

export const clientsEntity = defineEntity({
  name: "clients",
  group: "company",
  label: { en: "Clients (logo marquee)", km: "អតិថិជន (ស្លាកសញ្ញារត់)" },
  schema: clientsSchema,
  kind: "single",
  page: "/vision",
});
