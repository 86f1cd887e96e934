import { describe, expect, it } from "vitest";
import { periodFromQuery, recentQuarters } from "./report-period.server.ts";

const ask = (query: string, now = new Date("2026-05-20T10:00:00+07:00")) =>
  periodFromQuery(new URLSearchParams(query), now);

describe("the report's period", () => {
  it("is this quarter to date unless asked, today included, in Phnom Penh", () => {
    expect(ask("")).toEqual({
      ok: true,
      value: {
        period: { from: new Date("2026-04-01T00:00:00+07:00"), to: new Date("2026-05-21T00:00:00+07:00") },
        from: "2026-04-01",
        to: "2026-05-20",
        quarter: null,
      },
    });
    // 1 January 02:00 in Phnom Penh is still 31 December in UTC: the quarter is 2026's first, one day old.
    expect(ask("", new Date("2026-01-01T02:00:00+07:00"))).toMatchObject({
      ok: true,
      value: { from: "2026-01-01", to: "2026-01-01", quarter: null },
    });
    // Its last day: the whole quarter, named.
    expect(ask("", new Date("2026-06-30T23:00:00+07:00"))).toMatchObject({
      ok: true,
      value: { from: "2026-04-01", to: "2026-06-30", quarter: "2026-Q2" },
    });
  });

  it("takes a quarter", () => {
    expect(ask("quarter=2025-Q4")).toMatchObject({
      ok: true,
      value: { from: "2025-10-01", to: "2025-12-31", quarter: "2025-Q4" },
    });
    expect(ask("quarter=2026-Q2")).toMatchObject({
      ok: true,
      value: { period: { to: new Date("2026-07-01T00:00:00+07:00") } },
    });
    for (const bad of ["2026-Q5", "2026Q1", "Q1-2026", "1999-Q1", "2026-q1; drop table"]) {
      expect(ask(`quarter=${encodeURIComponent(bad)}`), bad).toEqual({
        ok: false,
        problems: { quarter: "badQuarter" },
      });
    }
  });

  it("takes two days, both included, and says which is a quarter", () => {
    expect(ask("from=2026-02-03&to=2026-02-03")).toEqual({
      ok: true,
      value: {
        period: { from: new Date("2026-02-03T00:00:00+07:00"), to: new Date("2026-02-04T00:00:00+07:00") },
        from: "2026-02-03",
        to: "2026-02-03",
        quarter: null,
      },
    });
    expect(ask("from=2026-04-01&to=2026-06-30")).toMatchObject({ ok: true, value: { quarter: "2026-Q2" } });
    // Dates win over a quarter given too.
    expect(ask("quarter=2025-Q1&from=2026-01-01&to=2026-12-31")).toMatchObject({
      ok: true,
      value: { from: "2026-01-01", to: "2026-12-31", quarter: null },
    });
  });

  it("refuses dates that are missing, not dates, backwards or too far apart, field by field", () => {
    expect(ask("from=2026-01-01")).toEqual({ ok: false, problems: { to: "missingDate" } });
    expect(ask("to=2026-01-01")).toEqual({ ok: false, problems: { from: "missingDate" } });
    expect(ask("from=2026-02-30&to=31/03/2026")).toEqual({ ok: false, problems: { from: "badDate", to: "badDate" } });
    expect(ask("from=2026-03-01&to=2026-02-01")).toEqual({ ok: false, problems: { to: "toBeforeFrom" } });
    expect(ask("from=2020-01-01&to=2026-01-01")).toEqual({ ok: false, problems: { to: "tooLong" } });
    expect(ask("from=2021-01-01&to=2025-12-31")).toMatchObject({ ok: true });
  });

  it("offers the current quarter and those before it", () => {
    expect(recentQuarters(new Date("2026-05-20T10:00:00+07:00"), 6)).toEqual([
      "2026-Q2",
      "2026-Q1",
      "2025-Q4",
      "2025-Q3",
      "2025-Q2",
      "2025-Q1",
    ]);
    expect(recentQuarters(new Date("2025-12-31T20:00:00Z"), 1)).toEqual(["2026-Q1"]);
  });
});
