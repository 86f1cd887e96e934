import { defineArea, pageHref } from "../model/area.ts";
import { faqEntity } from "./entity.ts";
import { faqStore } from "./store.server.ts";

export const faqArea = defineArea({
  name: "faq",
  entities: [{ definition: faqEntity, store: faqStore }],
  tables: [
    { table: "faqs", page: { en: "FAQ", km: "សំណួរដែលសួរញឹកញាប់" }, href: pageHref(faqEntity) },
    { table: "faq_details", page: { en: "FAQ", km: "សំណួរដែលសួរញឹកញាប់" }, href: pageHref(faqEntity) },
  ],
});
