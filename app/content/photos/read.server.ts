// Read of the photo gallery, and the photo fields the CSR page's grid shares.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { photosSchema, pictureFields } from "./schema.ts";

export const photoSchema = z.object({ ...pictureFields(), id: z.number() });

/** SQL: a photo row `d` as the page's grid reads it. */
export const photoJson = `json_build_object('id', d.id, 'title', d.title, 'src', d.src, 'width', d.width, 'height', d.height)`;

const photoGallerySchema = photosSchema
  .pick({ image1: true })
  .extend({ photos: z.array(photoSchema), drafts: z.array(z.string()) });
export type PhotoGallery = z.infer<typeof photoGallerySchema>;

/**
 * The photo gallery, newest first. Photos exist in English only (spec): no language.
 * `preview`: unpublished photos too, named in `drafts`.
 */
export function getPhotoGallery(db: Queryable, preview = false): Promise<PhotoGallery | null> {
  return selectOne(
    db,
    photoGallerySchema,
    `select p.image1,
       coalesce((select json_agg(${photoJson} order by d.created_at desc, d.id desc) from photo_details d where ${shown("d", "$1")}), '[]') as photos,
       ${draftTitles("d", "d.title order by d.created_at desc, d.id desc", "photo_details d where true", "$1")} as drafts
     from photos p`,
    [preview],
  );
}
