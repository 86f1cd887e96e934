// Data access of the footer against a seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { getFooter } from "./read.server.ts";

const khmer = /[\u1780-\u17FF]/;

describe.each(testDatabases)("footer on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("reads the footer per language", async () => {
    const footer = await getFooter(db, "km");
    expect(footer!.company.items.length).toBeGreaterThan(0);
    expect(footer!.copyright).toMatch(khmer);
  });
});
