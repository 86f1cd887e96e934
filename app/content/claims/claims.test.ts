// The claims page as the editor saves it (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// a team's second claim form removed and added back, and what the public page then reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { singleKey, validatePair } from "../model/entity.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import { setAt } from "../model/values.ts";
import { getClaims } from "./read.server.ts";
import { editableNamed } from "../areas.server.ts";

const staffId = "00000000-0000-4000-8000-00000000e003";
const actor = { id: staffId, email: "claims@example.com" };
const clientIp = "192.0.2.3";

describe.each(testDatabases)("claims on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Claims Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  it("removes a team's second form and adds one to a team without: both read back and shown as saved", async () => {
    const editable = editableNamed("claims")!;
    const pair = (await editable.store.load(db, singleKey))!;
    expect((pair.en!.medical as { cf2?: unknown }).cf2).toBeTruthy();
    expect((pair.en!.property as { cf2?: unknown }).cf2 ?? null).toBeNull();
    const form = {
      en: {
        title: "Property Damage Photos Form",
        label: "Download",
        url: "/demo/service/forms/property-claim-form.pdf",
      },
      km: { title: "ទម្រង់រូបថតការខូចខាតទ្រព្យសម្បត្តិ", label: "ទាញយក", url: "/demo/service/forms/property-claim-form.pdf" },
    };
    let edited = pair;
    for (const lang of ["en", "km"] as const) {
      edited = setAt(edited, [lang, "medical", "cf2"], null);
      edited = setAt(edited, [lang, "property", "cf2"], form[lang]);
    }
    const outcome = await saveRecord(db, editable, {
      key: singleKey,
      value: edited,
      base: versionOf(pair),
      actor,
      clientIp,
    });
    expect(outcome.status).toBe("saved");
    expect(await editable.store.load(db, singleKey)).toEqual(edited);
    for (const lang of ["en", "km"] as const) {
      const claims = (await getClaims(db, lang))!;
      expect(claims.medical.cf2).toBeNull();
      expect(claims.medical.cf1).toEqual((pair[lang]!.medical as { cf1: unknown }).cf1);
      expect(claims.property.cf2).toEqual(form[lang]);
    }
  });

  it("refuses a second form with its link missing or unsafe, and a team e-mail that is not one", async () => {
    const editable = editableNamed("claims")!;
    const pair = (await editable.store.load(db, singleKey))!;
    let bad = setAt(pair, ["km", "travel_other", "cf2"], { title: "X", label: "Y", url: "" });
    bad = setAt(bad, ["en", "travel_other", "cf2"], { title: "X", label: "Y", url: "javascript:alert(1)" });
    bad = setAt(bad, ["en", "medical", "email", "value"], "medical claims at example");
    // Text that is no address at all, though a browser would read it as a relative one.
    bad = setAt(bad, ["en", "medical", "cf1", "url"], "not a link");
    bad = setAt(bad, ["km", "medical", "cf1", "url"], "//elsewhere.example/form.pdf");
    const checked = validatePair(editable.definition, bad);
    expect(checked.ok ? [] : checked.issues).toEqual(
      expect.arrayContaining([
        { path: "km.travel_other.cf2.url", message: "required" },
        { path: "en.travel_other.cf2.url", message: "url" },
        { path: "en.medical.email.value", message: "email" },
        { path: "en.medical.cf1.url", message: "url" },
        { path: "km.medical.cf1.url", message: "url" },
      ]),
    );
    // What a link field does accept: a full address, a page of the site, a library document.
    for (const link of ["https://forms.example/claim", "mailto:claims@example.com", "/claims", "/media/form-1a2b.pdf"])
      expect(validatePair(editable.definition, setAt(pair, ["en", "medical", "cf1", "url"], link)).ok, link).toBe(true);
    expect(
      (await saveRecord(db, editable, { key: singleKey, value: bad, base: versionOf(pair), actor, clientIp })).status,
    ).toBe("invalid");
  });

  it("still shows the page when the database holds a malformed e-mail or an unsafe form link (read leniently)", async () => {
    await db.query(
      `update claims set medical = jsonb_set(jsonb_set(medical, '{email,value}', '"not an e-mail"'), '{cf1,url}', '"javascript:alert(1)"') where lang = 'en'`,
    );
    const claims = (await getClaims(db, "en"))!;
    expect(claims.medical.email.value).toBe("not an e-mail");
    expect(claims.medical.cf1.url).toBeNull();
  });
});
