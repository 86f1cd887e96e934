// The panels of /clinics and /garages as the editor saves them (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): a position out of range is refused beside its field; a panel added
// and moved keeps its position (one for both languages) and is on the public page where it was put.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { singleKey, validatePair } from "../model/entity.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import { setAt, type Pair } from "../model/values.ts";
import { getPanelPage } from "./read.server.ts";
import { editableNamed } from "../areas.server.ts";

const staffId = "00000000-0000-4000-8000-00000000e002";
const actor = { id: staffId, email: "panels@example.com" };
const clientIp = "192.0.2.2";

describe.each(testDatabases)("panels on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Panel Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  it("refuses a latitude of 91 and a longitude of 181 with their messages, and keeps the record", async () => {
    const editable = editableNamed("clinics")!;
    const pair = (await editable.store.load(db, singleKey))!;
    const bad = setAt(
      setAt(
        setAt(setAt(pair, ["en", "panels", 0, "lat"], 91), ["km", "panels", 0, "lat"], 91),
        ["en", "panels", 1, "lng"],
        181,
      ),
      ["km", "panels", 1, "lng"],
      181,
    );
    const checked = validatePair(editable.definition, bad);
    expect(checked.ok ? [] : checked.issues).toEqual(
      expect.arrayContaining([
        { path: "en.panels.0.lat", message: "latitude" },
        { path: "km.panels.0.lat", message: "latitude" },
        { path: "en.panels.1.lng", message: "longitude" },
      ]),
    );
    const outcome = await saveRecord(db, editable, {
      key: singleKey,
      value: bad,
      base: versionOf(pair),
      actor,
      clientIp,
    });
    expect(outcome.status).toBe("invalid");
    expect(await editable.store.load(db, singleKey)).toEqual(pair);
  });

  it("refuses a province that is none of the 25 and a phone that is not a number", async () => {
    const editable = editableNamed("clinics")!;
    const pair = (await editable.store.load(db, singleKey))!;
    let bad = pair;
    for (const lang of ["en", "km"] as const) {
      bad = setAt(bad, [lang, "panels", 0, "province"], "atlantis");
      bad = setAt(bad, [lang, "panels", 1, "province"], null);
      bad = setAt(bad, [lang, "panels", 2, "phone"], "call us");
      bad = setAt(bad, [lang, "panels", 3, "phone"], "៨៥៥ ១២ ៣៤៥ ៦៧៨");
    }
    const checked = validatePair(editable.definition, bad);
    const issues = checked.ok ? [] : checked.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "en.panels.0.province" }),
        { path: "en.panels.1.province", message: "required" },
        { path: "en.panels.2.phone", message: "phone" },
      ]),
    );
    // A number in Khmer digits is a number.
    expect(issues.filter((issue) => issue.path.endsWith(".3.phone"))).toEqual([]);
  });

  it("refuses a position that is not a number", () => {
    const editable = editableNamed("garages")!;
    const pair: Pair = { en: null, km: null };
    const record = {
      image1: "/x.svg",
      title: "T",
      subtitle: "S",
      subtitle1: "S1",
      qaa: [],
      panels: [{ title: "P", lat: null, lng: "104", description: null, map_link: null }],
    };
    const checked = validatePair(editable.definition, { ...pair, en: record });
    expect(checked.ok ? [] : checked.issues).toEqual(
      expect.arrayContaining([
        { path: "en.panels.0.lat", message: "latitude" },
        { path: "en.panels.0.lng", message: "longitude" },
      ]),
    );
  });

  it("saves a panel added at the end and moved to the top: its position and place hold in both languages", async () => {
    const editable = editableNamed("garages")!;
    const pair = (await editable.store.load(db, singleKey))!;
    const count = (pair.en!.panels as unknown[]).length;
    const added = {
      en: {
        title: "Kep Seaside Garage",
        province: "kep",
        lat: 10.4829,
        lng: 104.3167,
        description: "Crab Market Road, Kep",
        phone: "+855 12 345 678",
        hours: "Mon–Sat 8:00–17:00",
        map_link: "https://www.openstreetmap.org/?mlat=10.4829&mlon=104.3167",
        published: true,
      },
      km: {
        title: "យានដ្ឋានមាត់សមុទ្រកែប",
        province: "kep",
        lat: 10.4829,
        lng: 104.3167,
        description: "ផ្លូវផ្សារក្តាម កែប",
        phone: "+855 12 345 678",
        hours: "ច័ន្ទ–សៅរ៍ ៨:០០–១៧:០០",
        map_link: "https://www.openstreetmap.org/?mlat=10.4829&mlon=104.3167",
        published: true,
      },
    };
    // As the editor's list does it: added at the end in both languages, then moved up to the top.
    const moved: Pair = {
      en: { ...pair.en!, panels: [added.en, ...(pair.en!.panels as unknown[])] },
      km: { ...pair.km!, panels: [added.km, ...(pair.km!.panels as unknown[])] },
    };
    const outcome = await saveRecord(db, editable, {
      key: singleKey,
      value: moved,
      base: versionOf(pair),
      actor,
      clientIp,
    });
    expect(outcome.status).toBe("saved");
    const reread = (await editable.store.load(db, singleKey))!;
    expect(reread).toEqual(moved);
    for (const lang of ["en", "km"] as const) {
      const page = (await getPanelPage(db, lang, "garages"))!;
      expect(page.panels).toHaveLength(count + 1);
      // Visitors' reads carry no published flag: only published panels reach them.
      const shown = Object.fromEntries(Object.entries(added[lang]).filter(([key]) => key !== "published"));
      expect(page.panels[0]).toMatchObject({ ...shown, orders: 0 });
      // The others follow in their former order.
      expect(page.panels.slice(1).map((panel) => panel.title)).toEqual(
        (pair[lang]!.panels as { title: string }[]).map((panel) => panel.title),
      );
    }
    // The clinics are another table: untouched.
    expect((await getPanelPage(db, "en", "clinics"))!.panels.map((panel) => panel.title)).not.toContain(added.en.title);
  });
});
