// The synonyms and the counts of the site search on PGlite (and PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases, withRollback } from "../../testing/db.ts";
import { countClick, countSearch, isIndexedPath, missedQueries, popularPages } from "./analytics.server.ts";
import { search } from "./query.server.ts";
import { deleteSynonyms, listSynonyms, saveSynonyms } from "./synonyms.server.ts";
import { synonymFormSchema, wordsOf } from "../admin/search/synonym-form.ts";
import { phnomPenhToday } from "../content/careers/read.server.ts";
import { searchIn } from "./query.server.ts";

describe("a synonym group as typed", () => {
  it("splits on commas of either script and lines, without repeats or case", () => {
    expect(wordsOf("Car, ឡាន、motor\nCAR,, ")).toEqual(["car", "ឡាន", "motor"]);
  });
  it("is refused with a message in the interface's language", () => {
    const en = synonymFormSchema("en").safeParse({ words: "car" });
    expect(en.success ? [] : en.error.issues.map((issue) => issue.message)).toEqual([
      "Enter at least two different words, separated by commas.",
    ]);
    const km = synonymFormSchema("km").safeParse({ words: `${"ក".repeat(61)}, car` });
    expect(km.success ? [] : km.error.issues[0]!.message).toMatch(/[\u1780-\u17FF]/);
    expect(synonymFormSchema("en").parse({ query: "zzq", words: "motor" }).words).toEqual(["zzq", "motor"]);
  });
});

describe.each(testDatabases)("synonyms and counts on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("finds by a new group at once, joins a group sharing a word, and forgets a removed one", async () => {
    await withRollback(db, async (tx) => {
      expect((await searchIn(tx, "en", "zzqv")).count).toBe(0);
      const group = await saveSynonyms(tx, { words: ["zzqv", "fire"] });
      expect((await searchIn(tx, "en", "zzqv")).ranked[0]!.path).toBe("/corporate/fire-insurance");
      // A new group with a word of an existing one is that group, grown.
      const joined = await saveSynonyms(tx, { words: ["blaze", "zzqv"] });
      expect(joined!.id).toBe(group!.id);
      expect(joined!.words.sort()).toEqual(["blaze", "fire", "zzqv"]);
      expect((await searchIn(tx, "en", "blaze")).ranked[0]!.path).toBe("/corporate/fire-insurance");
      expect(await deleteSynonyms(tx, group!.id)).toHaveLength(3);
      expect(await deleteSynonyms(tx, group!.id)).toBeNull();
      expect((await searchIn(tx, "en", "zzqv")).count).toBe(0);
      expect(await saveSynonyms(tx, { id: group!.id, words: ["a", "b"] })).toBeNull();
    });
    expect((await listSynonyms(db)).length).toBeGreaterThan(5);
  });

  it("counts searches and clicks per day and language, and lists what found nothing or led nowhere", async () => {
    await withRollback(db, async (tx) => {
      const today = phnomPenhToday();
      await countSearch(tx, "km", "ZZQ", 0);
      await countSearch(tx, "km", "zzq", 0);
      await countSearch(tx, "km", "ឡាន", 5);
      await countSearch(tx, "km", "motor", 4);
      await countClick(tx, "km", "motor", "/personal/motor-insurance");
      const period = { lang: "km" as const, from: today, to: today };
      expect(await missedQueries(tx, { ...period, kind: "noResult" })).toEqual([
        { query: "zzq", searches: 2, results: 0, clicks: 0 },
      ]);
      expect((await missedQueries(tx, { ...period, kind: "noClick" })).map((row) => row.query)).toEqual(["ឡាន"]);
      expect(await missedQueries(tx, { ...period, lang: "en", kind: "noResult" })).toEqual([]);
      expect((await popularPages(tx, "km"))[0]!.path).toBe("/personal/motor-insurance");
      const [row] = await tx.query<{ ip: number }>(
        "select count(*)::int as ip from information_schema.columns where table_name in ('search_queries', 'search_clicks') and column_name ~ 'ip|address|cookie|session'",
      );
      expect(row!.ip).toBe(0);
    });
  });

  it("follows only paths the index holds", async () => {
    expect(await isIndexedPath(db, "/personal/motor-insurance")).toBe(true);
    expect(await isIndexedPath(db, "https://evil.example/")).toBe(false);
    expect((await search(db, "en", "motor")).count).toBeGreaterThan(0);
  });
});
