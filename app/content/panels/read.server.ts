// Read of /clinics and /garages: the page with its panel clinics or garages.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { panelPageSchema, panelSchema } from "./schema.ts";
import type { ProvinceCode } from "./provinces.ts";

export const panelKinds = ["clinics", "garages"] as const;
export type PanelKind = (typeof panelKinds)[number];

// Read leniently (docs/decisions/0012-hostile-content.md): a province that is none of the 25, or
// a phone the editor would refuse, found in the database is shown as none or as text, rather
// than making the page fail.
const panelReadSchema = panelSchema.omit({ published: true }).extend({
  id: z.number(),
  orders: z.number(),
  province: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Panel = z.infer<typeof panelReadSchema>;

// `drafts`: the titles of unpublished panels, in a staff member's preview; `total`: the panels
// shown before the visitor's filter.
const panelPageReadSchema = panelPageSchema.extend({
  panels: z.array(panelReadSchema),
  drafts: z.array(z.string()),
  total: z.number(),
});
export type PanelPage = z.infer<typeof panelPageReadSchema>;

// Fixed table names per kind: never taken from the request.
const panelTables = {
  clinics: { page: "clinics", panel: "clinic_panel" },
  garages: { page: "garages", panel: "garage_panel" },
} as const satisfies Record<PanelKind, { page: string; panel: string }>;

/** What a visitor narrows the list to: a province, and a part of the name. */
export interface PanelFilter {
  province?: ProvinceCode | null;
  name?: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The page of /clinics or /garages with its panels ordered by `orders`, narrowed by `filter`;
 * `preview`: unpublished ones too, named in `drafts`.
 */
export function getPanelPage(
  db: Queryable,
  lang: Lang,
  kind: PanelKind,
  preview = false,
  filter: PanelFilter = {},
): Promise<PanelPage | null> {
  const { page, panel } = panelTables[kind];
  const name = filter.name?.trim();
  return selectOne(
    db,
    panelPageReadSchema,
    `select p.image1, p.title, p.subtitle, p.subtitle1, p.qaa,
       coalesce((select json_agg(json_build_object(
                  'id', x.id, 'title', x.title, 'province', x.province, 'lat', x.lat, 'lng', x.lng,
                  'description', x.description, 'phone', x.phone, 'hours', x.hours,
                  'map_link', x.map_link, 'orders', x.orders)
                  order by x.orders, x.id)
                 from ${panel} x where x.lang = p.lang and ${shown("x", "$2")}
                   and ($3::text is null or x.province = $3)
                   and ($4::text is null or x.title ilike $4)), '[]'::json) as panels,
       (select count(*)::int from ${panel} x where x.lang = p.lang and ${shown("x", "$2")}) as total,
       ${draftTitles("x", "x.title order by x.orders, x.id", `${panel} x where x.lang = p.lang`, "$2")} as drafts
     from ${page} p where p.lang = $1`,
    [lang, preview, filter.province ?? null, name ? likePattern(name) : null],
  );
}
