// Writes the search index (issue 41): the documents of the sources a content save changed, in
// the save's own transaction (app/admin/content/save.server.ts), so that the index never shows
// what is not published and a rolled-back save leaves no trace. `reindexAll` rebuilds it whole.
import type { Db, Executor, Queryable } from "../../db/client.ts";
import { grams, latinWords, quotedLexeme, tokens } from "./analyse.ts";
import { sources, sourcesOf, type SourceRow } from "./sources.server.ts";

type Weight = "A" | "B" | "D";
const maxPosition = 16_383;

/**
 * The document's terms as a tsvector literal, with positions and weights: the title's words (A)
 * outrank the body's (B), and Khmer syllable pairs (D) count least. Built here rather than by
 * to_tsvector, whose parser would treat a Khmer phrase as one word, or drop it, by locale.
 */
export function termsVector(title: string, body: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (lexeme: string, weight: Weight) => {
    position = Math.min(position + 1, maxPosition);
    const list = positions.get(lexeme) ?? [];
    if (list.length < 255) list.push(`${position}${weight}`);
    positions.set(lexeme, list);
  };
  for (const { term } of tokens(title)) add(term, "A");
  for (const { term } of tokens(body)) add(term, "B");
  for (const gram of grams(`${title} ${body}`)) add(gram, "D");
  return [...positions].map(([lexeme, list]) => `${quotedLexeme(lexeme)}:${list.join(",")}`).join(" ");
}

interface MenuItem {
  lang: string;
  slug: string;
  parent_slug: string | null;
  title: string;
}

/** Where a path sits in the menus: "Personal › Motor Insurance", from the nearest menu item. */
function trailOf(path: string, lang: string, menu: MenuItem[]): string {
  const bare = path.replace(/[?#].*$/, "");
  const items = menu.filter((item) => item.lang === lang);
  const item = items
    .filter((candidate) => bare === candidate.slug || bare.startsWith(`${candidate.slug}/`))
    .sort((a, b) => b.slug.length - a.slug.length)[0];
  if (!item) return "";
  const parent = item.parent_slug ? items.find((candidate) => candidate.slug === item.parent_slug) : undefined;
  return parent ? `${parent.title} › ${item.title}` : item.title;
}

const batchSize = 400;

/** Rewrites the documents of these sources (every source when none are named). */
async function reindex(tx: Executor, list = sources): Promise<number> {
  if (list.length === 0) return 0;
  // One writer of the index at a time: two saves, or two instances' first starts, never interleave.
  await tx.query("select pg_advisory_xact_lock(hashtext('search:index'))");
  const menu = await tx.query<MenuItem>("select lang, slug, parent_slug, title from menu_items");
  let count = 0;
  for (const source of list) {
    const rows = (await tx.query<SourceRow>(source.sql)).map((row) => source.finish?.(row) ?? row);
    await tx.query("delete from search_documents where source = $1", [source.name]);
    const documents = rows
      .filter((row) => row.title?.trim())
      .map((row) => {
        const body = row.body ?? "";
        return {
          source: source.name,
          kind: source.kind,
          lang: row.lang,
          key: row.key,
          path: row.path,
          title: row.title,
          trail: trailOf(source.trailPath?.(row) ?? row.path, row.lang, menu),
          body,
          terms: termsVector(row.title, [body, row.extra].filter(Boolean).join(" ")),
          words: latinWords(`${row.title} ${body}`),
        };
      });
    for (let start = 0; start < documents.length; start += batchSize) {
      const batch = documents.slice(start, start + batchSize);
      await tx.query(
        `insert into search_documents (source, kind, lang, key, path, title, trail, body, terms)
         select source, kind, lang, key, path, title, trail, body, terms::tsvector
           from jsonb_to_recordset($1::jsonb) as d(source text, kind text, lang text, key text, path text,
                                                   title text, trail text, body text, terms text)`,
        [JSON.stringify(batch.map(({ words: _, ...document }) => document))],
      );
      await tx.query(
        `insert into search_words (lang, word)
         select distinct d.lang, w.word
           from jsonb_to_recordset($1::jsonb) as d(lang text, words text[]), unnest(d.words) as w(word)
         on conflict do nothing`,
        [JSON.stringify(batch.map(({ lang, words }) => ({ lang, words })))],
      );
    }
    count += documents.length;
  }
  return count;
}

/** The index after a save of these entities, in the save's transaction. */
export const reindexEntities = (tx: Executor, entities: string[]) => reindex(tx, sourcesOf(entities));

/** The whole index rebuilt, its vocabulary pruned to the words still found (the command line's, and the first start's). */
export async function reindexAll(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("delete from search_words");
    return reindex(tx);
  });
}

/** Whether the index has anything yet (a new database's first start builds it). */
export async function indexIsEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>("select not exists (select 1 from search_documents) as empty");
  return row!.empty;
}
