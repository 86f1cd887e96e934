// Read of the vision page with the client logos of its marquee.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { clientSchema as clientRecordSchema, visionSchema as visionRecordSchema } from "./schema.ts";

const clientSchema = clientRecordSchema.extend({ id: z.number() });
export type Client = z.infer<typeof clientSchema>;

const visionSchema = visionRecordSchema.extend({ clients: z.array(clientSchema) });
export type Vision = z.infer<typeof visionSchema>;

/** The vision page with the client logos of its marquee, in order. */
export function getVision(db: Queryable, lang: Lang): Promise<Vision | null> {
  return selectOne(
    db,
    visionSchema,
    `select v.title, v.image1, v.description, v.vmc,
       coalesce((select json_agg(json_build_object('id', c.id, 'image', c.image, 'alt', c.alt, 'href', c.href) order by c.orders)
                 from clients c where c.lang = v.lang), '[]') as clients
     from visions v where v.lang = $1`,
    [lang],
  );
}
