// The site's external addresses: the database's where set, else the environment's (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "../../../db/client.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { loadEnv, siteConfig } from "../../../server/env.ts";
import { redirectNames } from "./redirects.ts";
import { getSiteLinks } from "./read.server.ts";
import { siteLinkNames, siteLinksSchema } from "./schema.ts";

const defaults = siteConfig(loadEnv({})).links;

describe("the site links' schema", () => {
  it("names the portals, the travel-booking page and every redirect route", () => {
    expect(siteLinkNames).toEqual(["quote_portal", "claim_portal", "travel_booking", ...redirectNames]);
    expect(Object.keys(defaults).sort()).toEqual([...siteLinkNames].sort());
  });

  it("takes web addresses or nothing (empty text is nothing), and refuses other schemes", () => {
    const empty = Object.fromEntries(siteLinkNames.map((name) => [name, null]));
    expect(siteLinksSchema.parse({ ...empty, travel_booking: "  ", app: "https://apps.example/x" })).toEqual({
      ...empty,
      app: "https://apps.example/x",
    });
    const refused = siteLinksSchema.safeParse({ ...empty, quote_portal: "javascript:alert(1)", hcip: "portal" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["quote_portal", "url"],
      ["hcip", "url"],
    ]);
  });

  it("have environment defaults that change with their variables", () => {
    const links = siteConfig(
      loadEnv({ TRAVEL_BOOKING_URL: "https://book.example/travel", REDIRECT_AGENCY_URL: "https://agents.example/" }),
    ).links;
    expect(links.travel_booking).toBe("https://book.example/travel");
    expect(links.agency).toBe("https://agents.example/");
    expect(() => loadEnv({ TRAVEL_BOOKING_URL: "ftp://book.example/" })).toThrow(/TRAVEL_BOOKING_URL/);
  });
});

describe.each(testDatabases)("site links on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("are the environment's while the seeded row holds none", async () => {
    const [row] = await db.query<Record<string, unknown>>("select * from site_links");
    expect(Object.values({ ...row, id: null }).every((value) => value === null)).toBe(true);
    expect(await getSiteLinks(db, defaults)).toEqual(defaults);
  });

  it("take an address set in the database over the environment's; an emptied one falls back", async () => {
    await withRollback(db, async (tx) => {
      await tx.query(
        "update site_links set travel_booking = 'https://travel.example/book', hcip = 'https://hcip.example/', claim_portal = ''",
      );
      expect(await getSiteLinks(tx, defaults)).toEqual({
        ...defaults,
        travel_booking: "https://travel.example/book",
        hcip: "https://hcip.example/",
      });
      await tx.query("update site_links set travel_booking = null");
      expect((await getSiteLinks(tx, defaults)).travel_booking).toBe(defaults.travel_booking);
    });
  });

  it("never take an address that is not a web address, nor fail a page without their row", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("update site_links set quote_portal = 'javascript:alert(1)', agency = 'https://agency.example/'");
      expect(await getSiteLinks(tx, defaults)).toEqual({ ...defaults, agency: "https://agency.example/" });
      await tx.query("delete from site_links");
      expect(await getSiteLinks(tx, defaults)).toEqual(defaults);
    });
  });

  it("are the environment's when the database cannot be read", async () => {
    const down: Queryable = {
      query: () => Promise.reject(Object.assign(new Error("relation does not exist"), { code: "42P01" })),
    };
    expect(await getSiteLinks(down, defaults)).toEqual(defaults);
  });

  it("bump the content version when changed", async () => {
    const version = async () =>
      BigInt((await db.query<{ v: string }>("select version::text as v from content_version"))[0]!.v);
    const before = await version();
    await withRollback(db, async (tx) => {
      await tx.query("update site_links set app = 'https://app.example/'");
      expect(BigInt((await tx.query<{ v: string }>("select version::text as v from content_version"))[0]!.v)).toBe(
        before + 1n,
      );
    });
  });
});
