// Working days for the complaint deadlines (docs/decisions/0019-complaints-register.md):
// Monday to Friday in Asia/Phnom_Penh, minus the public holidays given. Pure functions;
// db/migrations/0007_register.sql computes the same in SQL (register_due_at,
// register_working_days_between) by arithmetic, this module by walking day by day, and
// working-days.test.ts checks that both agree.
//
// Days are ISO dates ("2026-04-14"), calendar days in Phnom Penh. Cambodia keeps UTC+7 all
// year (no daylight saving time), so a fixed offset gives its calendar day.
import { phnomPenhDay } from "../i18n/dates.ts";

/** A set of ISO dates ("2026-04-14"): the public holidays. */
export type Holidays = ReadonlySet<string>;

const offsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(day: string): number {
  if (!isoDay.test(day)) throw new RangeError(`not an ISO date: ${day}`);
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`not a date: ${day}`);
  return ms / dayMs;
}

/** Whether a text is an ISO date that exists ("2026-02-30" is not). */
export function isIsoDay(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

const dayOf = (n: number): string => new Date(n * dayMs).toISOString().slice(0, 10);

export { phnomPenhDay };

/** The last calendar day of a deadline that ends at `dueAt` (the midnight after that day, exclusive). */
export function lastDayOf(dueAt: string): string {
  return phnomPenhDay(new Date(new Date(dueAt).getTime() - 1));
}

/** The instant a Phnom Penh calendar day begins (its midnight). */
export function startOfPhnomPenhDay(day: string): Date {
  return new Date(dayNumber(day) * dayMs - offsetMs);
}

export function addDays(day: string, n: number): string {
  return dayOf(dayNumber(day) + n);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  // Day 0 (1970-01-01) was a Thursday.
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

export function isWorkingDay(day: string, holidays: Holidays): boolean {
  return isoWeekday(day) <= 5 && !holidays.has(day);
}

/** The n-th working day after `day` (n = 0: `day` itself, working or not). */
export function addWorkingDays(day: string, n: number, holidays: Holidays): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a count of days: ${n}`);
  let current = day;
  for (let found = 0; found < n;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, holidays)) found += 1;
  }
  return current;
}

/**
 * When a deadline of n working days from `received` ends: the midnight in Phnom Penh that ends
 * the n-th working day after the day of receipt (the day of receipt itself is not counted).
 * Done before this instant = done within n working days.
 */
export function dueAt(received: Date, n: number, holidays: Holidays): Date {
  return startOfPhnomPenhDay(addDays(addWorkingDays(phnomPenhDay(received), n, holidays), 1));
}

/**
 * Working days taken from `received` to `done`: the least k >= 0 such that `done` falls before
 * the end of the k-th working day after the day of receipt. Done on the day of receipt: 0; on
 * the next working day: 1; on a weekend or holiday: as if on the next working day. Hence
 * `workingDaysBetween(r, d) <= n` exactly when `d < dueAt(r, n)`.
 */
export function workingDaysBetween(received: Date, done: Date, holidays: Holidays): number {
  const first = phnomPenhDay(received);
  const last = phnomPenhDay(done);
  if (last <= first) return 0;
  let count = 0;
  for (let day = addDays(first, 1); day < last; day = addDays(day, 1)) {
    if (isWorkingDay(day, holidays)) count += 1;
  }
  return count + 1;
}
