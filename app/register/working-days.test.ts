import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  dueAt,
  isoWeekday,
  isWorkingDay,
  phnomPenhDay,
  startOfPhnomPenhDay,
  workingDaysBetween,
} from "./working-days.ts";
import { phnomPenhTimeZone } from "../i18n/dates.ts";

const none = new Set<string>();
// Khmer New Year 2026: Tuesday 14 to Thursday 16 April.
const khmerNewYear = new Set(["2026-04-14", "2026-04-15", "2026-04-16"]);
const at = (text: string) => new Date(text);

describe("working days in Phnom Penh", () => {
  it("takes the calendar day in Phnom Penh (UTC+7), as the time zone database does", () => {
    expect(phnomPenhDay(at("2026-01-01T16:59:59.999Z"))).toBe("2026-01-01");
    expect(phnomPenhDay(at("2026-01-01T17:00:00Z"))).toBe("2026-01-02");
    expect(startOfPhnomPenhDay("2026-01-02").toISOString()).toBe("2026-01-01T17:00:00.000Z");
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone: phnomPenhTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2060-01-01"), noInvalidDate: true }),
        (instant) => {
          expect(phnomPenhDay(instant)).toBe(format.format(instant));
        },
      ),
    );
  });

  it("knows weekdays and holidays", () => {
    expect(isoWeekday("2026-01-01")).toBe(4); // a Thursday
    expect(isoWeekday("2026-01-04")).toBe(7);
    expect(isoWeekday("1969-12-29")).toBe(1);
    expect(isWorkingDay("2026-01-02", none)).toBe(true);
    expect(isWorkingDay("2026-01-03", none)).toBe(false);
    expect(isWorkingDay("2026-04-14", khmerNewYear)).toBe(false);
    expect(() => isoWeekday("2026-02-30")).toThrow(RangeError);
  });

  it("counts n working days after the day of receipt, skipping weekends and holidays", () => {
    expect(addWorkingDays("2026-01-02", 0, none)).toBe("2026-01-02");
    expect(addWorkingDays("2026-01-02", 1, none)).toBe("2026-01-05");
    expect(addWorkingDays("2026-01-03", 1, none)).toBe("2026-01-05");
    expect(addWorkingDays("2026-04-13", 2, khmerNewYear)).toBe("2026-04-20");
    expect(addWorkingDays("2026-04-13", 15, khmerNewYear)).toBe("2026-05-07");
  });

  it("ends a deadline at the midnight in Phnom Penh after its last working day", () => {
    // Received Friday 2 January 2026 at 10:00: Monday and Tuesday are the two working days.
    expect(dueAt(at("2026-01-02T10:00:00+07:00"), 2, none).toISOString()).toBe("2026-01-06T17:00:00.000Z");
    // Late on Friday evening, or on the weekend: the same.
    expect(dueAt(at("2026-01-02T23:59:00+07:00"), 2, none).toISOString()).toBe("2026-01-06T17:00:00.000Z");
    expect(dueAt(at("2026-01-04T08:00:00+07:00"), 2, none).toISOString()).toBe("2026-01-06T17:00:00.000Z");
    // Monday before Khmer New Year: Friday 17 and Monday 20 April; fifteen days end on Thursday 7 May.
    expect(dueAt(at("2026-04-13T09:00:00+07:00"), 2, khmerNewYear).toISOString()).toBe("2026-04-20T17:00:00.000Z");
    expect(dueAt(at("2026-04-13T09:00:00+07:00"), 15, khmerNewYear).toISOString()).toBe("2026-05-07T17:00:00.000Z");
  });

  it("counts the working days taken, a weekend or holiday counting as the next working day", () => {
    const friday = at("2026-01-02T10:00:00+07:00");
    expect(workingDaysBetween(friday, at("2026-01-02T16:00:00+07:00"), none)).toBe(0);
    expect(workingDaysBetween(friday, at("2026-01-03T09:00:00+07:00"), none)).toBe(1);
    expect(workingDaysBetween(friday, at("2026-01-05T23:59:00+07:00"), none)).toBe(1);
    expect(workingDaysBetween(friday, at("2026-01-06T09:00:00+07:00"), none)).toBe(2);
    expect(workingDaysBetween(friday, at("2026-01-07T00:00:00+07:00"), none)).toBe(3);
    expect(workingDaysBetween(at("2026-04-13T09:00:00+07:00"), at("2026-04-16T09:00:00+07:00"), khmerNewYear)).toBe(1);
    expect(workingDaysBetween(at("2026-04-13T09:00:00+07:00"), at("2026-04-20T09:00:00+07:00"), khmerNewYear)).toBe(2);
    expect(workingDaysBetween(friday, at("2025-12-31T09:00:00+07:00"), none)).toBe(0);
  });

  const instants = fc.date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  // Holidays among the weeks after a receipt: offsets in days, some on weekends.
  const scenario = fc.record({
    received: instants,
    holidayOffsets: fc.uniqueArray(fc.integer({ min: -3, max: 60 }), { maxLength: 25 }),
    n: fc.integer({ min: 0, max: 30 }),
    afterMs: fc.integer({ min: 0, max: 100 * 86_400_000 }),
  });
  const holidaysAround = (received: Date, offsets: number[]) =>
    new Set(offsets.map((offset) => phnomPenhDay(new Date(received.getTime() + offset * 86_400_000))));

  it("means the same by 'within n working days' whether counted or compared with the deadline", () => {
    fc.assert(
      fc.property(scenario, ({ received, holidayOffsets, n, afterMs }) => {
        const holidays = holidaysAround(received, holidayOffsets);
        const done = new Date(received.getTime() + afterMs);
        expect(workingDaysBetween(received, done, holidays) <= n).toBe(done < dueAt(received, n, holidays));
      }),
      { numRuns: 500 },
    );
  });

  it("makes the last moment before a deadline exactly n working days, on a working day", () => {
    fc.assert(
      fc.property(scenario, ({ received, holidayOffsets, n }) => {
        const holidays = holidaysAround(received, holidayOffsets);
        const due = dueAt(received, n, holidays);
        const lastMoment = new Date(due.getTime() - 1);
        expect(workingDaysBetween(received, lastMoment, holidays)).toBe(n);
        if (n > 0) expect(isWorkingDay(phnomPenhDay(lastMoment), holidays)).toBe(true);
        expect(due > received).toBe(true);
        expect(dueAt(received, n + 1, holidays) > due).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
