// Data access of the vision page (its client logos in order, none for a language without its
// row) against the seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getVision } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const byOrders = <Row extends { orders: number }>(rows: Row[]) => [...rows].sort((a, b) => a.orders - b.orders);

describe.each(testDatabases)("vision on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the vision page with its client logos in order (%s)", async (lang) => {
    const seed = demoContent[lang];
    const vision = await getVision(db, lang);
    expect(vision).not.toBeNull();
    expect(vision!.title).toBe(seed.visions.title);
    expect(vision!.description).toEqual(seed.visions.description);
    expect(vision!.vmc).toEqual(seed.visions.vmc);
    expect(vision!.clients.map(({ image, alt, href }) => ({ image, alt, href }))).toEqual(
      byOrders(seed.clients).map(({ image, alt, href }) => ({ image, alt, href })),
    );
    expect(vision!.clients.some((client) => client.href === null)).toBe(true);
  });

  it("gives null when the page's row is missing in a language", async () => {
    const [km, en] = await withRollback(db, async (tx) => {
      await tx.query("delete from visions where lang = 'km'");
      // One after the other: a transaction is one connection.
      return [await getVision(tx, "km"), await getVision(tx, "en")];
    });
    expect(km).toBeNull();
    expect(en).not.toBeNull();
  });
});
