// Data access of the team page (its members in order, none for a language without its row)
// against the seeded database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getTeam } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const byOrders = <Row extends { orders: number }>(rows: Row[]) => [...rows].sort((a, b) => a.orders - b.orders);

describe.each(testDatabases)("team on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the team page with its members in order (%s)", async (lang) => {
    const seed = demoContent[lang];
    const team = await getTeam(db, lang);
    expect(team).not.toBeNull();
    expect(team!.title).toBe(seed.teams.title);
    expect(team!.members.map(({ name, position, image, bio }) => ({ name, position, image, bio }))).toEqual(
      byOrders(seed.members).map(({ name, position, image, bio }) => ({ name, position, image, bio })),
    );
  });

  it("gives null when the page's row is missing in a language", async () => {
    const [km, en] = await withRollback(db, async (tx) => {
      await tx.query("delete from teams where lang = 'km'");
      // One after the other: a transaction is one connection.
      return [await getTeam(tx, "km"), await getTeam(tx, "en")];
    });
    expect(km).toBeNull();
    expect(en).not.toBeNull();
  });
});
