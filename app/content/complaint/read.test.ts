// Data access of the complaint page (its form matrix, none for a language without its row)
// against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Expected
// values come from the demo content in db/seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { complaintForms, getComplaint } from "./read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

describe.each(testDatabases)("complaint page on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it.each(languages)("reads the complaint page and builds its form matrix (%s)", async (lang) => {
    const seed = demoContent[lang];
    const complaint = await getComplaint(db, lang);
    expect(complaint).not.toBeNull();
    expect(complaint!.title).toBe(seed.complaint.title);
    const [first, second] = complaintForms(complaint!);
    expect(first!.category).toBe(seed.complaint.category1);
    expect(second!.category).toBe(seed.complaint.category2);
    expect(first!.forms.map((form) => form.type)).toEqual([seed.complaint.form_type1, seed.complaint.form_type2]);
    expect(first!.forms[0]!.english).toEqual({ label: seed.complaint.english, url: seed.complaint.form1_url });
    expect(first!.forms[1]!.khmer).toEqual({ label: seed.complaint.khmer, url: seed.complaint.kh_form2_url });
    expect(second!.forms[0]!.english.url).toBe(seed.complaint.form3_url);
    expect(second!.forms[1]!.english.url).toBe(seed.complaint.form4_url);
    expect(second!.forms[1]!.khmer.url).toBe(seed.complaint.kh_form4_url);
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await withRollback(db, async (tx) => {
      await tx.query("delete from complaint where lang = 'km'");
      expect(await getComplaint(tx, "km")).toBeNull();
    });
    expect(await getComplaint(db, "km")).not.toBeNull();
  });
});
