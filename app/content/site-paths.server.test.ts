// The site's paths as link fields may name them, on PGlite and PostgreSQL: the fixed pages, the
// content's pages and the library's files exist, others do not; and every path the demo content
// links to exists (what editors save must pass the check the editor makes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { editables } from "./areas.server.ts";
import { singleKey, sitePathsIn } from "./model/entity.ts";
import { missingSitePaths, pageOf } from "./site-paths.server.ts";

describe.each(testDatabases)("site paths on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("knows the pages of the site and nothing else", async () => {
    const [media] = await db.query<{ name: string }>("select name from media limit 1");
    const real = [
      "/",
      "/claims#form",
      "/contact?l=km",
      "/faq/",
      "/quickquote",
      "/corporate/fire-insurance",
      "/careers/claims-officer",
      "/newsletters/customer-day-2025",
      "/corporate-new",
      `/media/${media!.name}`,
      "/demo/service/forms/motor-claim-form.pdf",
    ];
    const made = [
      "/claim",
      "/careers/astronaut",
      "/media/nothing.pdf",
      "/corporate-new/no-such-class",
      "/admin",
      "/demo/../package.json",
      "/demo",
    ];
    expect(await missingSitePaths(db, [...real, ...made])).toEqual(made);
    expect(await missingSitePaths(db, [])).toEqual([]);
  });

  it("finds every path the demo content links to", async () => {
    const missing: string[] = [];
    for (const { definition, store } of editables) {
      const keys =
        definition.kind === "single" ? [singleKey] : ((await store.list?.(db)) ?? []).map((item) => item.key);
      for (const key of keys) {
        const value = await store.load(db, key);
        if (!value) continue;
        const links = sitePathsIn(definition, value);
        for (const address of await missingSitePaths(
          db,
          links.map((link) => link.address),
        ))
          missing.push(`${definition.name}/${key}: ${address}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("reads a link's page without its query, fragment or trailing slash", () => {
    expect(["/claims#form", "/contact?l=km", "/faq/", "/"].map(pageOf)).toEqual(["/claims", "/contact", "/faq", "/"]);
  });
});
