// Positions as the editor keeps them: a new one at its own address, a rename that takes its
// history along, an address already taken refused, a close date that is no day refused, and
// the employment chosen once and stored as each language's word.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { listRevisions } from "../../admin/content/history.server.ts";
import { saveRecord, versionOf } from "../../admin/content/save.server.ts";
import type { Pair } from "../model/values.ts";
import { editableNamed } from "../areas.server.ts";
import { getCareer, getCareers } from "./read.server.ts";
import { employmentKindOf, employmentKinds, employmentWords } from "./employment.ts";

const staffId = "00000000-0000-4000-8000-00000000e002";
const actor = { id: staffId, email: "editor@example.com" };
const request = { actor, clientIp: "192.0.2.1" };

const position = (slug: string, lang: "en" | "km") => ({
  slug,
  position: lang === "en" ? "Data Protection Officer" : "មន្ត្រីការពារទិន្នន័យ",
  department: lang === "en" ? "Compliance" : "នាយកដ្ឋានអនុលោមភាព",
  type: "CONTRACTOR",
  close_date: "2099-03-31",
  location: lang === "en" ? "Phnom Penh" : "ភ្នំពេញ",
  orders: 9,
  description: [lang === "en" ? "Keep our customers' data safe." : "រក្សាទិន្នន័យអតិថិជនឱ្យមានសុវត្ថិភាព។"],
  responsibilities: { title: lang === "en" ? "Responsibilities" : "ភារកិច្ច", data: ["GDPR", "PDPA"] },
  requirements: { title: lang === "en" ? "Requirements" : "លក្ខខណ្ឌតម្រូវ", data: ["Law degree"] },
  note: lang === "en" ? "Send your CV." : "សូមផ្ញើប្រវត្តិរូប។",
  email: "hr@tonle-insurance.example",
  metadata: { reportTo: { label: lang === "en" ? "Report to" : "រាយការណ៍ជូន", value: "CEO" } },
  published: true,
});
const pairOf = (slug: string): Pair => ({ en: position(slug, "en"), km: position(slug, "km") });

describe("employment kinds", () => {
  it("names every kind in both languages and reads each word back as its kind", () => {
    for (const kind of employmentKinds)
      for (const word of Object.values(employmentWords[kind])) expect(employmentKindOf(word)).toBe(kind);
    expect(employmentKindOf("Volunteer")).toBeNull();
  });
});

describe.each(testDatabases)("positions on $name", (database) => {
  let db: Db;
  const positions = () => editableNamed("positions")!;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Test Editor', '{editor}')",
      [staffId, actor.email],
    );
  });
  afterAll(() => db.close());

  it("creates a new position at /careers/<slug>, in both languages, the type in each language's words", async () => {
    const saved = await saveRecord(db, positions(), {
      key: null,
      value: pairOf("data-protection-officer"),
      base: null,
      ...request,
    });
    expect(saved).toMatchObject({ status: "saved", key: "data-protection-officer" });
    const rows = await db.query<{ lang: string; slug: string; type: string }>(
      "select lang, slug, type from career_details where slug like '%data-protection%' order by lang",
    );
    expect(rows).toEqual([
      { lang: "en", slug: "/careers/data-protection-officer", type: "Contract" },
      { lang: "km", slug: "/careers/data-protection-officer", type: "កិច្ចសន្យា" },
    ]);
    const career = await getCareer(db, "km", "data-protection-officer", "2026-01-01");
    expect(career).toMatchObject({
      position: "មន្ត្រីការពារទិន្នន័យ",
      type: "កិច្ចសន្យា",
      employmentType: "CONTRACTOR",
      metadata: { reportTo: { value: "CEO" } },
    });
    expect((await getCareers(db, "en", "2026-01-01"))!.open.map((open) => open.slug)).toContain(
      "/careers/data-protection-officer",
    );
    expect((await positions().store.list!(db)).map((item) => item.key)).toContain("data-protection-officer");
  });

  it("keeps a position's 'Reports to' left out as null, not as the page's NA fallback", async () => {
    const withoutReportTo = (lang: "en" | "km") => ({
      ...position("no-report-line", lang),
      metadata: { reportTo: null },
    });
    const saved = await saveRecord(db, positions(), {
      key: null,
      value: { en: withoutReportTo("en"), km: withoutReportTo("km") },
      base: null,
      ...request,
    });
    expect(saved).toMatchObject({ status: "saved", key: "no-report-line" });
    expect((await getCareer(db, "en", "no-report-line", "2026-01-01"))?.metadata).toEqual({ reportTo: null });
    expect((await positions().store.load(db, "no-report-line"))?.en?.metadata).toEqual({ reportTo: null });
  });

  it("renames a position: the old address is gone, its history follows it", async () => {
    const { store } = positions();
    const current = (await store.load(db, "data-protection-officer"))!;
    const renamed: Pair = {
      en: { ...current.en!, slug: "privacy-officer" },
      km: { ...current.km!, slug: "privacy-officer" },
    };
    const saved = await saveRecord(db, positions(), {
      key: "data-protection-officer",
      value: renamed,
      base: versionOf(current),
      ...request,
    });
    expect(saved).toMatchObject({ status: "saved", key: "privacy-officer" });
    expect(await store.load(db, "data-protection-officer")).toBeNull();
    expect(await store.load(db, "privacy-officer")).toEqual(renamed);
    expect(await getCareer(db, "en", "privacy-officer", "2026-01-01")).toMatchObject({
      slug: "/careers/privacy-officer",
    });
    expect(await listRevisions(db, "positions", "data-protection-officer")).toEqual([]);
    expect((await listRevisions(db, "positions", "privacy-officer")).length).toBe(2);
  });

  it("refuses the address of another position, and a new one at a taken address", async () => {
    const { store } = positions();
    const current = (await store.load(db, "privacy-officer"))!;
    const taken: Pair = {
      en: { ...current.en!, slug: "claims-officer" },
      km: { ...current.km!, slug: "claims-officer" },
    };
    expect(
      await saveRecord(db, positions(), { key: "privacy-officer", value: taken, base: versionOf(current), ...request }),
    ).toEqual({
      status: "invalid",
      issues: [{ path: "en.slug", message: "keyTaken" }],
    });
    expect(
      await saveRecord(db, positions(), { key: null, value: pairOf("claims-officer"), base: null, ...request }),
    ).toMatchObject({ status: "invalid", issues: [{ message: "keyTaken" }] });
    expect(await store.load(db, "privacy-officer")).toEqual(current);
  });

  it("refuses a close date that is no day, and an address that is not lower-case words", async () => {
    const bad = pairOf("risk-analyst");
    bad.en = { ...bad.en!, close_date: "2026-02-30" };
    // One date for both languages (shared): the English one is checked in both columns.
    expect(await saveRecord(db, positions(), { key: null, value: bad, base: null, ...request })).toEqual({
      status: "invalid",
      issues: [
        { path: "en.close_date", message: "date" },
        { path: "km.close_date", message: "date" },
      ],
    });
    expect(
      await saveRecord(db, positions(), { key: null, value: pairOf("Risk Analyst"), base: null, ...request }),
    ).toMatchObject({
      status: "invalid",
      issues: [{ path: "en.slug", message: "key" }],
    });
    expect(await positions().store.load(db, "risk-analyst")).toBeNull();
  });
});
