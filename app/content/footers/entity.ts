import { defineEntity } from "../model/entity.ts";
import { footerSchema } from "./schema.ts";

export const footerEntity = defineEntity({
  name: "footer",
  group: "site",
  label: { en: "Footer", km: "ផ្នែកខាងក្រោម" },
  schema: footerSchema,
  kind: "single",
  everyLanguage: true,
  page: "/",
});
