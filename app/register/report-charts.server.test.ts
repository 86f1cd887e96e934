import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { alice, bopha, insertComplaint, openRegisterDb, setComplaintState } from "../../testing/register.ts";
import { chartCsv, chartFiltersFromQuery, percentile, reportCharts } from "./report-charts.server.ts";
import { quarterPeriod } from "./report.server.ts";

describe("the 90th percentile", () => {
  it("is the nearest rank: of 1..10 the 9th, of one value that value, of none null", () => {
    expect(percentile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0.9)).toBe(9);
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([], 0.9)).toBeNull();
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
  });
});

describe.each(testDatabases)("the report's charts on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("counts each week's received and closed, and the times to answer by channel, category and officer, as filtered", async () => {
    // Q3 2024: Monday 1 July 2024 starts the first week (Phnom Penh, UTC+7).
    const a = await insertComplaint(db, { receivedAt: "2024-07-01T03:00:00Z", source: "site" });
    const b = await insertComplaint(db, { receivedAt: "2024-07-03T03:00:00Z", source: "api" });
    await insertComplaint(db, { receivedAt: "2024-07-09T03:00:00Z", source: "site" });
    await setComplaintState(db, a.id, {
      status: "resolved",
      acknowledgedAt: "2024-07-01T05:00:00Z",
      answeredAt: "2024-07-09T03:00:00Z",
      outcomeNote: "Paid.",
      ownerId: alice.id,
    });
    await db.query(
      `insert into register_events (complaint_id, kind, at, actor_id, actor_name, detail)
       values ($1, 'reply', '2024-07-01T07:00:00Z', $2, $3, '{"text":"On it."}')`,
      [a.id, alice.id, alice.name],
    );
    await setComplaintState(db, b.id, {
      status: "acknowledged",
      acknowledgedAt: "2024-07-03T04:00:00Z",
      ownerId: bopha.id,
    });

    const period = quarterPeriod(2024, 3);
    const charts = await reportCharts(db, period, {});
    expect(charts.weekly.slice(0, 3)).toEqual([
      { week: "2024-07-01", received: 2, closed: 0 },
      { week: "2024-07-08", received: 1, closed: 1 },
      { week: "2024-07-15", received: 0, closed: 0 },
    ]);
    expect(charts.weekly.at(-1)!.week).toBe("2024-09-30");
    expect(charts.timing.channel).toEqual([
      {
        key: "site",
        name: { en: "", km: "" },
        count: 2,
        firstAnswer: { median: 4, p90: 4 },
        resolution: { median: 8, p90: 8 },
      },
      expect.objectContaining({ key: "api", count: 1, firstAnswer: { median: null, p90: null } }),
    ]);
    expect(charts.timing.officer.map((row) => [row.name.en, row.count])).toEqual([
      [alice.name, 1],
      [bopha.name, 1],
      ["", 1],
    ]);

    // Filtered to the API, and to an officer, through the query.
    const api = await reportCharts(db, period, chartFiltersFromQuery(new URLSearchParams("channel=api&officer=x")));
    expect(api.weekly[0]).toEqual({ week: "2024-07-01", received: 1, closed: 0 });
    const alices = await reportCharts(db, period, chartFiltersFromQuery(new URLSearchParams(`officer=${alice.id}`)));
    expect(alices.timing.officer).toHaveLength(1);

    expect(chartCsv(charts, "weekly").split("\r\n").slice(0, 3)).toEqual([
      "\uFEFFWeek (Monday),Received,Closed",
      "2024-07-01,2,0",
      "2024-07-08,1,1",
    ]);
    expect(chartCsv(charts, "channel").split("\r\n")[1]).toBe("site,2,4,4,8,8");
  });
});
