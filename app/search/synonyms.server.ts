// The company's synonyms for the site search (issue 41): groups of words, in either language,
// that mean the same to visitors. Read by every search (query.server.ts); kept by editors.
import type { Queryable } from "../../db/client.ts";

export interface SynonymGroup {
  id: number;
  words: string[];
}

export function listSynonyms(db: Queryable): Promise<SynonymGroup[]> {
  return db.query<SynonymGroup>("select id, words from search_synonyms order by words[1], id");
}

/** A group saved: new (no id), changed, or — when a word of a new group is in one already — joined to that one. */
export async function saveSynonyms(
  db: Queryable,
  { id, words }: { id?: number; words: string[] },
): Promise<{ id: number; words: string[] } | null> {
  if (id !== undefined) {
    const [row] = await db.query<SynonymGroup>(
      "update search_synonyms set words = $2, updated_at = now() where id = $1 returning id, words",
      [id, words],
    );
    return row ?? null;
  }
  const [joined] = await db.query<SynonymGroup>(
    `update search_synonyms
        set words = (select array_agg(distinct w) from unnest(words || $1::text[]) as w), updated_at = now()
      where id = (select id from search_synonyms where words && $1::text[] order by id limit 1)
        and cardinality((select array_agg(distinct w) from unnest(words || $1::text[]) as w)) <= 20
      returning id, words`,
    [words],
  );
  if (joined) return joined;
  const [row] = await db.query<SynonymGroup>("insert into search_synonyms (words) values ($1) returning id, words", [
    words,
  ]);
  return row!;
}

export async function deleteSynonyms(db: Queryable, id: number): Promise<string[] | null> {
  const [row] = await db.query<{ words: string[] }>("delete from search_synonyms where id = $1 returning words", [id]);
  return row?.words ?? null;
}
