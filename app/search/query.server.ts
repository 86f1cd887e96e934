// Answers a visitor's search (issue 41): the query read as the index was written (analyse.ts),
// each word or any of its synonyms, the last one also as the start of a word; whole words rank
// above Khmer syllable pairs; a word the site does not have gets a "Did you mean", and a query
// that finds nothing is answered for its correction. Bounded in time.
import type { Db, Executor, Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { grams, quotedLexeme, searchableText, tokens, type Token } from "./analyse.ts";
import { resultKinds, type ResultKind } from "./sources.server.ts";

const pageSize = 10;
const latin = /^[a-z]+$/;

export interface SnippetPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  kind: ResultKind;
  title: string;
  trail: string;
  path: string;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: string;
  count: number;
  page: number;
  pages: number;
  /** This page's results in rank order. */
  ranked: SearchHit[];
  /** The same, grouped by kind, the groups in the order of their best result. */
  groups: { kind: ResultKind; hits: SearchHit[] }[];
  /** A spelling the site has, when a word of the query is not on it. */
  suggestion: string | null;
  /** The query was answered for this spelling instead: it found nothing as typed. */
  corrected: string | null;
}

/** The synonym groups, each member as its terms ("motor insurance" → motor, insur). */
export async function synonymGroups(db: Queryable): Promise<string[][][]> {
  const rows = await db.query<{ words: string[] }>("select words from search_synonyms");
  return rows.map(({ words }) =>
    words
      .map((member) => tokens(member, { keepStopWords: true }).map((token) => token.term))
      .filter((terms) => terms.length),
  );
}

export interface Plan {
  words: string;
  grams: string;
  /** Every term that counts as found, for marking the snippet. */
  terms: Set<string>;
  /** Khmer words of the query, marked also inside longer words. */
  parts: string[];
}

/** The tsqueries of a query: every lexeme quoted, so no operator a visitor types reaches PostgreSQL. */
export function plan(query: string, groups: string[][][]): Plan | null {
  let found = tokens(query);
  if (found.length === 0) found = tokens(query, { keepStopWords: true });
  if (found.length === 0) return null;
  const terms = new Set<string>();
  const last = found.at(-1)!;
  const typingLast = !/\s$/.test(query) && latin.test(last.word.toLowerCase());
  const clauses = found.map((token: Token) => {
    const options = new Set<string>([quotedLexeme(token.term)]);
    terms.add(token.term);
    for (const group of groups) {
      if (!group.some((member) => member.length === 1 && member[0] === token.term)) continue;
      for (const member of group) {
        member.forEach((term) => terms.add(term));
        options.add(member.length === 1 ? quotedLexeme(member[0]!) : `(${member.map(quotedLexeme).join(" & ")})`);
      }
    }
    if (token === last && typingLast) options.add(`${quotedLexeme(token.word.toLowerCase())}:*`);
    return `(${[...options].join(" | ")})`;
  });
  const khmer = found.filter((token) => !latin.test(token.term) && /[\u1780-\u17FF]/.test(token.term));
  const gramClauses = khmer
    .map((token) => grams(token.term))
    .filter((pairs) => pairs.length)
    .map((pairs) => `(${pairs.map(quotedLexeme).join(" & ")})`);
  return { words: clauses.join(" | "), grams: gramClauses.join(" | "), terms, parts: khmer.map((token) => token.term) };
}

/** Some 200 characters of the text around its first match, the matched words marked. */
export function snippet(text: string, found: Pick<Plan, "terms" | "parts">, length = 200): SnippetPart[] {
  const normal = searchableText(text).replace(/\s+/g, " ").trim();
  const marks: [number, number][] = [];
  for (const token of tokens(normal, { keepStopWords: true })) {
    if (found.terms.has(token.term) || found.parts.some((part) => token.word.includes(part)))
      marks.push([token.index, token.index + token.word.length]);
  }
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, first - 60);
  if (start > 0) start = normal.indexOf(" ", start) + 1 || start;
  const end = Math.min(normal.length, start + length);
  const parts: SnippetPart[] = [];
  let at = start;
  for (const [from, to] of marks) {
    if (to <= at || from >= end) continue;
    if (from > at) parts.push({ text: normal.slice(at, from), mark: false });
    parts.push({ text: normal.slice(Math.max(from, at), Math.min(to, end)), mark: true });
    at = Math.min(to, end);
  }
  if (at < end) parts.push({ text: normal.slice(at, end), mark: false });
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < normal.length) parts.push({ text: " …", mark: false });
  return parts;
}

interface Row {
  kind: ResultKind;
  title: string;
  trail: string;
  path: string;
  body: string;
  total: number;
}

// What visitors mostly look for comes first among equally good matches: a product or a service
// page before a news item that mentions it.
const kindWeight: Record<ResultKind, number> = {
  products: 1,
  services: 1,
  company: 0.7,
  faq: 0.6,
  forms: 0.6,
  panels: 0.5,
  positions: 0.5,
  news: 0.4,
};
const kindWeights = Object.entries(kindWeight)
  .map(([kind, weight]) => `when '${kind}' then ${weight}`)
  .join(" ");

async function find(tx: Queryable, lang: Lang, planned: Plan, page: number): Promise<Row[]> {
  return tx.query<Row>(
    `with q as (select $2::tsquery as words, $3::tsquery as grams)
     select d.kind, d.title, d.trail, d.path, d.body, count(*) over ()::int as total
       from search_documents d, q
      where d.lang = $1 and (d.terms @@ q.words or d.terms @@ q.grams)
      order by (d.terms @@ q.words) desc,
               ts_rank('{0.05, 0.1, 0.2, 1.0}', d.terms, q.words) * (case d.kind ${kindWeights} else 0.5 end) desc,
               ts_rank('{0.05, 0.1, 0.2, 1.0}', d.terms, q.grams) desc, d.id
      limit $4 offset $5`,
    [lang, planned.words, planned.grams || planned.words, pageSize, (page - 1) * pageSize],
  );
}

let trigrams: Promise<boolean> | null = null;
const hasTrigrams = (db: Queryable) =>
  (trigrams ??= db
    .query<{ present: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_trgm') as present")
    .then(([row]) => row!.present));

/** The query with each Latin word the site does not have replaced by the nearest one it has. */
async function spelling(db: Queryable, lang: Lang, query: string): Promise<string | null> {
  if (!(await hasTrigrams(db))) return null;
  const words = tokens(query, { keepStopWords: true });
  let changed = false;
  let fixed = searchableText(query);
  for (const token of [...words].reverse()) {
    const word = token.word.toLowerCase();
    if (!/^[a-z]{3,}$/.test(word)) continue;
    const [known] = await db.query<{ word: string }>(
      "select word from search_words where lang = $1 and word = $2 union all (select word from search_words where lang = $1 and word % $2 order by similarity(word, $2) desc, word limit 1) limit 1",
      [lang, word],
    );
    if (!known || known.word === word) continue;
    fixed = fixed.slice(0, token.index) + known.word + fixed.slice(token.index + token.word.length);
    changed = true;
  }
  return changed ? fixed : null;
}

function answer(
  query: string,
  page: number,
  rows: Row[],
  planned: Plan,
): Omit<SearchAnswer, "suggestion" | "corrected"> {
  const count = rows[0]?.total ?? 0;
  const ranked = rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    trail: row.trail,
    path: row.path,
    snippet: snippet(row.body || row.title, planned),
  }));
  const groups = new Map<ResultKind, SearchHit[]>();
  for (const hit of ranked) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return {
    query,
    count,
    page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
    ranked,
    // Groups in the order of their best result; kinds known only.
    groups: [...groups].filter(([kind]) => resultKinds.includes(kind)).map(([kind, hits]) => ({ kind, hits })),
  };
}

/** The visitor's search; `query` already cleaned (queryText). */
export async function search(db: Db, lang: Lang, query: string, page = 1): Promise<SearchAnswer> {
  return db.transaction(async (tx: Executor) => {
    // A search never holds a connection long, whatever it is asked.
    await tx.query("set local statement_timeout = 3000");
    return searchIn(tx, lang, query, page);
  });
}

/** The search within a transaction of the caller's. */
export async function searchIn(tx: Queryable, lang: Lang, query: string, page = 1): Promise<SearchAnswer> {
  const empty = { query, count: 0, page: 1, pages: 1, ranked: [], groups: [], suggestion: null, corrected: null };
  if (!query) return empty;
  {
    const groups = await synonymGroups(tx);
    const planned = plan(query, groups);
    if (!planned) return empty;
    const rows = await find(tx, lang, planned, page);
    const suggestion = await spelling(tx, lang, query);
    if (rows.length === 0 && page === 1 && suggestion) {
      const corrected = plan(suggestion, groups);
      const again = corrected ? await find(tx, lang, corrected, 1) : [];
      if (again.length) return { ...answer(suggestion, 1, again, corrected!), suggestion: null, corrected: suggestion };
    }
    return { ...answer(query, page, rows, planned), suggestion, corrected: null };
  }
}
