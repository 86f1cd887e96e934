import { defineEntity } from "../model/entity.ts";
import { photosSchema } from "./schema.ts";

export const photosEntity = defineEntity({
  name: "photos",
  group: "news",
  label: { en: "Photo gallery", km: "វិចិត្រសាលរូបថត" },
  schema: photosSchema,
  kind: "single",
  langs: ["en"],
  page: "/photo",
});
