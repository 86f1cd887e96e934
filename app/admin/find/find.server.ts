// The back office's search (issue 45): content items in either language by their text (the index
// of app/search/back-office-index.server.ts, read with the public search's query plan, so a
// Khmer word is found inside a compound), media by their names and descriptions, and a complaint
// by its reference for those who may see complaints. The matched words are marked.
import type { Db, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { plan, snippet, synonymGroups, type Plan, type SnippetPart } from "../../search/query.server.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { singleKey } from "../../content/model/entity.ts";
import { searchableText } from "../../search/analyse.ts";

const itemLimit = 30;
const mediaLimit = 12;

interface ItemHit {
  entity: string;
  entityLabel: Record<Lang, string>;
  key: string;
  href: string;
  /** The language the best match is in. */
  lang: Lang;
  title: SnippetPart[];
  snippet: SnippetPart[];
}

interface MediaHit {
  id: string;
  name: string;
  originalName: string;
  description: SnippetPart[];
  lang: Lang;
}

interface ComplaintHit {
  id: string;
  reference: string;
  status: string;
}

export interface FindAnswer {
  query: string;
  items: ItemHit[];
  media: MediaHit[];
  complaint: ComplaintHit | null;
}

/** The words of `text` the plan found, marked; the whole text when short. */
const marked = (text: string, planned: Plan, length: number) => snippet(text, planned, length);

async function findItems(db: Queryable, planned: Plan): Promise<ItemHit[]> {
  const rows = await db.query<{ entity: string; key: string; lang: Lang; title: string; body: string }>(
    `with q as (select $1::tsquery as words, $2::tsquery as grams),
     ranked as (
       select d.entity, d.key, d.lang, d.title, d.body,
              row_number() over (partition by d.entity, d.key
                                 order by (d.terms @@ q.words) desc, ts_rank(d.terms, q.words) desc, d.lang) as nth,
              (d.terms @@ q.words) as whole, ts_rank('{0.05, 0.1, 0.2, 1.0}', d.terms, q.words) as rank,
              ts_rank('{0.05, 0.1, 0.2, 1.0}', d.terms, q.grams) as near
         from back_office_documents d, q
        where d.terms @@ q.words or d.terms @@ q.grams)
     select entity, key, lang, title, body from ranked where nth = 1
      order by whole desc, rank desc, near desc, entity, key limit $3`,
    [planned.words, planned.grams || planned.words, itemLimit],
  );
  return rows.flatMap((row) => {
    const definition = editableNamed(row.entity)?.definition;
    if (!definition) return [];
    const href = `/admin/content/${row.entity}${row.key === singleKey ? "" : `/${encodeURIComponent(row.key)}`}`;
    return [
      {
        entity: row.entity,
        entityLabel: definition.label,
        key: row.key,
        href,
        lang: row.lang,
        title: marked(row.title, planned, 200),
        snippet: row.body ? marked(row.body, planned, 200) : [],
      },
    ];
  });
}

/** Media whose name, original file name or description holds every word of the query. */
async function findMedia(db: Queryable, query: string, planned: Plan): Promise<MediaHit[]> {
  const words = searchableText(query).toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const rows = await db.query<{ id: string; name: string; original_name: string; alt_en: string; alt_km: string }>(
    `select id, name, original_name, alt_en, alt_km from media
      where (select bool_and(strpos(lower(concat_ws(' ', name, original_name, alt_en, alt_km)), w) > 0)
               from unnest($1::text[]) as w)
      order by created_at desc limit $2`,
    [words, mediaLimit],
  );
  return rows.map((row) => {
    const khmer = words.some((word) => row.alt_km.toLowerCase().includes(word));
    const description = khmer ? row.alt_km : row.alt_en;
    return {
      id: row.id,
      name: row.name,
      originalName: row.original_name,
      lang: khmer ? "km" : "en",
      description: description ? marked(description, planned, 160) : [],
    };
  });
}

const referencePattern = /\bCMP-\d{4}-\d{6}\b/i;

async function findComplaint(db: Queryable, query: string): Promise<ComplaintHit | null> {
  const reference = referencePattern.exec(query)?.[0]?.toUpperCase();
  if (!reference) return null;
  const [row] = await db.query<ComplaintHit>("select id, reference, status from complaints where reference = $1", [
    reference,
  ]);
  return row ?? null;
}

/** `query` found in what this staff member may open: content and media for editors, complaints for the complaints team. */
export async function findEverywhere(
  db: Db,
  query: string,
  may: { content: boolean; complaints: boolean },
): Promise<FindAnswer> {
  const none: FindAnswer = { query, items: [], media: [], complaint: null };
  if (!query) return none;
  return db.transaction(async (tx) => {
    await tx.query("set local statement_timeout = 3000");
    const planned = plan(query, await synonymGroups(tx));
    const complaint = may.complaints ? await findComplaint(tx, query) : null;
    if (!planned || !may.content) return { ...none, complaint };
    return {
      query,
      items: await findItems(tx, planned),
      media: await findMedia(tx, query, planned),
      complaint,
    };
  });
}
