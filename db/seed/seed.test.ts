import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { migrate } from "../migrate.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { demoContent, demoSharedContent } from "./content/index.ts";
import { seed } from "./seed.ts";

const khmer = /[\u1780-\u17FF]/;
const tables = Object.keys(demoContent.en) as (keyof typeof demoContent.en)[];

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...tables, "profiles", "photos", "photo_details", "site_links"]) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = row!.count;
  }
  return counts;
}

describe("the demo logos", () => {
  // Text in an SVG image is set in whatever font the device has, and laying it out costs the main
  // thread about 25 ms for each page's header logo: logos are outlines.
  it("are drawn with paths, not text", () => {
    for (const { site } of Object.values(demoContent)) {
      for (const logo of [site.logo_light, site.logo_white]) {
        expect(readFileSync(new URL(`../../public${logo}`, import.meta.url), "utf8"), logo).not.toMatch(/<text\b/);
      }
    }
  });
});

describe.each(testDatabases)("demo content on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("fills every table in both languages", async () => {
    for (const table of tables) {
      const rows = await db.query<{ lang: string; count: number }>(
        `select lang, count(*)::int as count from ${table} group by lang order by lang`,
      );
      expect(
        rows.map((row) => row.lang),
        table,
      ).toEqual(["en", "km"]);
      expect(rows[0]!.count, `${table}: en and km have the same number of rows`).toBe(rows[1]!.count);
    }
    const [photos] = await db.query<{ count: number }>("select count(*)::int as count from photo_details");
    expect(photos!.count).toBeGreaterThan(0);
  });

  it("is idempotent: seeding again changes no row count", async () => {
    const before = await rowCounts(db);
    await seed(db);
    expect(await rowCounts(db)).toEqual(before);
  });

  it("has at least 20 clinic and 20 garage panels with coordinates in Cambodia", async () => {
    for (const table of ["clinic_panel", "garage_panel"]) {
      const rows = await db.query<{ lat: number; lng: number }>(`select lat, lng from ${table} where lang = 'en'`);
      expect(rows.length, table).toBeGreaterThanOrEqual(20);
      for (const { lat, lng } of rows) {
        expect(lat).toBeGreaterThan(10);
        expect(lat).toBeLessThan(14.7);
        expect(lng).toBeGreaterThan(102.3);
        expect(lng).toBeLessThan(107.7);
      }
    }
  });

  it("has careers both open and closed", async () => {
    const [row] = await db.query<{ open: number; closed: number }>(
      "select count(*) filter (where close_date >= current_date)::int as open, count(*) filter (where close_date < current_date)::int as closed from career_details where lang = 'en'",
    );
    expect(row!.open).toBeGreaterThan(0);
    expect(row!.closed).toBeGreaterThan(0);
  });
});

// Issue 23 moved content out of code: migration 0013 writes it, so databases seeded before keep
// their pages, and the seed holds the same rows. The two must never drift apart.
describe.each(testDatabases)("content moved out of code, on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
    await migrate(db);
  });
  afterAll(() => db.close());

  const moved = [
    { table: "product_class_pages", columns: "section, title, description, banner", order: "section" },
    {
      table: "product_classes",
      columns: "slug, orders, name, description, banner, in_corporate, in_personal, subclasses",
      order: "orders",
    },
    { table: "privacy_policies", columns: "title, sections", order: "lang" },
  ] as const;

  it.each(moved)("$table: the migration's rows are the seed's", async ({ table, columns, order }) => {
    for (const lang of ["en", "km"] as const) {
      const rows = await db.query(`select ${columns} from ${table} where lang = $1 order by ${order}`, [lang]);
      const seeded = demoContent[lang][table];
      expect(rows, `${table} ${lang}`).toEqual(Array.isArray(seeded) ? seeded : [seeded]);
    }
  });

  it("home.accident: a home page older than migration 0021 gets the seed's claims help", async () => {
    const migration = readFileSync(new URL("../migrations/0021_home_claims_help.sql", import.meta.url), "utf8");
    const update = /-- begin accident\n([\s\S]+?)-- end accident/.exec(migration)![1]!;
    await seed(db);
    await db.query("update home set accident = null");
    await db.exec(update);
    for (const lang of ["en", "km"] as const) {
      const [row] = await db.query<{ accident: unknown }>("select accident from home where lang = $1", [lang]);
      expect(row!.accident, lang).toEqual(demoContent[lang].home.accident);
    }
  });

  it("site_links: one row, every address left to the environment", async () => {
    expect(
      await db.query(
        "select count(*)::int as count from site_links where coalesce(quote_portal, claim_portal, travel_booking, hcip, hcip_uat, quickquote, quickquote_uat, agency, app) is null",
      ),
    ).toEqual([{ count: 1 }]);
    await expect(db.query("insert into site_links (id) values (false)")).rejects.toThrow();
  });
});

describe("demo content files", () => {
  const text = JSON.stringify({ demoContent, demoSharedContent });

  it("writes Khmer in Khmer script", () => {
    expect(demoContent.km.site.company_name).toMatch(khmer);
    for (const item of demoContent.km.menu_items) expect(item.title, item.slug).toMatch(khmer);
    for (const item of demoContent.km.faq_details) expect(item.question).toMatch(khmer);
    for (const item of demoContent.km.career_details) expect(item.position).toMatch(khmer);
    expect(demoContent.km.home.why_title).toMatch(khmer);
    expect(demoContent.en.home.why_title).not.toMatch(khmer);
  });

  it("references only local files, and every one exists", () => {
    const paths = [...new Set(text.match(/"\/demo\/[^"]+"/g)!.map((path) => JSON.parse(path) as string))];
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(existsSync(new URL(`../../public${path}`, import.meta.url)), path).toBe(true);
    // Images and files are never remote: the only absolute URLs are links (social, maps, videos).
    const remote = [
      ...text.matchAll(
        /"(src|image|image1|image2|img|icon|why_image|avatar_url|logo_light|logo_white)":"(https?:[^"]+)"/g,
      ),
    ];
    expect(remote.map((match) => match[2])).toEqual([]);
  });
});
