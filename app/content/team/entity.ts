import { defineEntity } from "../model/entity.ts";
import { teamSchema } from "./schema.ts";

export const teamEntity = defineEntity({
  name: "team",
  group: "company",
  label: { en: "Team and members", km: "ក្រុមការងារ និងសមាជិក" },
  schema: teamSchema,
  kind: "single",
  page: "/team",
});
