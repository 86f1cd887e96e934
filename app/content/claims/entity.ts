import { defineEntity } from "../model/entity.ts";
import { claimsSchema } from "./schema.ts";

export const claimsEntity = defineEntity({
  name: "claims",
  group: "services",
  label: { en: "Claims", km: "ការទាមទារសំណង" },
  schema: claimsSchema,
  kind: "single",
  page: "/claims",
});
