// Data access of the home page (get_home, with the product children of the menu) against a
// seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { getMenus } from "../menus/read.server.ts";
import { getHome } from "./read.server.ts";

const khmer = /[\u1780-\u17FF]/;

describe.each(testDatabases)("home page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("get_home gives the home page with the product children of the menu", async () => {
    const home = await getHome(db, "km");
    const menus = await getMenus(db, "km");
    expect(home).not.toBeNull();
    expect(home!.images.length).toBeGreaterThanOrEqual(3);
    expect(home!.corporate.children).toEqual(menus.find((item) => item.slug === "/corporate")!.children);
    expect(home!.personal.children).toEqual(menus.find((item) => item.slug === "/personal")!.children);
    expect(home!.why_title).toMatch(khmer);
    expect(home!.testimonails.length).toBeGreaterThan(0);
  });
});
