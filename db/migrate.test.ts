import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { migrate, migrationNames, pendingMigrations } from "./migrate.ts";
import { testDatabases } from "./testing.ts";

describe.each(testDatabases)("migrations on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.close());

  it("applies every migration once, then nothing", async () => {
    expect(await pendingMigrations(db)).toEqual(migrationNames());
    expect(await migrate(db)).toEqual(migrationNames());
    expect(await migrate(db)).toEqual([]);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it("creates the spec's remote functions", async () => {
    const rows = await db.query<{ proname: string }>(
      "select proname from pg_proc where proname in ('get_menus', 'get_home', 'get_menus_by_slug') order by proname",
    );
    expect(rows.map((row) => row.proname)).toEqual(["get_home", "get_menus", "get_menus_by_slug"]);
  });

  it("rejects a language other than en and km", async () => {
    await expect(db.query("insert into footers (lang, solutions, supports, company, copyright) values ('fr', '{}', '{}', '{}', 'x')")).rejects.toThrow();
  });
});
