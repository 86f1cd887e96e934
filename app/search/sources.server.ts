// What the site search finds (issue 41): each source reads its published pages or items, in
// both languages, straight from the content tables, and names the content entities whose saves
// change it. Unpublished items are not read; unfinished ones live elsewhere (content_unfinished).
import { provinces, isProvince } from "../content/panels/provinces.ts";

/** The groups of the results page, in their order there. */
export const resultKinds = ["products", "services", "faq", "panels", "news", "positions", "company", "forms"] as const;
export type ResultKind = (typeof resultKinds)[number];

export interface SourceRow {
  lang: "en" | "km";
  key: string;
  path: string;
  title: string;
  body: string;
  /** Extra words found only by the index (a province's name in the page's language). */
  extra?: string;
}

interface Source {
  name: string;
  kind: ResultKind;
  /** The content entities (app/content/<area>/entity.ts) whose saves change this source. */
  entities: string[];
  sql: string;
  /** Where its rows sit in the menus, when not at their own path (a form under /claims). */
  trailPath?: (row: SourceRow) => string;
  /** A row as indexed, when the SQL's is not final. */
  finish?: (row: SourceRow & { province?: string }) => SourceRow;
}

/** A single page: one row per language. */
const page = (name: string, kind: ResultKind, path: string, table: string, title: string, body: string): Source => ({
  name,
  kind,
  entities: [name],
  sql: `select lang, '${name}' as key, '${path}' as path, ${title} as title, ${body} as body from ${table}`,
});

const panel = (name: "clinics" | "garages", table: string): Source => ({
  name: `${name}-panels`,
  kind: "panels",
  entities: [name],
  sql: `select lang, id::text as key, '/${name}' as path, title,
           concat_ws(' ', description, hours, phone) as body, province
      from ${table} where published`,
  // The panel's entry on its page, found by its name.
  finish: ({ province, ...row }) => ({
    ...row,
    path: `${row.path}?name=${encodeURIComponent(row.title)}#panel-finder-title`,
    extra: province && isProvince(province) ? provinces[province].name[row.lang] : "",
  }),
  trailPath: () => `/${name}`,
});

export const sources: Source[] = [
  {
    name: "products",
    kind: "products",
    entities: ["products"],
    sql: `select lang, slug as key, slug as path, title,
             concat_ws(' ', title2, search_text(description), search_text(qaas)) as body
        from menus where published`,
  },
  page(
    "claims",
    "services",
    "/claims",
    "claims",
    "title",
    "concat_ws(' ', description, search_text(jsonb_build_array(medical, property, motor_vehicle, travel_other)))",
  ),
  page("clinics", "services", "/clinics", "clinics", "title", "concat_ws(' ', subtitle, subtitle1, search_text(qaa))"),
  page("garages", "services", "/garages", "garages", "title", "concat_ws(' ', subtitle, subtitle1, search_text(qaa))"),
  page(
    "complaint",
    "services",
    "/complaint",
    "complaint",
    "title",
    "concat_ws(' ', description, title1, description1, title2, description2)",
  ),
  page("contacts", "services", "/contact", "contacts", "title", "concat_ws(' ', description, search_text(address))"),
  {
    name: "faq",
    kind: "faq",
    entities: ["faq"],
    sql: `select lang, id::text as key, '/faq' as path, question as title, answer as body
        from faq_details where published`,
  },
  panel("clinics", "clinic_panel"),
  panel("garages", "garage_panel"),
  {
    name: "newsletters",
    kind: "news",
    entities: ["newsletters"],
    sql: `select lang, slug as key, slug as path, title,
             concat_ws(' ', category, excerpt, search_text(description)) as body
        from newsletter_details where published`,
  },
  {
    name: "positions",
    kind: "positions",
    entities: ["positions"],
    sql: `select lang, slug as key, slug as path, position as title,
             concat_ws(' ', department, location, search_text(description),
                       search_text(responsibilities), search_text(requirements), note) as body
        from career_details where published`,
  },
  page(
    "vision",
    "company",
    "/vision",
    "visions",
    "title",
    "concat_ws(' ', search_text(description), search_text(vmc))",
  ),
  page("team", "company", "/team", "teams", "title", "description"),
  page("csr", "company", "/csr", "csrs", "title", "description"),
  page(
    "careers",
    "company",
    "/careers",
    "careers",
    "subtitle",
    `concat_ws(' ', search_text("values"), search_text(benefits))`,
  ),
  page("privacy-policy", "company", "/privacy-policy", "privacy_policies", "title", "search_text(sections)"),
  {
    name: "claim-forms",
    kind: "forms",
    entities: ["claims"],
    sql: `select c.lang, g.key || '.' || f.key as key, f.value ->> 'url' as path, f.value ->> 'title' as title,
             g.value ->> 'title' as body
        from claims c,
             jsonb_each(jsonb_build_object('medical', c.medical, 'property', c.property,
                        'motor_vehicle', c.motor_vehicle, 'travel_other', c.travel_other)) g,
             jsonb_each(g.value) f
       where f.key ~ '^cf[0-9]+$' and f.value ->> 'url' is not null and f.value ->> 'title' is not null`,
    trailPath: () => "/claims",
  },
];

/** The sources a save of these entities changes; a menu's save changes every trail. */
export function sourcesOf(entities: string[]): Source[] {
  if (entities.includes("menu")) return sources;
  return sources.filter((source) => source.entities.some((entity) => entities.includes(entity)));
}
