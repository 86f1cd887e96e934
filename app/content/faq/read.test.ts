// Data access of the FAQ page (its questions in order, none for a language without its row)
// against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Expected
// values come from the demo content in db/seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getFaq } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

describe.each(testDatabases)("FAQ page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the FAQ with its questions ordered by orders (%s)", async (lang) => {
    const seed = demoContent[lang];
    const faq = await getFaq(db, lang);
    expect(faq).not.toBeNull();
    expect(faq!.title1).toBe(seed.faqs.title1);
    const expected = [...seed.faq_details].sort((a, b) => a.orders - b.orders);
    expect(faq!.faq_details.map((detail) => detail.question)).toEqual(expected.map((detail) => detail.question));
    expect(faq!.faq_details[0]!.answer).toBe(expected[0]!.answer);
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from faqs where lang = 'km'");
      expect(await getFaq(tx, "km")).toBeNull();
    });
    expect(await getFaq(db, "km")).not.toBeNull();
  });
});
