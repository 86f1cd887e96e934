import { defineEntity } from "../model/entity.ts";
import { faqPageSchema } from "./schema.ts";

export const faqEntity = defineEntity({
  name: "faq",
  group: "services",
  label: { en: "Frequently asked questions", km: "សំណួរដែលសួរញឹកញាប់" },
  schema: faqPageSchema,
  kind: "single",
  page: "/faq",
  searchAnswers: { list: "faq_details", field: "question" },
});
