// Data access of the claims page (its four groups, none for a language without its row) against
// a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Expected values come
// from the demo content in db/seed. The editor's side of the page is in claims.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { claimGroups } from "./groups.ts";
import { getClaims } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

describe.each(testDatabases)("claims page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the claims page with its four groups (%s)", async (lang) => {
    const seed = demoContent[lang];
    const claims = await getClaims(db, lang);
    expect(claims).not.toBeNull();
    expect(claims!.title).toBe(seed.claims.title);
    for (const key of claimGroups) {
      const group = claims![key];
      expect(group.title).toBe(seed.claims[key].title);
      expect(group.email).toEqual(seed.claims[key].email);
      expect(group.cf1).toEqual(seed.claims[key].cf1);
      expect(group.cf2 ?? undefined).toEqual(seed.claims[key].cf2);
    }
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from claims where lang = 'km'");
      expect(await getClaims(tx, "km")).toBeNull();
    });
    expect(await getClaims(db, "km")).not.toBeNull();
  });
});
