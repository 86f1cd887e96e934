import { defineEntity } from "../model/entity.ts";
import { contactsSchema } from "./schema.ts";

export const contactsEntity = defineEntity({
  name: "contacts",
  group: "services",
  label: { en: "Contact details", km: "ព័ត៌មានទំនាក់ទំនង" },
  schema: contactsSchema,
  kind: "single",
  page: "/contact",
});
