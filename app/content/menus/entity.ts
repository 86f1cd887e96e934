import { defineEntity } from "../model/entity.ts";
import { menuSchema } from "./schema.ts";

export const menuEntity = defineEntity({
  name: "menu",
  group: "site",
  label: { en: "Menu", km: "ម៉ឺនុយ" },
  schema: menuSchema,
  kind: "single",
  everyLanguage: true,
  page: "/",
});
