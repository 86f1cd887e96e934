// Data access of /clinics and /garages (their panels in order, none for a language without its
// row) against a seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
// Expected values come from the demo content in db/seed. The editor's side is in panels.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { seededDemoContent } from "../../../db/seed/media.ts";
import { openSeeded, testDatabases, withRollback } from "../../../testing/db.ts";
import { languages } from "../../i18n/lang.ts";
import { getPanelPage, panelKinds } from "./read.server.ts";
import type { ProvinceCode } from "./provinces.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const khmer = /[\u1780-\u17FF]/;
const panelRows = { clinics: "clinic_panel", garages: "garage_panel" } as const;

describe.each(testDatabases)("panel pages on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  describe.each(languages)("in %s", (lang) => {
    const seed = demoContent[lang];

    it.each(panelKinds)("reads %s with its panels ordered by orders", async (kind) => {
      const page = await getPanelPage(db, lang, kind);
      const seeded = seed[panelRows[kind]];
      expect(page).not.toBeNull();
      expect(page!.title).toBe(seed[kind].title);
      expect(page!.subtitle1).toBe(seed[kind].subtitle1);
      expect(page!.qaa).toHaveLength(seed[kind].qaa.length);
      expect(page!.panels.map((panel) => panel.orders)).toEqual(
        seeded.map((panel) => panel.orders).sort((a, b) => a - b),
      );
      const first = [...seeded].sort((a, b) => a.orders - b.orders)[0]!;
      expect(page!.panels[0]).toMatchObject({
        title: first.title,
        lat: first.lat,
        lng: first.lng,
        province: first.province,
        phone: first.phone,
        hours: first.hours,
        map_link: first.map_link,
      });
      // Panels without an address keep description null (the page shows NA).
      expect(page!.panels.filter((panel) => panel.description === null).map((panel) => panel.title)).toEqual(
        seeded
          .filter((panel) => panel.description === null)
          .sort((a, b) => a.orders - b.orders)
          .map((panel) => panel.title),
      );
      if (lang === "km") expect(page!.title).toMatch(khmer);
    });
  });

  it("narrows the panels by province and by a part of the name, in either language; the total stays", async () => {
    const seeded = demoContent.en.garage_panel;
    const province = seeded.find((panel) => panel.province !== "phnom-penh")!.province as ProvinceCode;
    const inProvince = await getPanelPage(db, "en", "garages", false, { province });
    expect(inProvince!.panels.map((panel) => panel.title)).toEqual(
      seeded.filter((panel) => panel.province === province).map((panel) => panel.title),
    );
    expect(inProvince!.total).toBe(seeded.length);

    const khmerTitle = demoContent.km.garage_panel[0]!.title;
    const part = khmerTitle.slice(2, 8);
    const byName = await getPanelPage(db, "km", "garages", false, { name: `  ${part} ` });
    expect(byName!.panels.map((panel) => panel.title)).toContain(khmerTitle);
    for (const panel of byName!.panels) expect(panel.title).toContain(part);

    const english = await getPanelPage(db, "en", "garages", false, { name: seeded[0]!.title.toUpperCase() });
    expect(english!.panels.map((panel) => panel.title)).toEqual([seeded[0]!.title]);
    // LIKE's own signs are letters here, not wildcards.
    for (const name of ["%", "_", "\\", "%%%"])
      expect((await getPanelPage(db, "en", "garages", false, { name }))!.panels).toEqual([]);
    expect((await getPanelPage(db, "en", "garages", false, { province: "kep", name: "zzz" }))!.panels).toEqual([]);
  });

  it("gives null when a language has no record (the page answers 404)", async () => {
    await withRollback(db, async (tx) => {
      for (const table of ["clinics", "garages"]) await tx.query(`delete from ${table} where lang = 'km'`);
      expect(await getPanelPage(tx, "km", "clinics")).toBeNull();
      expect(await getPanelPage(tx, "km", "garages")).toBeNull();
    });
    expect(await getPanelPage(db, "km", "clinics")).not.toBeNull();
  });
});
