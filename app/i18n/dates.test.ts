import { describe, expect, it } from "vitest";
import {
  formatCloseDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMomentShort,
  formatTimeAgo,
  isoDate,
  phnomPenhMoment,
} from "./dates.ts";

const khmer = /[\u1780-\u17FF]/;

describe("dates", () => {
  it("formats the careers list date as dd-MMM-yyyy", () => {
    expect(formatCloseDate("2026-12-05", "en")).toBe("05-Dec-2026");
    expect(formatCloseDate("2026-12-05", "km")).toBe("០៥-ធ្នូ-២០២៦");
  });

  it("formats long dates with weekday, month, day and year", () => {
    expect(formatLongDate("2026-12-15", "en")).toBe("Tuesday, December 15, 2026");
    expect(formatLongDate("2026-12-15", "km")).toBe("អង្គារ, ធ្នូ ១៥, ២០២៦");
  });

  it("says how long ago, in the page's language", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(formatTimeAgo("2026-11-18T12:00:00Z", "en", now)).toBe("3 days ago");
    expect(formatTimeAgo("2026-11-18T12:00:00Z", "km", now)).toMatch(khmer);
    expect(formatTimeAgo("2026-11-18T12:00:00Z", "km", now)).toMatch(/^៣ /);
  });

  it("returns null for invalid dates instead of throwing", () => {
    for (const value of ["", "not a date", "2026-13-45"]) {
      expect(formatCloseDate(value, "en")).toBeNull();
      expect(formatLongDate(value, "km")).toBeNull();
      expect(formatTimeAgo(value, "en")).toBeNull();
      expect(isoDate(value)).toBeNull();
    }
  });
});

describe("moments and days", () => {
  it("writes moments in Phnom Penh time, the English month abbreviated", () => {
    expect(formatDateTime("2026-09-03T20:05:00Z", "en")).toBe("4 Sep 2026, 03:05");
    expect(formatDateTime(new Date("2026-11-25T07:30:00Z"), "km")).toBe("២៥ វិច្ឆិកា ២០២៦, ១៤:៣០");
  });

  it("writes calendar days, with their weekday when asked", () => {
    expect(formatDay("2026-04-14", "en")).toBe("14 April 2026");
    expect(formatDay("2026-04-14", "en", { weekday: true })).toBe("Tuesday, 14 April 2026");
    expect(formatDay("2026-04-19", "km", { weekday: true })).toBe("ថ្ងៃអាទិត្យ ១៩ មេសា ២០២៦");
  });
});

describe("a day and time in Phnom Penh", () => {
  it("is seven hours ahead of UTC, and refuses what is not a moment (the schedule form's)", () => {
    expect(phnomPenhMoment("2026-11-28", "09:00")?.toISOString()).toBe("2026-11-28T02:00:00.000Z");
    expect(phnomPenhMoment("2026-01-01", "03:30")?.toISOString()).toBe("2025-12-31T20:30:00.000Z");
    for (const [day, time] of [
      ["2026-02-31", "09:00"],
      ["2026-11-28", "25:00"],
      ["28/11/2026", "09:00"],
      ["2026-11-28", ""],
    ])
      expect(phnomPenhMoment(day!, time!), `${day} ${time}`).toBeNull();
  });

  it("is shown by its time today, with its date on another day", () => {
    const now = new Date("2026-11-28T02:00:00Z"); // 09:00 in Phnom Penh
    expect(formatMomentShort("2026-11-27T23:42:00Z", "en", now)).toBe("06:42");
    expect(formatMomentShort("2026-11-27T16:59:00Z", "en", now)).toBe("27 Nov 2026, 23:59");
    expect(formatMomentShort("2026-11-27T16:59:00Z", "km", now)).toBe("២៧ វិច្ឆិកា ២០២៦, ២៣:៥៩");
  });
});
