// Read of the team page with its members.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { memberSchema as memberRecordSchema, teamSchema as teamRecordSchema } from "./schema.ts";

const memberSchema = memberRecordSchema.omit({ published: true }).extend({ id: z.number() });
export type Member = z.infer<typeof memberSchema>;

const teamSchema = teamRecordSchema.extend({ members: z.array(memberSchema), drafts: z.array(z.string()) });
export type Team = z.infer<typeof teamSchema>;

/** The team page; `preview`: with unpublished members too, named in `drafts` (else none). */
export function getTeam(db: Queryable, lang: Lang, preview = false): Promise<Team | null> {
  return selectOne(
    db,
    teamSchema,
    `select t.title, t.description, t.image1,
       coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name, 'position', m.position, 'image', m.image, 'bio', m.bio) order by m.orders)
                 from members m where m.lang = t.lang and ${shown("m", "$2")}), '[]') as members,
       ${draftTitles("m", "m.name order by m.orders", "members m where m.lang = t.lang", "$2")} as drafts
     from teams t where t.lang = $1`,
    [lang, preview],
  );
}
