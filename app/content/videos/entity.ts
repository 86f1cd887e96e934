import { defineEntity } from "../model/entity.ts";
import { videosSchema } from "./schema.ts";

export const videosEntity = defineEntity({
  name: "videos",
  group: "news",
  label: { en: "Videos", km: "វីដេអូ" },
  schema: videosSchema,
  kind: "single",
  page: "/video",
});
