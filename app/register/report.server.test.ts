import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { savePublicHoliday } from "./deadlines.server.ts";
import {
  complaintReport,
  complaintReportCsv,
  complaintReportRows,
  quarterToDate,
  median,
  quarterPeriod,
  reportCsvHeader,
} from "./report.server.ts";
import { alice, insertComplaint, openRegisterDb, setComplaintState } from "../../testing/register.ts";
import { listCategories } from "./categories/categories.server.ts";
import { findComplaintId } from "./complaints.server.ts";
import { setCategory } from "./workflow.server.ts";

describe("report periods", () => {
  it("are quarters in Phnom Penh, this one to date by default", () => {
    expect(quarterPeriod(2025, 1)).toEqual({
      from: new Date("2024-12-31T17:00:00Z"),
      to: new Date("2025-03-31T17:00:00Z"),
    });
    expect(quarterPeriod(2025, 4)).toEqual({
      from: new Date("2025-09-30T17:00:00Z"),
      to: new Date("2025-12-31T17:00:00Z"),
    });
    // This quarter so far, today included, in Phnom Penh.
    expect(quarterToDate(new Date("2025-05-10T00:00:00Z"))).toEqual({
      from: quarterPeriod(2025, 2).from,
      to: new Date("2025-05-10T17:00:00Z"),
    });
    // 00:30 on 1 April in Phnom Penh: the second quarter has begun, with one day.
    expect(quarterToDate(new Date("2025-03-31T17:30:00Z"))).toEqual({
      from: quarterPeriod(2025, 2).from,
      to: new Date("2025-04-01T17:00:00Z"),
    });
    // 23:30 on 31 March: the whole first quarter.
    expect(quarterToDate(new Date("2025-03-31T16:30:00Z"))).toEqual(quarterPeriod(2025, 1));
  });

  it("take the median of an even count as the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([21, 2, 13, 7])).toBe(10);
  });
});

describe.each(testDatabases)("the regulator's report on $name", (database) => {
  let db: Db;
  const refs: Record<string, string> = {};
  beforeAll(async () => {
    db = await openRegisterDb(database);
    await savePublicHoliday(
      db,
      { day: "2025-01-01", nameEn: "International New Year Day", nameKm: "ទិវាចូលឆ្នាំសកល" },
      alice,
    );
    await savePublicHoliday(
      db,
      { day: "2025-01-07", nameEn: "Victory over Genocide Day", nameKm: "ទិវាជ័យជម្នះលើរបបប្រល័យពូជសាសន៍" },
      alice,
    );
    // Hand-computed: the working days and deadlines of each are in the test below.
    const complaints = [
      {
        name: "A",
        receivedAt: "2025-01-06T10:00:00+07:00",
        lang: "en",
        source: "site",
        status: "resolved",
        ack: "2025-01-08T09:00:00+07:00",
        answer: "2025-01-24T16:00:00+07:00",
        note: "Repair paid.",
      },
      {
        name: "B",
        receivedAt: "2025-01-31T18:00:00+07:00",
        lang: "km",
        source: "api",
        status: "rejected",
        ack: "2025-02-04T10:00:00+07:00",
        answer: "2025-03-03T09:00:00+07:00",
        note: '=HYPERLINK("http://evil.example","click")',
      },
      {
        name: "C",
        receivedAt: "2025-02-08T11:00:00+07:00",
        lang: "en",
        source: "site",
        status: "in_progress",
        ack: "2025-02-12T15:00:00+07:00",
      },
      { name: "D", receivedAt: "2025-03-10T09:00:00+07:00", lang: "km", source: "site", status: "new" },
      {
        name: "E",
        receivedAt: "2025-03-25T08:00:00+07:00",
        lang: "en",
        source: "api",
        status: "resolved",
        ack: "2025-03-25T17:00:00+07:00",
        answer: "2025-04-03T10:00:00+07:00",
        note: "បានសងប្រាក់វិញ, in full",
      },
      {
        name: "G",
        receivedAt: "2025-03-31T23:59:59+07:00",
        lang: "en",
        source: "site",
        status: "resolved",
        ack: "2025-04-01T08:00:00+07:00",
        answer: "2025-04-02T08:00:00+07:00",
        note: "Apology sent.",
      },
      // Outside the first quarter.
      { name: "H", receivedAt: "2025-04-01T00:00:00+07:00", lang: "en", source: "site", status: "new" },
      { name: "I", receivedAt: "2024-12-31T23:59:59+07:00", lang: "en", source: "site", status: "new" },
    ] as const;
    for (const complaint of complaints) {
      const { id, reference } = await insertComplaint(db, {
        receivedAt: complaint.receivedAt,
        lang: complaint.lang,
        source: complaint.source,
        fullName: "Sok Dara",
      });
      refs[complaint.name] = reference;
      await setComplaintState(db, id, {
        status: complaint.status,
        acknowledgedAt: "ack" in complaint ? complaint.ack : null,
        answeredAt: "answer" in complaint ? complaint.answer : null,
        outcomeNote: "note" in complaint ? complaint.note : null,
      });
    }
  });
  afterAll(() => db.close());

  it("computes each complaint's working days and deadlines met", async () => {
    const rows = await complaintReportRows(db, quarterPeriod(2025, 1));
    expect(
      rows.map((row) => [
        row.reference,
        row.workingDaysToAcknowledge,
        row.workingDaysToAnswer,
        row.acknowledgedInTime,
        row.answeredInTime,
        row.withinDeadlines,
      ]),
    ).toEqual([
      // Monday 6 January; Tuesday 7 is a holiday. Acknowledged Wednesday: 1 working day (due end of Thursday 9);
      // resolved Friday 24: 13 (due end of Tuesday 28).
      [refs.A, 1, 13, true, true, "yes"],
      // Friday 31 January evening. Acknowledged Tuesday 4 February: 2 (due that day); rejected Monday 3 March: 21 (due 21 February).
      [refs.B, 2, 21, true, false, "no"],
      // Saturday 8 February. Acknowledged Wednesday 12: 3 (due end of Tuesday 11); not answered, due 28 February, passed.
      [refs.C, 3, null, false, false, "no"],
      // Never acknowledged, both deadlines passed.
      [refs.D, null, null, false, false, "no"],
      // Acknowledged the same day: 0; resolved Thursday 3 April: 7.
      [refs.E, 0, 7, true, true, "yes"],
      // One second before the quarter ends; acknowledged the next morning: 1; resolved the day after: 2.
      [refs.G, 1, 2, true, true, "yes"],
    ]);
    expect(rows[0]).toMatchObject({ lang: "en", source: "site", status: "resolved", outcomeNote: "Repair paid." });
    expect(new Date(rows[0]!.ackDueAt).toISOString()).toBe("2025-01-09T17:00:00.000Z");
    expect(new Date(rows[0]!.answerDueAt).toISOString()).toBe("2025-01-28T17:00:00.000Z");
  });

  it("sums up the figures the regulator asks for", async () => {
    // A is about motor insurance; the others have no category yet.
    const [motor, ...others] = await listCategories(db);
    await setCategory(db, (await findComplaintId(db, refs.A!))!, motor!.id, alice);
    // A's complainant rated the answer good, B's bad.
    for (const [reference, rating] of [
      [refs.A!, "good"],
      [refs.B!, "bad"],
    ])
      await db.query(
        "insert into complaint_ratings (complaint_id, rating) select id, $2 from complaints where reference = $1",
        [reference, rating],
      );
    expect(await complaintReport(db, quarterPeriod(2025, 1))).toEqual({
      from: "2024-12-31T17:00:00.000Z",
      to: "2025-03-31T17:00:00.000Z",
      received: 6,
      byStatus: { new: 1, acknowledged: 0, in_progress: 1, waiting: 0, resolved: 3, rejected: 1 },
      byLanguage: { en: 4, km: 2 },
      bySource: { site: 4, api: 2, email: 0 },
      acknowledgement: { done: 5, medianWorkingDays: 1, worstWorkingDays: 3, withinDeadline: 4, late: 2, pending: 0 },
      answer: { done: 4, medianWorkingDays: 10, worstWorkingDays: 21, withinDeadline: 3, late: 3, pending: 0 },
      withinDeadlines: { yes: 3, no: 3, pending: 0 },
      byCategory: [
        { id: motor!.id, en: "Motor", km: "យានយន្ត", count: 1 },
        ...others.map((category) => ({ id: category.id, en: category.en, km: category.km, count: 0 })),
        { id: null, en: "", km: "", count: 5 },
      ],
      byRating: { good: 1, bad: 1, none: 4 },
      settings: { ackWorkingDays: 2, answerWorkingDays: 15 },
    });
    const empty = await complaintReport(db, quarterPeriod(2023, 2));
    expect(empty).toMatchObject({
      received: 0,
      acknowledgement: { done: 0, medianWorkingDays: null, worstWorkingDays: null },
    });
  });

  it("counts a complaint whose deadlines are still running as pending", async () => {
    await insertComplaint(db, { receivedAt: new Date().toISOString() });
    const now = Date.now();
    const report = await complaintReport(db, { from: new Date(now - 3_600_000), to: new Date(now + 3_600_000) });
    expect(report).toMatchObject({
      received: 1,
      acknowledgement: { done: 0, withinDeadline: 0, late: 0, pending: 1 },
      answer: { pending: 1 },
      withinDeadlines: { yes: 0, no: 0, pending: 1 },
    });
  });

  it("writes the CSV with no personal data, dates in Phnom Penh time, and nothing a spreadsheet would run", async () => {
    const csv = complaintReportCsv(await complaintReportRows(db, quarterPeriod(2025, 1)));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(reportCsvHeader.join(","));
    expect(lines[1]).toBe(
      `${refs.A},2025-01-06 10:00,en,site,resolved,2025-01-08 09:00,2025-01-24 16:00,1,13,yes,Repair paid.,Motor,good`,
    );
    expect(lines[2]).toBe(
      `${refs.B},2025-01-31 18:00,km,api,rejected,2025-02-04 10:00,2025-03-03 09:00,2,21,no,"'=HYPERLINK(""http://evil.example"",""click"")",,bad`,
    );
    expect(lines[3]).toBe(`${refs.C},2025-02-08 11:00,en,site,in_progress,2025-02-12 15:00,,3,,no,,,`);
    expect(lines[4]).toBe(`${refs.D},2025-03-10 09:00,km,site,new,,,,,no,,,`);
    expect(lines[5]).toBe(
      `${refs.E},2025-03-25 08:00,en,api,resolved,2025-03-25 17:00,2025-04-03 10:00,0,7,yes,"បានសងប្រាក់វិញ, in full",,`,
    );
    expect(lines).toHaveLength(8);
    expect(csv).not.toContain("Sok Dara");
    expect(csv).not.toContain("example.com");
  });
});
