// Read of the video page with its YouTube videos.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { videoSchema as videoRecordSchema, videosSchema as videosPageSchema, youtubeId } from "./schema.ts";

// Only videos with an id are read.
const videoSchema = videoRecordSchema.omit({ published: true }).extend({ id: z.number(), youtube_id: youtubeId() });

const videosSchema = videosPageSchema.extend({ videos: z.array(videoSchema), drafts: z.array(z.string()) });
export type Videos = z.infer<typeof videosSchema>;

/** The video page; entries without a YouTube id are not shown (spec). `preview`: unpublished ones too, named in `drafts`. */
export function getVideos(db: Queryable, lang: Lang, preview = false): Promise<Videos | null> {
  return selectOne(
    db,
    videosSchema,
    `select v.title, v.description, v.image1,
       coalesce((select json_agg(json_build_object('id', d.id, 'youtube_id', d.youtube_id, 'youtube_title', d.youtube_title) order by d.orders)
                 from video_details d where d.lang = v.lang and d.youtube_id is not null and ${shown("d", "$2")}), '[]') as videos,
       ${draftTitles("d", "d.youtube_title order by d.orders", "video_details d where d.lang = v.lang and d.youtube_id is not null", "$2")} as drafts
     from videos v where v.lang = $1`,
    [lang, preview],
  );
}
