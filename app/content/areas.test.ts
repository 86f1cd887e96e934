// The registry of content areas is the one list of the content model: a new area folder that is
// not registered, or a content table or public page that no area claims, fails here.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import routes from "../routes.ts";
import { contentAreas, contentTables, entities, fixedPaths } from "./areas.server.ts";

const folders = readdirSync(new URL("./", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "model")
  .map((entry) => entry.name);

// The product-class overviews are left out of the sitemap, as they have been since they were
// added; the complaint tracking and rating pages show one person's complaint (noindex).
const notListed = new Set(["/corporate-new", "/personal-new", "/complaint/status", "/complaint/rate"]);

/** The public addresses of routes.ts without parameters that show content (not files, feeds or redirects). */
function staticPages(): string[] {
  const notContent = new Set(["sitemap.xml", "robots.txt", "manifest.webmanifest", "offline", "forms/challenge"]);
  return routes
    .filter(
      (route) =>
        route.file.startsWith("site/") &&
        !route.path?.includes(":") &&
        !route.path?.startsWith("api/") &&
        route.path !== "*",
    )
    .filter((route) => !route.id?.startsWith("redirect-") && !notContent.has(route.path ?? ""))
    .map((route) => `/${route.path ?? ""}`)
    .filter((path) => !notListed.has(path));
}

describe("the content areas", () => {
  it("registers every folder of app/content once, under its own name", () => {
    expect(contentAreas.map((area) => area.name).sort()).toEqual([...folders].sort());
  });

  it("gives every entity its own name and a store", () => {
    const names = entities.map((entity) => entity.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of contentAreas) for (const { store } of area.entities) expect(store, area.name).toBeTruthy();
  });

  it("lists every public page without parameters in the sitemap's fixed addresses, each once", () => {
    expect([...fixedPaths].sort()).toEqual(staticPages().sort());
  });

  describe.each(testDatabases)("on $name", (database) => {
    let db: Db;
    beforeAll(async () => {
      db = await openSeeded(database);
    });
    afterAll(() => db?.close());

    it("claims every content table for the media library's where-used, each once", async () => {
      const tables = await db.query<{ table: string }>(
        `select distinct event_object_table as table from information_schema.triggers where trigger_name = 'content_changed' order by 1`,
      );
      const claimed = contentTables.map((entry) => entry.table);
      expect(new Set(claimed).size).toBe(claimed.length);
      // The media library itself and the external addresses (web addresses only) name no media item.
      expect(tables.map((row) => row.table).filter((table) => !claimed.includes(table))).toEqual([
        "media",
        "site_links",
      ]);
    });
  });
});
