// The register's settings over HTTP: the deadlines changed (running deadlines recomputed) or
// refused beside the field, holidays added and removed a year at a time, all audited, admin only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../testing/db.ts";
import { serveBackOffice, type BackOffice } from "../../../../testing/admin-http.ts";
import { insertComplaint } from "../../../../testing/register.ts";
import { getRegisterSettings, listPublicHolidays } from "../../../register/deadlines.server.ts";
import { phnomPenhDay } from "../../../register/working-days.ts";

describe.each(testDatabases)("the register's settings on $name", (database) => {
  let site: BackOffice;
  let cookie: string;
  let staffId: string;
  const thisYear = Number(phnomPenhDay(new Date()).slice(0, 4));

  beforeAll(async () => {
    site = await serveBackOffice(database);
    ({ cookie, id: staffId } = await site.signIn(["admin"]));
  });
  afterAll(() => site.close());

  const lastAudit = async (action: string) =>
    (
      await site.db.query<{ actor_id: string; detail: unknown }>(
        "select actor_id, detail from staff_audit_log where action = $1 order by id desc limit 1",
        [action],
      )
    )[0];
  const field = (page: string, id: string) => new RegExp(`<input[^>]* id="${id}"[^>]*>`).exec(page)?.[0] ?? "";

  it("shows the deadlines and this year's holidays, in both languages", async () => {
    const page = await (await site.get("/admin/settings", cookie)).text();
    expect(field(page, "deadlines-ackWorkingDays")).toContain('value="2"');
    expect(field(page, "deadlines-answerWorkingDays")).toContain('value="15"');
    expect(page).toContain(`No public holiday entered for ${thisYear}.`);
    expect(page).toContain(`<option value="${thisYear}" selected="">${thisYear}</option>`);
    const khmer = await (await site.get("/admin/settings?l=km", cookie)).text();
    expect(khmer).toContain("កាលកំណត់នៃពាក្យបណ្តឹង");
    expect(khmer).toContain("ឈ្មោះជាភាសាខ្មែរ");
  });

  it("changes the deadlines, moving the running ones, and says so after the redirect", async () => {
    const { id } = await insertComplaint(site.db, { receivedAt: new Date().toISOString() });
    const due = async () =>
      (await site.db.query<{ ack: string }>("select ack_due_at::text as ack from complaints where id = $1", [id]))[0]!
        .ack;
    const before = await due();
    const response = await site.post(`/admin/settings?year=${thisYear}&l=km`, cookie, {
      intent: "deadlines",
      ackWorkingDays: "3",
      answerWorkingDays: "10",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/settings?year=${thisYear}&l=km&notice=deadlines-saved`);
    expect(await getRegisterSettings(site.db)).toMatchObject({
      ackWorkingDays: 3,
      answerWorkingDays: 10,
      updatedBy: { id: staffId, name: "Test Staff" },
    });
    expect(await due()).not.toBe(before);
    expect(await lastAudit("register.settings")).toEqual({
      actor_id: staffId,
      detail: { ackWorkingDays: 3, answerWorkingDays: 10, previousAckWorkingDays: 2, previousAnswerWorkingDays: 15 },
    });
    const page = await (await site.get(response.headers.get("location")!, cookie)).text();
    expect(page).toContain('role="status">កាលកំណត់ត្រូវបានរក្សាទុកហើយ');
    expect(page).toContain("ដោយ Test Staff");
  });

  it("refuses deadlines that are not whole numbers in range, beside the field, keeping what was typed", async () => {
    const refused = async (fields: Record<string, string>, lang = "") => {
      const response = await site.post(`/admin/settings${lang}`, cookie, { intent: "deadlines", ...fields });
      expect(response.status).toBe(400);
      return response.text();
    };
    let page = await refused({ ackWorkingDays: "0", answerWorkingDays: "10" });
    expect(field(page, "deadlines-ackWorkingDays")).toMatch(/aria-invalid="true".*value="0"/);
    expect(page).toMatch(/id="deadlines-ackWorkingDays-error"[^>]*><p>Enter a number from 1 to 60\.<\/p>/);
    page = await refused({ ackWorkingDays: "20", answerWorkingDays: "10" });
    expect(page).toContain("<p>Acknowledging cannot take longer than answering.</p>");
    page = await refused({ ackWorkingDays: "2.5", answerWorkingDays: "" }, "?l=km");
    expect(page).toMatch(/id="deadlines-ackWorkingDays-error"[^>]*><p>សូមបញ្ចូលចំនួនគត់។<\/p>/);
    expect(page).toMatch(/id="deadlines-answerWorkingDays-error"[^>]*><p>ត្រូវបំពេញប្រអប់នេះ។<\/p>/);
    expect(await getRegisterSettings(site.db)).toMatchObject({ ackWorkingDays: 3, answerWorkingDays: 10 });
  });

  it("adds a holiday in English and Khmer, shows it in its year, and removes it", async () => {
    const added = await site.post("/admin/settings", cookie, {
      intent: "holiday",
      day: "2031-04-14",
      nameEn: "Khmer New Year",
      nameKm: "បុណ្យចូលឆ្នាំខ្មែរ",
    });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/settings?year=2031&notice=holiday-saved");
    expect(await listPublicHolidays(site.db, { from: "2031-01-01" })).toEqual([
      { day: "2031-04-14", nameEn: "Khmer New Year", nameKm: "បុណ្យចូលឆ្នាំខ្មែរ" },
    ]);
    expect(await lastAudit("holiday.save")).toEqual({
      actor_id: staffId,
      detail: { day: "2031-04-14", nameEn: "Khmer New Year", nameKm: "បុណ្យចូលឆ្នាំខ្មែរ" },
    });
    const page = await (await site.get("/admin/settings?year=2031", cookie)).text();
    expect(page).toContain('<time dateTime="2031-04-14">Monday, 14 April 2031</time>');
    expect(page).toContain('<td data-label="Name in Khmer" lang="km">បុណ្យចូលឆ្នាំខ្មែរ</td>');
    expect(page).toContain('<option value="2031" selected="">2031</option>');

    const removed = await site.post("/admin/settings?year=2031", cookie, { intent: "remove", day: "2031-04-14" });
    expect(removed.headers.get("location")).toBe("/admin/settings?year=2031&notice=holiday-removed");
    expect(await listPublicHolidays(site.db, { from: "2031-01-01" })).toEqual([]);
    expect(await lastAudit("holiday.remove")).toEqual({ actor_id: staffId, detail: { day: "2031-04-14" } });
    const again = await site.post("/admin/settings?year=2031", cookie, { intent: "remove", day: "2031-04-14" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This day was not in the list any more.");
  });

  it("refuses a holiday without a real date or a name, beside the field, keeping what was typed", async () => {
    const response = await site.post("/admin/settings?l=km", cookie, {
      intent: "holiday",
      day: "2031-02-30",
      nameEn: "Made-up Day",
      nameKm: " ",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(field(page, "holiday-day")).toMatch(/aria-invalid="true".*value="2031-02-30"/);
    expect(page).toMatch(/id="holiday-day-error"[^>]*><p>សូមបញ្ចូលកាលបរិច្ឆេទជា YYYY-MM-DD។<\/p>/);
    expect(field(page, "holiday-nameEn")).toContain('value="Made-up Day"');
    expect(page).toMatch(/id="holiday-nameKm-error"[^>]*><p>ត្រូវបំពេញប្រអប់នេះ។<\/p>/);
    expect((await site.post("/admin/settings", cookie, { intent: "remove", day: "yesterday" })).status).toBe(400);
    expect((await site.post("/admin/settings", cookie, { intent: "other" })).status).toBe(400);
  });

  it("adds Cambodia's public holidays of this year and next in one go, as ticked, keeping the days already in the list", async () => {
    const nextYear = thisYear + 1;
    const heading = `Cambodia&#x27;s public holidays of ${thisYear} and ${nextYear}`;
    await site.post("/admin/settings", cookie, {
      intent: "holiday",
      day: `${thisYear}-01-07`,
      nameEn: "Our own name",
      nameKm: "ឈ្មោះរបស់យើង",
    });
    let page = await (await site.get("/admin/settings", cookie)).text();
    const offered = [...page.matchAll(/<input type="checkbox"[^>]* name="day"[^>]*>/g)].map(([input]) => [
      /value="([\d-]+)"/.exec(input)![1]!,
      input.includes('checked=""') ? "checked" : undefined,
      input.includes('disabled=""') ? "disabled" : undefined,
    ]);
    expect(offered.length).toBeGreaterThan(40);
    expect(offered.find(([day]) => day === `${thisYear}-01-07`)?.slice(1)).toEqual([undefined, "disabled"]);
    expect(offered.find(([day]) => day === `${nextYear}-12-29`)?.slice(1)).toEqual(["checked", undefined]);
    expect(page).toMatch(new RegExp(`${heading}: ${offered.length - 1} days not in the list yet`));

    // Nothing ticked, or only days that are no holiday: refused, nothing added.
    const nothing: Record<string, string>[] = [
      { intent: "calendar" },
      { intent: "calendar", day: `${thisYear}-02-02` },
    ];
    for (const fields of nothing) {
      const refused = await site.post("/admin/settings?l=km", cookie, fields);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("សូមធីកយ៉ាងហោចណាស់មួយថ្ងៃ។");
    }

    const ticked = offered.map(([day]) => day!).filter((day) => day !== `${nextYear}-09-24`);
    const response = await site.post(`/admin/settings?year=${thisYear}`, cookie, [
      ["intent", "calendar"],
      ...ticked.map((day): [string, string] => ["day", day]),
      ["day", `${thisYear}-02-02`],
    ]);
    expect(response.headers.get("location")).toBe(`/admin/settings?year=${thisYear}&notice=holidays-loaded`);
    const listed = await listPublicHolidays(site.db, { from: `${thisYear}-01-01`, to: `${nextYear}-12-31` });
    expect(listed.map((holiday) => holiday.day)).toEqual(ticked);
    expect(listed[1]).toEqual({ day: `${thisYear}-01-07`, nameEn: "Our own name", nameKm: "ឈ្មោះរបស់យើង" });
    expect(listed.find((holiday) => holiday.day === `${nextYear}-01-07`)).toEqual({
      day: `${nextYear}-01-07`,
      nameEn: "Victory over Genocide Day",
      nameKm: "ទិវាជ័យជម្នះលើរបបប្រល័យពូជសាសន៍",
    });
    expect(await lastAudit("holiday.load")).toEqual({
      actor_id: staffId,
      detail: { days: ticked.length - 1, years: [String(thisYear), String(nextYear)] },
    });

    // The day left unticked is still offered, alone.
    page = await (await site.get("/admin/settings", cookie)).text();
    expect(page).toContain(`${heading}: 1 day not in the list yet`);
    await site.post("/admin/settings", cookie, { intent: "calendar", day: `${nextYear}-09-24` });
    page = await (await site.get("/admin/settings", cookie)).text();
    expect(page).toContain(`All of ${heading} are in the list.`);
  });

  it("is for admins only", async () => {
    const complaints = await site.signIn(["complaints"]);
    expect((await site.get("/admin/settings", complaints.cookie)).status).toBe(403);
    expect(
      (
        await site.post("/admin/settings", complaints.cookie, {
          intent: "deadlines",
          ackWorkingDays: "1",
          answerWorkingDays: "1",
        })
      ).status,
    ).toBe(403);
    expect(await getRegisterSettings(site.db)).toMatchObject({ ackWorkingDays: 3 });
  });
});
