import { defineEntity } from "../model/entity.ts";
import { csrSchema } from "./schema.ts";

export const csrEntity = defineEntity({
  name: "csr",
  group: "company",
  label: { en: "Social responsibility (CSR)", km: "ការទទួលខុសត្រូវសង្គម (CSR)" },
  schema: csrSchema,
  kind: "single",
  page: "/csr",
});
