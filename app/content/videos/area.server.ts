import { defineArea, pageHref } from "../model/area.ts";
import { videosEntity } from "./entity.ts";
import { videosStore } from "./store.server.ts";

export const videosArea = defineArea({
  name: "videos",
  entities: [{ definition: videosEntity, store: videosStore }],
  tables: [
    { table: "videos", page: { en: "Videos", km: "វីដេអូ" }, href: pageHref(videosEntity) },
    { table: "video_details", page: { en: "Videos", km: "វីដេអូ" }, href: pageHref(videosEntity) },
  ],
});
