// The video page (/video) and its YouTube videos, in order (spec: tables videos, video_details).
import { z } from "../../validation/zod.ts";
import { describe, pageIntro, published, text } from "../model/fields.ts";

/** A YouTube video's id: 11 letters, digits, "-" or "_" (the "v=" of its address). */
export const youtubeId = () => z.string().regex(/^[A-Za-z0-9_-]{11}$/, "youtube");

export const videoSchema = z.object({
  youtube_id: describe(
    z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(youtubeId().nullable()),
    {
      label: { en: "YouTube id", km: "លេខសម្គាល់ YouTube" },
      hint: {
        en: "E.g. dQw4w9WgXcQ. A video without an id is not shown yet.",
        km: "ឧ. dQw4w9WgXcQ។ វីដេអូដែលគ្មានលេខសម្គាល់ មិនទាន់ត្រូវបានបង្ហាញទេ។",
      },
    },
  ),
  youtube_title: text({ label: { en: "Title", km: "ចំណងជើង" } }),
  published: published(),
});

export const videosSchema = z.object({
  ...pageIntro(),
  videos: describe(z.array(videoSchema), {
    label: { en: "Videos", km: "វីដេអូ" },
    itemLabel: { en: "Video", km: "វីដេអូ" },
  }),
});
