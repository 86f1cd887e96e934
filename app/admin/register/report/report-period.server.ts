// The report's period as the screens ask for it: a quarter ("2026-Q1") or two calendar days in
// Phnom Penh, both included (from=2026-01-01&to=2026-03-31), read from a URL's query. The page
// and its CSV read the same parameters; without any, the current quarter so far, today included.
import { quarterPeriod, quarterToDate, type ReportPeriod } from "../../../register/report.server.ts";
import { addDays, isIsoDay, phnomPenhDay, startOfPhnomPenhDay } from "../../../register/working-days.ts";

export interface ChosenPeriod {
  period: ReportPeriod;
  /** The first and the last day, in Phnom Penh (ISO dates, both included). */
  from: string;
  to: string;
  /** "2026-Q1" when the period is that quarter, else null. */
  quarter: string | null;
}

export type PeriodProblem = "badQuarter" | "badDate" | "missingDate" | "toBeforeFrom" | "tooLong";
export type PeriodField = "quarter" | "from" | "to";

/** The longest period a report may cover (the CSV holds a row per complaint). */
const maxPeriodDays = 5 * 366;
const firstYear = 2000;
const lastYear = 2100;

const quarterPattern = /^(\d{4})-Q([1-4])$/;
const validDay = (value: string) =>
  isIsoDay(value) && Number(value.slice(0, 4)) >= firstYear && Number(value.slice(0, 4)) <= lastYear;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The quarter a period is, "2026-Q1", if it is one. */
function quarterName(period: ReportPeriod): string | null {
  const from = phnomPenhDay(period.from);
  const [year, month] = from.split("-").map(Number) as [number, number];
  if ((month - 1) % 3 !== 0 || !from.endsWith("-01")) return null;
  const quarter = ((month - 1) / 3 + 1) as 1 | 2 | 3 | 4;
  return quarterPeriod(year, quarter).to.getTime() === period.to.getTime() ? `${year}-Q${quarter}` : null;
}

function chosen(period: ReportPeriod): ChosenPeriod {
  return {
    period,
    from: phnomPenhDay(period.from),
    to: addDays(phnomPenhDay(period.to), -1),
    quarter: quarterName(period),
  };
}

/** The period a query asks for: dates when given, else a quarter, else this quarter to date. */
export function periodFromQuery(
  params: URLSearchParams,
  now = new Date(),
): { ok: true; value: ChosenPeriod } | { ok: false; problems: Partial<Record<PeriodField, PeriodProblem>> } {
  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  if (from || to) {
    const problems: Partial<Record<PeriodField, PeriodProblem>> = {};
    if (!from) problems.from = "missingDate";
    else if (!validDay(from)) problems.from = "badDate";
    if (!to) problems.to = "missingDate";
    else if (!validDay(to)) problems.to = "badDate";
    if (!problems.from && !problems.to) {
      if (to < from) problems.to = "toBeforeFrom";
      else if (daysBetween(from, to) >= maxPeriodDays) problems.to = "tooLong";
    }
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    return { ok: true, value: chosen({ from: startOfPhnomPenhDay(from), to: startOfPhnomPenhDay(addDays(to, 1)) }) };
  }
  const quarter = params.get("quarter")?.trim();
  if (quarter) {
    const match = quarterPattern.exec(quarter);
    if (!match || Number(match[1]) < firstYear || Number(match[1]) > lastYear)
      return { ok: false, problems: { quarter: "badQuarter" } };
    return { ok: true, value: chosen(quarterPeriod(Number(match[1]), Number(match[2]) as 1 | 2 | 3 | 4)) };
  }
  return { ok: true, value: chosen(quarterToDate(now)) };
}

/** The quarters a picker offers: the current one and the `count - 1` before it, newest first. */
export function recentQuarters(now = new Date(), count = 20): string[] {
  const [year, month] = phnomPenhDay(now).split("-").map(Number) as [number, number];
  let index = year * 4 + Math.floor((month - 1) / 3);
  const quarters: string[] = [];
  for (let n = 0; n < count; n++, index--) quarters.push(`${Math.floor(index / 4)}-Q${(index % 4) + 1}`);
  return quarters;
}
