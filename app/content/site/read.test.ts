// Data access of the site identity against a seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { getSite } from "./read.server.ts";

describe.each(testDatabases)("site identity on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("reads the site identity per language", async () => {
    const site = await getSite(db, "en");
    expect(site!.company_name).toMatch(/General Insurance/);
    expect(site!.logo_light).toMatch(/^\/media\/logo-light-[0-9a-f]{16}\.svg$/);
  });
});
