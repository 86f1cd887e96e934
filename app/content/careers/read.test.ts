// Data access of the careers page and the career details (the positions open on a day, a
// position by its slug, none for unknown slugs or a language without its row, a close date no
// formatter can read) against the seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set. The editor's side of positions is in positions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { formatCloseDate, formatLongDate } from "../../i18n/dates.ts";
import { employmentType, getCareer, getCareers, phnomPenhToday } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const byOrders = <Row extends { orders: number }>(rows: Row[]) => [...rows].sort((a, b) => a.orders - b.orders);
const slugPart = (slug: string) => slug.replace(/^\/careers\//, "");

describe("careers helpers", () => {
  it("takes today in Phnom Penh (UTC+7), whatever the server's zone", () => {
    expect(phnomPenhToday(new Date("2026-11-21T16:59:59Z"))).toBe("2026-11-21");
    expect(phnomPenhToday(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
  });

  it("maps position types to schema.org employment types", () => {
    expect(employmentType("Full-time")).toBe("FULL_TIME");
    expect(employmentType("Part-time")).toBe("PART_TIME");
    expect(employmentType("Internship")).toBe("INTERN");
    expect(employmentType("ពេញម៉ោង")).toBe("FULL_TIME");
    expect(employmentType("Volunteer")).toBe("OTHER");
  });
});

describe.each(testDatabases)("careers on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("lists the positions open on a given day, in order, with their close dates (%s)", async (lang) => {
    const seed = demoContent[lang];
    // A day between the seed's close dates: the positions closing before it are left out.
    const today = [...seed.career_details.map((job) => job.close_date)].sort()[2]!;
    const careers = await getCareers(db, lang, today);
    expect(careers).not.toBeNull();
    expect(careers!.subtitle).toBe(seed.careers.subtitle);
    expect(careers!.values).toEqual(seed.careers.values);
    expect(careers!.benefits).toEqual(seed.careers.benefits);
    const open = byOrders(seed.career_details.filter((job) => job.close_date >= today));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(seed.career_details.length);
    expect(
      careers!.open.map((job) => [job.slug, job.position, job.type, job.department, job.location, job.closeDate]),
    ).toEqual(
      open.map((job) => [
        job.slug,
        job.position,
        job.type,
        job.department,
        job.location,
        formatCloseDate(job.close_date, lang),
      ]),
    );
  });

  it.each(languages)("reads a career by its slug part and language (%s)", async (lang) => {
    const seed = demoContent[lang];
    const english = demoContent.en.career_details;
    for (const job of seed.career_details) {
      const career = await getCareer(db, lang, slugPart(job.slug), "2000-01-01");
      expect(career).not.toBeNull();
      expect(career).toMatchObject({
        position: job.position,
        department: job.department,
        type: job.type,
        location: job.location,
        close_date: job.close_date,
        description: job.description,
        responsibilities: job.responsibilities,
        requirements: job.requirements,
        note: job.note,
        email: job.email,
        metadata: job.metadata,
        open: true,
        closeDateLong: formatLongDate(job.close_date, lang),
        validThrough: `${job.close_date}T23:59:59+07:00`,
        // Khmer rows take their employment type from the English row of the same slug.
        employmentType: employmentType(english.find((row) => row.slug === job.slug)!.type),
      });
    }
    expect((await getCareer(db, lang, slugPart(seed.career_details[0]!.slug), "2999-12-31"))!.open).toBe(false);
  });

  it("gives null for unknown and malformed slugs (the route answers 404)", async () => {
    for (const slug of [
      "no-such-job",
      "",
      "../claims-officer",
      "claims-officer?l=km",
      "CLAIMS-OFFICER",
      "claims-officer/extra",
    ]) {
      expect(await getCareer(db, "en", slug, "2026-01-01"), slug).toBeNull();
    }
  });

  it("gives null when the page's row is missing in a language", async () => {
    const [km, en] = await withRollback(db, async (tx) => {
      await tx.query("delete from careers where lang = 'km'");
      // One after the other: a transaction is one connection.
      return [await getCareers(tx, "km", "2026-01-01"), await getCareers(tx, "en", "2026-01-01")];
    });
    expect(km).toBeNull();
    expect(en).not.toBeNull();
  });

  it("does not crash on a close date that cannot be formatted: the page shows NA instead", async () => {
    const job = demoContent.en.career_details[0]!;
    // 'infinity' is a valid PostgreSQL date that no date formatter can read.
    const [career, careers] = await withRollback(db, async (tx) => {
      await tx.query("update career_details set close_date = 'infinity' where lang = 'en' and slug = $1", [job.slug]);
      return [
        await getCareer(tx, "en", slugPart(job.slug), "2026-01-01"),
        await getCareers(tx, "en", "2026-01-01"),
      ] as const;
    });
    expect(career).toMatchObject({
      position: job.position,
      close_date: "infinity",
      closeDateLong: null,
      validThrough: null,
      open: true,
    });
    expect(careers!.open.find((position) => position.slug === job.slug)).toMatchObject({
      close_date: "infinity",
      closeDate: null,
    });
  });
});
