import { defineEntity } from "../model/entity.ts";
import { authorSchema, newsletterSchema, newslettersPageSchema } from "./schema.ts";

export const newslettersPageEntity = defineEntity({
  name: "newsletter-page",
  group: "news",
  label: { en: "Newsletters page", km: "ទំព័រព្រឹត្តិបត្រ" },
  schema: newslettersPageSchema,
  kind: "single",
  page: "/newsletters",
});

export const newslettersEntity = defineEntity({
  name: "newsletters",
  group: "news",
  label: { en: "Newsletters", km: "ព្រឹត្តិបត្រ" },
  schema: newsletterSchema,
  kind: "collection",
  keyField: "slug",
  titleField: "title",
  page: "/newsletters/:slug",
});

export const authorsEntity = defineEntity({
  name: "authors",
  group: "news",
  label: { en: "Newsletter authors", km: "អ្នកនិពន្ធព្រឹត្តិបត្រ" },
  schema: authorSchema,
  kind: "collection",
  langs: ["en"],
  keyField: "handle",
  titleField: "display_name",
});
