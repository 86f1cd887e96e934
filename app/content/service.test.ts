// Data access of the service pages against a seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). Expected values come from the demo content in db/seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { seededDemoContent } from "../../db/seed/media.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { languages } from "../i18n/lang.ts";
import { ContentUnavailableError } from "./query.server.ts";
import { claimGroups } from "./claims/groups.ts";
import { getClaims } from "./claims/read.server.ts";
import { complaintForms, getComplaint } from "./complaint/read.server.ts";
import { getContacts } from "./contacts/read.server.ts";
import { getFaq } from "./faq/read.server.ts";
import { getPanelPage, panelKinds } from "./panels/read.server.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const khmer = /[\u1780-\u17FF]/;
const panelRows = { clinics: "clinic_panel", garages: "garage_panel" } as const;

describe.each(testDatabases)("service content on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    const seed = demoContent[lang];

    it("reads the claims page with its four groups", async () => {
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

    it.each(panelKinds)("reads %s with its panels ordered by orders", async (kind) => {
      const page = await getPanelPage(db, lang, kind);
      const seeded = seed[panelRows[kind]];
      expect(page).not.toBeNull();
      expect(page!.title).toBe(seed[kind].title);
      expect(page!.subtitle1).toBe(seed[kind].subtitle1);
      expect(page!.qaa).toHaveLength(seed[kind].qaa.length);
      expect(page!.panels.map((panel) => panel.orders)).toEqual(seeded.map((panel) => panel.orders).sort((a, b) => a - b));
      const first = [...seeded].sort((a, b) => a.orders - b.orders)[0]!;
      expect(page!.panels[0]).toMatchObject({ title: first.title, lat: first.lat, lng: first.lng, map_link: first.map_link });
      // Panels without an address keep description null (the page shows NA).
      expect(page!.panels.filter((panel) => panel.description === null).map((panel) => panel.title)).toEqual(
        seeded.filter((panel) => panel.description === null).sort((a, b) => a.orders - b.orders).map((panel) => panel.title),
      );
      if (lang === "km") expect(page!.title).toMatch(khmer);
    });

    it("reads the complaint page and builds its form matrix", async () => {
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

    it("reads the contacts with optional e-mails", async () => {
      const contacts = await getContacts(db, lang);
      expect(contacts).not.toBeNull();
      expect(contacts!.title).toBe(seed.contacts.title);
      expect(contacts!.address.map((office) => office.label)).toEqual(seed.contacts.address.map((office) => office.label));
      expect(contacts!.address.map((office) => office.email ?? null)).toEqual(seed.contacts.address.map((office) => office.email ?? null));
    });

    it("reads the FAQ with its questions ordered by orders", async () => {
      const faq = await getFaq(db, lang);
      expect(faq).not.toBeNull();
      expect(faq!.title1).toBe(seed.faqs.title1);
      const expected = [...seed.faq_details].sort((a, b) => a.orders - b.orders);
      expect(faq!.faq_details.map((detail) => detail.question)).toEqual(expected.map((detail) => detail.question));
      expect(faq!.faq_details[0]!.answer).toBe(expected[0]!.answer);
    });
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await db.transaction(async (tx) => {
      for (const table of ["claims", "clinics", "garages", "complaint", "contacts", "faqs"]) await tx.query(`delete from ${table} where lang = 'km'`);
      expect(await getClaims(tx, "km")).toBeNull();
      expect(await getPanelPage(tx, "km", "clinics")).toBeNull();
      expect(await getPanelPage(tx, "km", "garages")).toBeNull();
      expect(await getComplaint(tx, "km")).toBeNull();
      expect(await getContacts(tx, "km")).toBeNull();
      expect(await getFaq(tx, "km")).toBeNull();
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    expect(await getFaq(db, "km")).not.toBeNull();
  });

  it("reports an unreachable database as ContentUnavailableError", async () => {
    const down: Db = { ...db, query: () => Promise.reject(new Error("ECONNREFUSED")) };
    await expect(getPanelPage(down, "en", "garages")).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(getFaq(down, "en")).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

class Rollback extends Error {}
