// Read of the CSR page with its grid of photos.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { photoJson, photoSchema } from "../photos/read.server.ts";
import { selectOne } from "../query.server.ts";
import { csrSchema as csrPageSchema } from "./schema.ts";

const csrSchema = csrPageSchema.extend({ photos: z.array(photoSchema) });
export type Csr = z.infer<typeof csrSchema>;

export function getCsr(db: Queryable, lang: Lang): Promise<Csr | null> {
  return selectOne(
    db,
    csrSchema,
    `select c.title, c.description, c.image1,
       coalesce((select json_agg(${photoJson} order by d.orders) from csr_details d where d.lang = c.lang), '[]') as photos
     from csrs c where c.lang = $1`,
    [lang],
  );
}
