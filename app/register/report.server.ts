// The regulator's figures for a period (a quarter unless said): complaints received, by status,
// language and source; working days taken to acknowledge and to answer (median, worst); how
// many within the deadlines. And the same complaints as CSV, one row each, with no personal data:
// the reference, dates, language, source, status, working days, within deadlines, and the
// outcome note staff wrote when closing it (docs/decisions/0019-complaints-register.md).
//
// Complaints count in the period they were received in; their status and deadlines are as at
// the report's making. "Within" compares with the deadlines stored on each complaint (the rules
// of when it was received, or the current ones while it was open).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { complaintSources, type ComplaintSource } from "./complaints.server.ts";
import { toCsv } from "./csv.ts";
import { listCategories } from "./categories/categories.server.ts";
import { getRegisterSettings, type RegisterSettings } from "./deadlines.server.ts";
import { iso, instant } from "./sql.server.ts";
import { addDays, phnomPenhDay, startOfPhnomPenhDay } from "./working-days.ts";
import { complaintStatuses, type ComplaintStatus } from "./workflow.ts";

/** From `from` (included) to `to` (excluded). */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** A calendar quarter in Phnom Penh (1: January to March). */
export function quarterPeriod(year: number, quarter: 1 | 2 | 3 | 4): ReportPeriod {
  const start = (y: number, month: number) =>
    startOfPhnomPenhDay(`${String(y).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`);
  const firstMonth = (quarter - 1) * 3 + 1;
  return { from: start(year, firstMonth), to: quarter === 4 ? start(year + 1, 1) : start(year, firstMonth + 3) };
}

/** The default period: this quarter so far, today included (in Phnom Penh): what a team checks day to day. */
export function quarterToDate(now = new Date()): ReportPeriod {
  const [year, month] = phnomPenhDay(now).split("-").map(Number) as [number, number];
  const { from } = quarterPeriod(year, (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4);
  return { from, to: startOfPhnomPenhDay(addDays(phnomPenhDay(now), 1)) };
}

export interface ComplaintReportRow {
  reference: string;
  receivedAt: string;
  lang: "en" | "km";
  source: ComplaintSource;
  status: ComplaintStatus;
  acknowledgedAt: string | null;
  answeredAt: string | null;
  ackDueAt: string;
  answerDueAt: string;
  /** Working days from receipt to acknowledgement (see working-days.ts); null until acknowledged. */
  workingDaysToAcknowledge: number | null;
  workingDaysToAnswer: number | null;
  /** true: done before the deadline ended; false: done after it, or not done and it has ended; null: not done, still running. */
  acknowledgedInTime: boolean | null;
  answeredInTime: boolean | null;
  /** yes: both deadlines met; no: one missed; pending: not missed yet, not both met yet. */
  withinDeadlines: "yes" | "no" | "pending";
  outcomeNote: string | null;
  /** Its category (names in both languages); null: none. */
  category: { id: string; en: string; km: string } | null;
  /** The complainant's rating of the answer; null: not rated. */
  rating: "good" | "bad" | null;
}

const reportRow = z.object({
  reference: z.string(),
  received_at: z.string(),
  lang: z.enum(["en", "km"]),
  source: z.enum(complaintSources),
  status: z.enum(complaintStatuses),
  acknowledged_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  ack_due_at: z.string(),
  answer_due_at: z.string(),
  working_days_to_acknowledge: z.number().nullable(),
  working_days_to_answer: z.number().nullable(),
  ack_in_time: z.boolean().nullable(),
  answer_in_time: z.boolean().nullable(),
  outcome_note: z.string().nullable(),
  category_id: z.string().nullable(),
  category_en: z.string().nullable(),
  rating: z.enum(["good", "bad"]).nullable(),
  category_km: z.string().nullable(),
});

/** The period's complaints, oldest first, with their working days and deadlines met. */
export async function complaintReportRows(db: Queryable, period: ReportPeriod): Promise<ComplaintReportRow[]> {
  const rows = await db.query(
    `select c.reference, ${iso("c.created_at")} as received_at, c.lang, c.source, c.status,
            ${iso("c.acknowledged_at")} as acknowledged_at, ${iso("c.answered_at")} as answered_at,
            ${iso("c.ack_due_at")} as ack_due_at, ${iso("c.answer_due_at")} as answer_due_at,
            register_working_days_between(c.created_at, c.acknowledged_at) as working_days_to_acknowledge,
            register_working_days_between(c.created_at, c.answered_at) as working_days_to_answer,
            case when c.acknowledged_at is not null then c.acknowledged_at < c.ack_due_at when now() >= c.ack_due_at then false end as ack_in_time,
            case when c.answered_at is not null then c.answered_at < c.answer_due_at when now() >= c.answer_due_at then false end as answer_in_time,
            c.outcome_note, k.id::text as category_id, k.name_en as category_en, k.name_km as category_km,
            r.rating
       from complaints c left join complaint_categories k on k.id = c.category_id
            left join complaint_ratings r on r.complaint_id = c.id
      where c.created_at >= $1::timestamptz and c.created_at < $2::timestamptz
        -- A complaint merged into another is counted once, as the one kept.
        and c.status <> 'merged'
      order by c.created_at, c.id`,
    [instant(period.from), instant(period.to)],
  );
  return rows.map((raw) => {
    const row = reportRow.parse(raw);
    return {
      reference: row.reference,
      receivedAt: row.received_at,
      lang: row.lang,
      source: row.source,
      status: row.status,
      acknowledgedAt: row.acknowledged_at,
      answeredAt: row.answered_at,
      ackDueAt: row.ack_due_at,
      answerDueAt: row.answer_due_at,
      workingDaysToAcknowledge: row.working_days_to_acknowledge,
      workingDaysToAnswer: row.working_days_to_answer,
      acknowledgedInTime: row.ack_in_time,
      answeredInTime: row.answer_in_time,
      withinDeadlines:
        row.ack_in_time === false || row.answer_in_time === false
          ? "no"
          : row.ack_in_time && row.answer_in_time
            ? "yes"
            : "pending",
      outcomeNote: row.outcome_note,
      category:
        row.category_id === null
          ? null
          : { id: row.category_id, en: row.category_en ?? "", km: row.category_km ?? row.category_en ?? "" },
      rating: row.rating,
    };
  });
}

export interface DeadlineFigures {
  /** How many were done (acknowledged; resolved or rejected). */
  done: number;
  /** Working days taken by those done: the median (the mean of the middle two for an even count) and the most. */
  medianWorkingDays: number | null;
  worstWorkingDays: number | null;
  /** Done before the deadline ended. */
  withinDeadline: number;
  /** Done after the deadline, or not done and the deadline has passed. */
  late: number;
  /** Not done, deadline still running. */
  pending: number;
}

const reportedStatuses = complaintStatuses.filter((status) => status !== "merged");

export interface ComplaintReport {
  from: string;
  to: string;
  received: number;
  /** A merged complaint is not counted: the one kept is. */
  byStatus: Record<Exclude<ComplaintStatus, "merged">, number>;
  byLanguage: Record<"en" | "km", number>;
  bySource: Record<ComplaintSource, number>;
  acknowledgement: DeadlineFigures;
  answer: DeadlineFigures;
  /** Complaints that met both deadlines, missed one, or have missed none yet but are still open. */
  withinDeadlines: { yes: number; no: number; pending: number };
  /** Per category (every category in use then or now, in order), and those without one (id null) last. */
  byCategory: { id: string | null; en: string; km: string; count: number }[];
  /** The complainants' ratings of the answers (none: not rated). */
  byRating: { good: number; bad: number; none: number };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function deadlineFigures(days: readonly (number | null)[], inTime: readonly (boolean | null)[]): DeadlineFigures {
  const done = days.filter((value): value is number => value !== null);
  return {
    done: done.length,
    medianWorkingDays: median(done),
    worstWorkingDays: done.length > 0 ? Math.max(...done) : null,
    withinDeadline: inTime.filter((value) => value === true).length,
    late: inTime.filter((value) => value === false).length,
    pending: inTime.filter((value) => value === null).length,
  };
}

const tally = <Key extends string>(keys: readonly Key[], values: readonly Key[]) => {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const value of values) counts[value] += 1;
  return counts;
};

/** The count per category: every category of `categories` (none left out for having none), then those without one. */
function countByCategory(
  categories: readonly { id: string; en: string; km: string }[],
  rows: readonly ComplaintReportRow[],
): ComplaintReport["byCategory"] {
  const counted = categories.map((category) => ({
    ...category,
    count: rows.filter((row) => row.category?.id === category.id).length,
  }));
  return [...counted, { id: null, en: "", km: "", count: rows.filter((row) => row.category === null).length }];
}

/** The figures of the rows of one period (pure: complaintReport reads the rows, then this). */
function summariseComplaints(
  period: ReportPeriod,
  rows: readonly ComplaintReportRow[],
  categories: readonly { id: string; en: string; km: string }[],
): ComplaintReport {
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    received: rows.length,
    byStatus: tally(
      reportedStatuses,
      rows.map((row) => row.status),
    ),
    byLanguage: tally(
      ["en", "km"],
      rows.map((row) => row.lang),
    ),
    bySource: tally(
      complaintSources,
      rows.map((row) => row.source),
    ),
    acknowledgement: deadlineFigures(
      rows.map((row) => row.workingDaysToAcknowledge),
      rows.map((row) => row.acknowledgedInTime),
    ),
    answer: deadlineFigures(
      rows.map((row) => row.workingDaysToAnswer),
      rows.map((row) => row.answeredInTime),
    ),
    withinDeadlines: tally(
      ["yes", "no", "pending"],
      rows.map((row) => row.withinDeadlines),
    ),
    byCategory: countByCategory(categories, rows),
    byRating: tally(
      ["good", "bad", "none"],
      rows.map((row) => row.rating ?? "none"),
    ),
  };
}

export async function complaintReport(
  db: Queryable,
  period: ReportPeriod,
): Promise<ComplaintReport & { settings: RegisterSettings }> {
  const [settings, rows, categories] = await Promise.all([
    getRegisterSettings(db),
    complaintReportRows(db, period),
    listCategories(db, { withRetired: true }),
  ]);
  // The retired categories count where the period's complaints have them.
  const shown = categories
    .filter((category) => !category.retired || rows.some((row) => row.category?.id === category.id))
    .map(({ id, en, km }) => ({ id, en, km }));
  return {
    ...summariseComplaints(period, rows, shown),
    settings: { ackWorkingDays: settings.ackWorkingDays, answerWorkingDays: settings.answerWorkingDays },
  };
}

export const reportCsvHeader = [
  "Reference",
  "Received (Phnom Penh time)",
  "Language",
  "Source",
  "Status",
  "Acknowledged (Phnom Penh time)",
  "Resolved or rejected (Phnom Penh time)",
  "Working days to acknowledge",
  "Working days to answer",
  "Within deadlines",
  "Outcome",
  "Category",
  "Rating",
] as const;

/** "2026-04-14 09:30", Phnom Penh time (UTC+7 all year). */
function phnomPenhMinute(isoInstant: string | null): string | null {
  if (isoInstant === null) return null;
  return new Date(new Date(isoInstant).getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

/** The CSV of report rows (csv.ts: RFC 4180, BOM, no formulas). */
export function complaintReportCsv(rows: readonly ComplaintReportRow[]): string {
  return toCsv(
    reportCsvHeader,
    rows.map((row) => [
      row.reference,
      phnomPenhMinute(row.receivedAt),
      // Codes, not words, in every coded column (README: "The report's CSV"): the same in any language.
      row.lang,
      row.source,
      row.status,
      phnomPenhMinute(row.acknowledgedAt),
      phnomPenhMinute(row.answeredAt),
      row.workingDaysToAcknowledge,
      row.workingDaysToAnswer,
      row.withinDeadlines,
      row.outcomeNote,
      row.category?.en ?? null,
      row.rating,
    ]),
  );
}
