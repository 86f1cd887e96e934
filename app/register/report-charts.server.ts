// The report's charts (decision 0047): for the period's complaints that match the filters
// (channel, category, officer), those received and those closed each week, and how long the
// first answer and the resolution took (median and 90th percentile), by channel, category and
// officer. The same rows make the chart, its table and its CSV.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { phnomPenhDay } from "../i18n/dates.ts";
import { toCsv } from "./csv.ts";
import type { ReportPeriod } from "./report.server.ts";
import { iso } from "./sql.server.ts";
import { addDays } from "./working-days.ts";
import { complaintSources, type ComplaintSource } from "./complaints.server.ts";
import { isUuid } from "./workflow.ts";

export interface ChartFilters {
  channel?: ComplaintSource;
  categoryId?: string;
  officerId?: string;
}

/** The filters of the query (?channel=site&category=…&officer=…), unknown values left out. */
export function chartFiltersFromQuery(params: URLSearchParams): ChartFilters {
  const channel = params.get("channel");
  const category = params.get("category");
  const officer = params.get("officer");
  return {
    ...(complaintSources.includes(channel as ComplaintSource) ? { channel: channel as ComplaintSource } : {}),
    ...(isUuid(category) ? { categoryId: category } : {}),
    ...(isUuid(officer) ? { officerId: officer } : {}),
  };
}

const row = z.object({
  received_at: z.string(),
  answered_at: z.string().nullable(),
  first_reply_at: z.string().nullable(),
  source: z.enum(complaintSources),
  category_id: z.string().nullable(),
  category_en: z.string().nullable(),
  category_km: z.string().nullable(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
});
type Row = z.infer<typeof row>;

async function chartRows(db: Queryable, period: ReportPeriod, filters: ChartFilters): Promise<Row[]> {
  const rows = await db.query(
    `select ${iso("c.created_at")} as received_at, ${iso("c.answered_at")} as answered_at,
            ${iso("(select min(e.at) from register_events e where e.complaint_id = c.id and e.kind = 'reply')")} as first_reply_at,
            c.source, k.id::text as category_id, k.name_en as category_en, k.name_km as category_km,
            c.owner_id::text as owner_id, s.display_name as owner_name
       from complaints c
       left join complaint_categories k on k.id = c.category_id
       left join staff_accounts s on s.id = c.owner_id
      where c.created_at >= $1 and c.created_at < $2 and c.status <> 'merged'
        and ($3::text is null or c.source = $3) and ($4::uuid is null or c.category_id = $4)
        and ($5::uuid is null or c.owner_id = $5)
      order by c.created_at, c.id`,
    [period.from, period.to, filters.channel ?? null, filters.categoryId ?? null, filters.officerId ?? null],
  );
  return rows.map((raw) => row.parse(raw));
}

interface WeekBar {
  /** The Monday that starts the week (Phnom Penh), YYYY-MM-DD. */
  week: string;
  received: number;
  closed: number;
}

/** The Monday of `day`'s week. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Each week of the period: the complaints received in it, and those of them closed in it. */
function weekly(rows: readonly Row[], period: ReportPeriod): WeekBar[] {
  const first = mondayOf(phnomPenhDay(period.from));
  const last = phnomPenhDay(new Date(period.to.getTime() - 1));
  const weeks: WeekBar[] = [];
  for (let week = first; week <= last; week = addDays(week, 7)) weeks.push({ week, received: 0, closed: 0 });
  const at = (instant: string) => weeks.find((bar) => bar.week === mondayOf(phnomPenhDay(instant)));
  for (const complaint of rows) {
    const received = at(complaint.received_at);
    if (received) received.received += 1;
    const closed = complaint.answered_at ? at(complaint.answered_at) : undefined;
    if (closed) closed.closed += 1;
  }
  return weeks;
}

/** The value below which `share` of the sorted values fall (nearest rank); null for none. */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

export interface TimingRow {
  /** What the row counts: a channel's code, a category's or officer's id; null for "none". */
  key: string | null;
  /** Its name: the category's in both languages, the officer's; empty for a channel (the screen names it). */
  name: { en: string; km: string };
  count: number;
  /** Hours to the first reply, of those answered. */
  firstAnswer: { median: number | null; p90: number | null };
  /** Days to the resolution or rejection, of those closed. */
  resolution: { median: number | null; p90: number | null };
}

export type TimingGroup = "channel" | "category" | "officer";

const hoursBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 3_600_000;
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function timings(rows: readonly Row[], group: TimingGroup): TimingRow[] {
  const keyOf = (complaint: Row) =>
    group === "channel" ? complaint.source : group === "category" ? complaint.category_id : complaint.owner_id;
  const groups = new Map<string | null, Row[]>();
  for (const complaint of rows) groups.set(keyOf(complaint), [...(groups.get(keyOf(complaint)) ?? []), complaint]);
  return [...groups.entries()]
    .map(([key, members]) => {
      const first = members[0]!;
      const name =
        group === "category"
          ? { en: first.category_en ?? "", km: first.category_km ?? first.category_en ?? "" }
          : group === "officer"
            ? { en: first.owner_name ?? "", km: first.owner_name ?? "" }
            : { en: "", km: "" };
      const answerHours = members.flatMap((m) =>
        m.first_reply_at ? [hoursBetween(m.received_at, m.first_reply_at)] : [],
      );
      const closeDays = members.flatMap((m) =>
        m.answered_at ? [hoursBetween(m.received_at, m.answered_at) / 24] : [],
      );
      return {
        key,
        name,
        count: members.length,
        firstAnswer: { median: round1(percentile(answerHours, 0.5)), p90: round1(percentile(answerHours, 0.9)) },
        resolution: { median: round1(percentile(closeDays, 0.5)), p90: round1(percentile(closeDays, 0.9)) },
      };
    })
    .sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : b.count - a.count));
}

export interface ReportCharts {
  weekly: WeekBar[];
  timing: Record<TimingGroup, TimingRow[]>;
}

export async function reportCharts(db: Queryable, period: ReportPeriod, filters: ChartFilters): Promise<ReportCharts> {
  const rows = await chartRows(db, period, filters);
  return {
    weekly: weekly(rows, period),
    timing: {
      channel: timings(rows, "channel"),
      category: timings(rows, "category"),
      officer: timings(rows, "officer"),
    },
  };
}

export const chartNames = ["weekly", "channel", "category", "officer"] as const;
export type ChartName = (typeof chartNames)[number];

/** One chart's rows as CSV (English headers and codes, as the report's CSV). */
export function chartCsv(charts: ReportCharts, chart: ChartName): string {
  if (chart === "weekly")
    return toCsv(
      ["Week (Monday)", "Received", "Closed"],
      charts.weekly.map((bar) => [bar.week, bar.received, bar.closed]),
    );
  return toCsv(
    [
      chart === "channel" ? "Channel" : chart === "category" ? "Category" : "Officer",
      "Complaints",
      "First answer, median (hours)",
      "First answer, 90th percentile (hours)",
      "Resolution, median (days)",
      "Resolution, 90th percentile (days)",
    ],
    charts.timing[chart].map((timing) => [
      chart === "channel" ? timing.key : timing.key === null ? "(none)" : timing.name.en,
      timing.count,
      timing.firstAnswer.median,
      timing.firstAnswer.p90,
      timing.resolution.median,
      timing.resolution.p90,
    ]),
  );
}
