// npm run bench:search (issue 41): the site search's relevance against the judged queries
// (bench/search-judged.ts), as precision at 1 and mean reciprocal rank per language, and its
// speed: the 95th percentile of a query on the demo content and on a synthetic set 100 times
// larger, and the time to index the whole site, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { performance } from "node:perf_hooks";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { reindexAll } from "../app/search/index.server.ts";
import { search } from "../app/search/query.server.ts";
import { queryText } from "../app/validation/query-text.ts";
import { judged } from "./search-judged.ts";
import type { Db } from "../db/client.ts";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function relevance(db: Db) {
  const misses: string[] = [];
  for (const lang of ["en", "km"] as const) {
    const queries = judged.filter((item) => item.lang === lang);
    let first = 0;
    let reciprocal = 0;
    for (const { query, best } of queries) {
      const answer = await search(db, lang, queryText(query));
      const paths = answer.groups.flatMap((group) => group.hits).map((hit) => hit.path.replace(/[?#].*$/, ""));
      // The page's order: results in rank order, grouped on the page only for display.
      const ranked = await rankedPaths(db, lang, query);
      const rank = ranked.findIndex((path) => best.includes(path)) + 1;
      if (rank === 1) first++;
      if (rank > 0) reciprocal += 1 / rank;
      if (rank !== 1)
        misses.push(
          `${lang} "${query}": rank ${rank || "—"} (first: ${ranked[0] ?? "nothing"}; page shows ${paths.length})`,
        );
    }
    console.log(
      `${lang}: ${queries.length} queries, precision at 1 ${(first / queries.length).toFixed(2)}, MRR ${(reciprocal / queries.length).toFixed(3)}`,
    );
  }
  if (misses.length) console.log(`  not first:\n  ${misses.join("\n  ")}`);
}

/** Every result's path in rank order, across the pages of results. */
async function rankedPaths(db: Db, lang: "en" | "km", query: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const answer = await search(db, lang, queryText(query), page);
    const hits = answer.ranked;
    paths.push(...hits.map((hit) => hit.path.replace(/[?#].*$/, "")));
    if (page >= answer.pages) break;
  }
  return paths;
}

async function speed(db: Db, label: string) {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const { lang, query } of judged) {
      const start = performance.now();
      await search(db, lang, queryText(query));
      times.push(performance.now() - start);
    }
  }
  console.log(
    `${label}: query p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} queries)`,
  );
}

/** The demo content copied 99 more times (published products, news, FAQ and panels), then indexed. */
async function grow(db: Db) {
  await db.exec(`
    insert into menus (lang, slug, title, title2, description, qaas, quotation_url, published)
      select m.lang, m.slug || '-copy-' || n, m.title || ' ' || n, m.title2, m.description, m.qaas, m.quotation_url, m.published
        from menus m, generate_series(1, 99) n;
    insert into newsletter_details (lang, slug, title, category, excerpt, description, image1, created_at, attachfile, author_handle, published)
      select d.lang, d.slug || '-copy-' || n, d.title || ' ' || n, d.category, d.excerpt, d.description, d.image1, d.created_at, d.attachfile, d.author_handle, d.published
        from newsletter_details d, generate_series(1, 99) n;
    insert into faq_details (lang, question, answer, orders, published)
      select f.lang, f.question || ' ' || n, f.answer, f.orders + 1000 * n, f.published from faq_details f, generate_series(1, 99) n;
    insert into garage_panel (lang, title, lat, lng, description, map_link, orders, published, province, phone, hours)
      select g.lang, g.title || ' ' || n, g.lat, g.lng, g.description, g.map_link, g.orders + 1000 * n, g.published, g.province, g.phone, g.hours
        from garage_panel g, generate_series(1, 99) n;
  `);
}

for (const database of testDatabases) {
  const db = await openSeeded(database);
  try {
    console.log(`\n== ${database.name}`);
    let start = performance.now();
    const documents = await reindexAll(db);
    console.log(
      `indexing the demo site: ${documents} documents in ${((performance.now() - start) / 1000).toFixed(2)} s`,
    );
    await relevance(db);
    await speed(db, "demo content");
    await grow(db);
    start = performance.now();
    const grown = await reindexAll(db);
    console.log(
      `indexing 100 times the content: ${grown} documents in ${((performance.now() - start) / 1000).toFixed(2)} s`,
    );
    await speed(db, "100 times the content");
  } finally {
    await db.close();
  }
}
