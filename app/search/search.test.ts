// The site search on a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// what it finds, in both languages, and that the index follows the content in the save's own
// transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases, withRollback } from "../../testing/db.ts";
import { queryText } from "../validation/query-text.ts";
import { reindexAll, reindexEntities } from "./index.server.ts";
import { search, searchIn } from "./query.server.ts";
import { editableNamed } from "../content/areas.server.ts";
import { saveRecordIn, versionOf } from "../admin/content/save.server.ts";
import { setAt } from "../content/model/values.ts";

const staffId = "00000000-0000-4000-8000-00000000e041";
const actor = { id: staffId, email: "search@example.com" };

const paths = (answer: { ranked: { path: string }[] }) => answer.ranked.map((hit) => hit.path.replace(/[?#].*$/, ""));

describe.each(testDatabases)("the site search on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Search Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  it("finds a product by its name, first, in each language", async () => {
    expect(paths(await search(db, "en", "motor insurance"))[0]).toBe("/personal/motor-insurance");
    expect(paths(await search(db, "km", "ធានារ៉ាប់រងយានយន្ត"))[0]).toBe("/personal/motor-insurance");
  });

  it("finds words inside Khmer text written without spaces, and a compound by its part", async () => {
    const answer = await search(db, "km", "អគ្គិភ័យ");
    expect(paths(answer)[0]).toBe("/corporate/fire-insurance");
    await withRollback(db, async (tx) => {
      // Without synonyms, ពេទ្យ is found inside មន្ទីរពេទ្យ by its syllables.
      await tx.query("delete from search_synonyms");
      const part = await searchIn(tx, "km", "ពេទ្យ");
      expect(part.count).toBeGreaterThan(0);
      expect(
        part.ranked.some((hit) => hit.title.includes("មន្ទីរពេទ្យ") || hit.snippet.some((s) => s.text.includes("ពេទ្យ"))),
      ).toBe(true);
    });
  });

  it("stems English and forgives a typo", async () => {
    expect((await search(db, "en", "claims")).count).toBe((await search(db, "en", "claim")).count);
    const typo = await search(db, "en", "garrage");
    expect(typo.corrected).toBe("garage");
    expect(paths(typo)).toContain("/garages");
    const known = await search(db, "en", "insurence");
    expect(known.count).toBeGreaterThan(0);
  });

  it("uses the company's synonyms in both directions and across languages", async () => {
    // ឡាន (colloquial) finds the motor product, whose Khmer name says យានយន្ត.
    expect(paths(await search(db, "km", "ឡាន"))[0]).toBe("/personal/motor-insurance");
    expect(paths(await search(db, "km", "យានយន្ត"))).toContain("/personal/motor-insurance");
    expect(paths(await search(db, "en", "car"))[0]).toBe("/personal/motor-insurance");
    // An English word on the Khmer site, a Khmer word on the English one.
    expect(paths(await search(db, "km", "car"))).toContain("/personal/motor-insurance");
    expect(paths(await search(db, "en", "ឡាន"))).toContain("/personal/motor-insurance");
    await withRollback(db, async (tx) => {
      await tx.query("delete from search_synonyms");
      expect(paths(await searchIn(tx, "en", "car"))[0]).not.toBe("/personal/motor-insurance");
    });
  });

  it("marks the words found in each snippet", async () => {
    const answer = await search(db, "en", "motor");
    const marked = answer.ranked.flatMap((hit) => hit.snippet.filter((part) => part.mark).map((part) => part.text));
    expect(marked.length).toBeGreaterThan(0);
    for (const text of marked) expect(text.toLowerCase()).toMatch(/motor|vehicle|car|auto/);
  });

  it("never finds an unpublished item, and a rolled-back save leaves no trace", async () => {
    const title = "Motor Insurance";
    await withRollback(db, async (tx) => {
      await tx.query("update menus set published = false where slug = '/personal/motor-insurance'");
      await reindexEntities(tx, ["products"]);
      const hidden = await searchIn(tx, "en", "motor insurance");
      expect(hidden.ranked.map((hit) => hit.title)).not.toContain(title);
    });
    expect((await search(db, "en", "motor insurance")).ranked[0]!.title).toBe(title);
  });

  it("follows an editor's save in its own transaction: unpublished, the product is gone; rolled back, it is back", async () => {
    const editable = editableNamed("products")!;
    await withRollback(db, async (tx) => {
      const pair = (await editable.store.load(tx, "personal-motor-insurance"))!;
      const hidden = setAt(setAt(pair, ["en", "published"], false), ["km", "published"], false);
      const outcome = await saveRecordIn(tx, editable, {
        key: "personal-motor-insurance",
        value: hidden,
        base: versionOf(pair),
        actor,
        clientIp: "192.0.2.41",
      });
      expect(outcome.status).toBe("saved");
      expect(paths(await searchIn(tx, "en", "motor insurance"))).not.toContain("/personal/motor-insurance");
      expect(paths(await searchIn(tx, "km", "ឡាន"))).not.toContain("/personal/motor-insurance");
    });
    expect(paths(await search(db, "en", "motor insurance"))[0]).toBe("/personal/motor-insurance");
  });

  it("answers any input without an error: operators, quotes, SQL, markup, broken Unicode", async () => {
    const inputs = [
      "",
      "a".repeat(2000),
      "& | ! ( ) : * <->",
      "motor & !insurance",
      "'\"\\",
      "'; drop table search_documents; --",
      "<script>alert(1)</script>",
      "\uD800 lone",
      "\u200B\u200C\u200D",
      "motor ឡាន insurance ធានា",
      "::* <2> !!",
    ];
    for (const input of inputs) {
      const answer = await search(db, "en", queryText(input));
      expect(answer.count).toBeGreaterThanOrEqual(0);
    }
    expect((await search(db, "en", queryText("motor ឡាន"))).count).toBeGreaterThan(0);
    const [row] = await db.query<{ count: number }>("select count(*)::int as count from search_documents");
    expect(row!.count).toBeGreaterThan(100);
  });

  it("pages its results, counted across pages", async () => {
    const first = await search(db, "en", "insurance");
    expect(first.pages).toBeGreaterThan(1);
    const second = await search(db, "en", "insurance", 2);
    expect(second.count).toBe(first.count);
    expect(second.ranked.map((hit) => hit.path)).not.toEqual(first.ranked.map((hit) => hit.path));
  });

  it("rebuilds the whole index to the same documents", async () => {
    await withRollback(db, async () => {});
    const before = await db.query("select source, lang, key, path, title from search_documents order by 1, 2, 3");
    await reindexAll(db);
    expect(await db.query("select source, lang, key, path, title from search_documents order by 1, 2, 3")).toEqual(
      before,
    );
  });
});
