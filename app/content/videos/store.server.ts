import { tableStore } from "../model/store.server.ts";
import { videosEntity } from "./entity.ts";

/** The page's row per language, its videos rows of video_details in order. */
export const videosStore = tableStore(videosEntity, {
  table: "videos",
  children: [{ field: "videos", table: "video_details" }],
});
