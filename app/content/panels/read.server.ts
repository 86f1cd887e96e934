// Read of /clinics and /garages: the page with its panel clinics or garages.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { panelPageSchema, panelSchema } from "./schema.ts";

export const panelKinds = ["clinics", "garages"] as const;
export type PanelKind = (typeof panelKinds)[number];

const panelReadSchema = panelSchema.omit({ published: true }).extend({ id: z.number(), orders: z.number() });
export type Panel = z.infer<typeof panelReadSchema>;

// `drafts`: the titles of unpublished panels, in a staff member's preview.
const panelPageReadSchema = panelPageSchema.extend({ panels: z.array(panelReadSchema), drafts: z.array(z.string()) });
export type PanelPage = z.infer<typeof panelPageReadSchema>;

// Fixed table names per kind: never taken from the request.
const panelTables = {
  clinics: { page: "clinics", panel: "clinic_panel" },
  garages: { page: "garages", panel: "garage_panel" },
} as const satisfies Record<PanelKind, { page: string; panel: string }>;

/** The page of /clinics or /garages with its panels ordered by `orders`; `preview`: unpublished ones too, named in `drafts`. */
export function getPanelPage(db: Queryable, lang: Lang, kind: PanelKind, preview = false): Promise<PanelPage | null> {
  const { page, panel } = panelTables[kind];
  return selectOne(
    db,
    panelPageReadSchema,
    `select p.image1, p.title, p.subtitle, p.subtitle1, p.qaa,
       coalesce((select json_agg(json_build_object(
                  'id', x.id, 'title', x.title, 'lat', x.lat, 'lng', x.lng,
                  'description', x.description, 'map_link', x.map_link, 'orders', x.orders)
                  order by x.orders, x.id)
                 from ${panel} x where x.lang = p.lang and ${shown("x", "$2")}), '[]'::json) as panels,
       ${draftTitles("x", "x.title order by x.orders, x.id", `${panel} x where x.lang = p.lang`, "$2")} as drafts
     from ${page} p where p.lang = $1`,
    [lang, preview],
  );
}
