// Data access of the contacts page (its offices with optional e-mails, none for a language
// without its row) against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set). Expected values come from the demo content in db/seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getContacts } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

describe.each(testDatabases)("contacts page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the contacts with optional e-mails (%s)", async (lang) => {
    const seed = demoContent[lang];
    const contacts = await getContacts(db, lang);
    expect(contacts).not.toBeNull();
    expect(contacts!.title).toBe(seed.contacts.title);
    expect(contacts!.address.map((office) => office.label)).toEqual(
      seed.contacts.address.map((office) => office.label),
    );
    expect(contacts!.address.map((office) => office.email ?? null)).toEqual(
      seed.contacts.address.map((office) => office.email ?? null),
    );
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from contacts where lang = 'km'");
      expect(await getContacts(tx, "km")).toBeNull();
    });
    expect(await getContacts(db, "km")).not.toBeNull();
  });
});
