import { defineArea, pageHref } from "../model/area.ts";
import { photosEntity } from "./entity.ts";
import { photosStore } from "./store.server.ts";

export const photosArea = defineArea({
  name: "photos",
  entities: [{ definition: photosEntity, store: photosStore }],
  tables: [
    { table: "photos", page: { en: "Photos", km: "រូបថត" }, href: pageHref(photosEntity) },
    { table: "photo_details", page: { en: "Photos", km: "រូបថត" }, href: pageHref(photosEntity) },
  ],
});
