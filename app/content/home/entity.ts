import { defineEntity } from "../model/entity.ts";
import { homeRecordSchema } from "./schema.ts";

export const homeEntity = defineEntity({
  name: "home",
  group: "home",
  label: { en: "Home page", km: "ទំព័រដើម" },
  schema: homeRecordSchema,
  kind: "single",
  everyLanguage: true,
  page: "/",
});
