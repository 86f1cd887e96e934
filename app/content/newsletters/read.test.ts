// Data access of the newsletters page and one newsletter (cards newest first, blocks, attachment,
// author, dates in Cambodia's calendar, none for an unknown slug, no date rather than a failure)
// against the seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. The
// editor's side of newsletters and authors is in newsletters.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { formatLongDate } from "../../i18n/dates.ts";
import { getNewsletter, getNewsletters } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent, demoSharedContent } = await seededDemoContent();

const khmer = /[\u1780-\u17FF]/;
const day = 24 * 60 * 60 * 1000;
const slugPart = (slug: string) => slug.replace(/^\/newsletters\//, "");
const newestFirst = <Row extends { created_at: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
/** The instant as the content module gives it: ISO 8601, UTC, whole seconds. */
const isoInstant = (value: string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");

describe.each(testDatabases)("newsletters on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    const seed = demoContent[lang];

    it("reads the newsletter cards newest first, with their dates formatted", async () => {
      const now = new Date();
      const page = await getNewsletters(db, lang, now);
      expect(page).toMatchObject(seed.newsletters);
      const expected = newestFirst(seed.newsletter_details);
      expect(page!.newsletters.map((card) => card.slug)).toEqual(expected.map((article) => article.slug));
      page!.newsletters.forEach((card, index) => {
        const article = expected[index]!;
        expect(card).toMatchObject({
          title: article.title,
          category: article.category,
          excerpt: article.excerpt,
          image1: article.image1,
        });
        expect(card.published.iso).toBe(isoInstant(article.created_at));
        expect(card.published.date).toMatch(lang === "en" ? /\d{4}$/ : /[០-៩]{4}$/);
        expect(card.published.ago).toMatch(lang === "en" ? / ago$/ : khmer);
      });
    });

    it("reads one newsletter with its blocks, attachment and author", async () => {
      for (const article of seed.newsletter_details) {
        const newsletter = await getNewsletter(db, lang, slugPart(article.slug));
        expect(newsletter).toMatchObject({
          slug: article.slug,
          title: article.title,
          category: article.category,
          excerpt: article.excerpt,
          image1: article.image1,
          description: article.description,
          attachfile: article.attachfile,
          section_title: seed.newsletters.title,
        });
        const author = demoSharedContent.profiles.find((profile) => profile.handle === article.author_handle);
        expect(newsletter!.profiles.map(({ display_name, avatar_url }) => ({ display_name, avatar_url }))).toEqual(
          author ? [{ display_name: author.display_name, avatar_url: author.avatar_url }] : [],
        );
      }
      const withFile = seed.newsletter_details.find((article) => article.attachfile);
      expect(withFile).toBeDefined();
    });

    it("gives the date as weekday, month, day, year and the time since, in the page's language", async () => {
      const article = seed.newsletter_details[0]!;
      const threeDaysLater = new Date(Date.parse(article.created_at) + 3 * day);
      const newsletter = await getNewsletter(db, lang, slugPart(article.slug), threeDaysLater);
      // The seeded times carry the Cambodian offset: their first ten characters are the day in Cambodia.
      expect(newsletter!.published.date).toBe(formatLongDate(article.created_at.slice(0, 10), lang));
      if (lang === "en") {
        expect(newsletter!.published.date).toMatch(
          /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
        );
        expect(newsletter!.published.ago).toBe("3 days ago");
      } else {
        expect(newsletter!.published.date).toMatch(khmer);
        expect(newsletter!.published.ago).toMatch(khmer);
        expect(newsletter!.published.ago).toMatch(/៣/);
      }
    });

    it("gives null for an unknown or malformed slug", async () => {
      for (const slug of [
        "no-such-newsletter",
        "../newsletters/customer-day-2025",
        "Customer-Day-2025",
        "a b",
        "-x",
        "x".repeat(300),
        "",
      ]) {
        expect(await getNewsletter(db, lang, slug)).toBeNull();
      }
    });
  });

  it("dates a newsletter by its calendar day in Cambodia, whatever the server's time zone", async () => {
    // 05:00 on 1 January in Phnom Penh is still 31 December in UTC.
    const published = await withRollback(db, async (tx) => {
      await tx.query(
        `insert into newsletter_details (lang, slug, title, category, excerpt, description, image1, created_at)
         values ('en', '/newsletters/new-year', 'New year', 'News', 'Excerpt', '[]', '/x.svg', '2026-01-01T05:00:00+07:00')`,
      );
      return (await getNewsletter(tx, "en", "new-year", new Date("2026-01-02T00:00:00Z")))!.published;
    });
    expect(published).toEqual({ iso: "2025-12-31T22:00:00Z", date: "Thursday, January 1, 2026", ago: "1 day ago" });
  });

  it("shows no date rather than failing when a date cannot be read", async () => {
    const broken: Queryable = {
      query: async <Row>(text: string, params?: unknown[]) =>
        (await db.query<Record<string, unknown>>(text, params)).map((row) =>
          "created_at" in row ? { ...row, created_at: "not a date", local_date: "31-02-2026" } : row,
        ) as Row[],
    };
    const page = await getNewsletters(broken, "en");
    expect(page!.newsletters.length).toBeGreaterThan(0);
    for (const card of page!.newsletters) expect(card.published).toMatchObject({ date: null, ago: null });
    const article = demoContent.en.newsletter_details[0]!;
    expect((await getNewsletter(broken, "en", slugPart(article.slug)))!.published).toMatchObject({
      date: null,
      ago: null,
    });
  });
});
