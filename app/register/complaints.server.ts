// The complaints list of the register: newest first or most urgent deadline first, filters,
// search, counts per status, keyset pages; and one complaint in full. Reads only: the moves are
// in workflow.server.ts. Due dates are columns set by the database (db/migrations/0007_register.sql),
// so "overdue" is a comparison with now() that an index answers.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import {
  Params,
  commonConditions,
  decodeCursor,
  encodeCursor,
  finiteOrNull,
  iso,
  pageLimit,
  whereClause,
  type CommonFilters,
  type Page,
  type PageRequest,
  readDetail,
} from "./sql.server.ts";
import { searchCountCap, searchTerms } from "./search.ts";
import { senderColumns, senderRow, toSender, type Sender } from "./sender.ts";
import { RegisterError, complaintStatuses, isUuid, openComplaintStatuses, type ComplaintStatus } from "./workflow.ts";
import { groupOf } from "./merge/merge.server.ts";

export const complaintSources = ["site", "api", "email"] as const;
export type ComplaintSource = (typeof complaintSources)[number];

export interface ComplaintFilters extends CommonFilters {
  status?: readonly ComplaintStatus[];
  /** From the site's form or through the JSON API. */
  source?: ComplaintSource;
  /** true: open with a deadline passed (not acknowledged in time, or not answered in time); false: the others. */
  overdue?: boolean;
  /** Open, its deadline not passed but ending within one working day (today's or the next working day's end). */
  dueSoon?: boolean;
  /** A category's id; null: those without one. */
  categoryId?: string | null;
}

/** The "due soon" condition: see ComplaintFilters.dueSoon. */
const dueSoonSql = "(c.next_due_at > now() and c.next_due_at <= (select register_due_at(now(), 1)))";

/** received: newest first. due: the nearest deadline first, so overdue ones lead; closed complaints last. */
export type ComplaintSort = "received" | "due";

const searchText = "c.search_text";

const summaryColumns = `
  c.id, c.reference, ${iso("c.created_at")} as received_at, c.source, ${senderColumns("c")},
  left(c.message, 200) as excerpt, c.status, c.owner_id,
  ${iso("c.acknowledged_at")} as acknowledged_at, ${iso("c.answered_at")} as answered_at,
  ${iso("c.ack_due_at")} as ack_due_at, ${iso("c.answer_due_at")} as answer_due_at, ${iso("c.next_due_at")} as next_due_at,
  coalesce(c.acknowledged_at, now()) >= c.ack_due_at as ack_overdue,
  coalesce(c.answered_at, now()) >= c.answer_due_at as answer_overdue,
  c.next_due_at <= now() as overdue, ${dueSoonSql} as due_soon,
  (select count(*)::int from complaint_files f where f.complaint_id = c.id) as file_count`;

const summaryRow = senderRow.extend({
  id: z.string(),
  reference: z.string(),
  received_at: z.string(),
  source: z.enum(complaintSources),
  excerpt: z.string(),
  status: z.enum(complaintStatuses),
  owner_id: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  ack_due_at: z.string(),
  answer_due_at: z.string(),
  next_due_at: z.string(),
  ack_overdue: z.boolean(),
  answer_overdue: z.boolean(),
  overdue: z.boolean(),
  due_soon: z.boolean(),
  file_count: z.number(),
});
type SummaryRow = z.infer<typeof summaryRow>;

export interface ComplaintSummary extends Sender {
  id: string;
  reference: string;
  /** Timestamps are ISO 8601 in UTC, with microseconds. */
  receivedAt: string;
  source: ComplaintSource;
  /** The message's first 200 characters. */
  excerpt: string;
  status: ComplaintStatus;
  ownerId: string | null;
  acknowledgedAt: string | null;
  /** When it was resolved or rejected. */
  answeredAt: string | null;
  /** The instant the acknowledgement deadline ends (exclusive). */
  ackDueAt: string;
  answerDueAt: string;
  /** The deadline that matters now; null once resolved or rejected. */
  nextDueAt: string | null;
  /** Not acknowledged before ackDueAt (late, or still not and past it). */
  ackOverdue: boolean;
  /** Not resolved or rejected before answerDueAt. */
  answerOverdue: boolean;
  /** Open, and the deadline that matters now has passed: needs action. */
  overdue: boolean;
  /** Open, and the deadline that matters now ends within one working day. */
  dueSoon: boolean;
  fileCount: number;
}

const toSummary = (row: SummaryRow): ComplaintSummary => ({
  id: row.id,
  reference: row.reference,
  receivedAt: row.received_at,
  ...toSender(row),
  source: row.source,
  excerpt: row.excerpt,
  status: row.status,
  ownerId: row.owner_id,
  acknowledgedAt: row.acknowledged_at,
  answeredAt: row.answered_at,
  ackDueAt: row.ack_due_at,
  answerDueAt: row.answer_due_at,
  nextDueAt: finiteOrNull(row.next_due_at),
  ackOverdue: row.ack_overdue,
  answerOverdue: row.answer_overdue,
  overdue: row.overdue,
  dueSoon: row.due_soon,
  fileCount: row.file_count,
});

function conditions(filters: ComplaintFilters, params: Params, withStatus: boolean): string[] {
  const where = commonConditions(filters, params, searchText, { withStatus, statuses: complaintStatuses });
  if (filters.source !== undefined && !complaintSources.includes(filters.source))
    throw new RegisterError("invalid", "not a source");
  if (filters.source) where.push(`c.source = ${params.add(filters.source)}`);
  if (filters.overdue === true) where.push("c.next_due_at <= now()");
  if (filters.overdue === false) where.push("c.next_due_at > now()");
  if (filters.dueSoon === true) where.push(dueSoonSql);
  if (filters.categoryId === null) where.push("c.category_id is null");
  else if (filters.categoryId !== undefined) {
    if (!isUuid(filters.categoryId)) throw new RegisterError("invalid", "not a category");
    where.push(`c.category_id = ${params.add(filters.categoryId)}::uuid`);
  }
  return where;
}

/** The SQL of one page (exported for the benchmark's EXPLAIN). Fetches one row more than the page to know whether another follows. */
export function complaintListQuery(
  filters: ComplaintFilters,
  page: PageRequest<ComplaintSort> = {},
): { text: string; params: unknown[]; limit: number } {
  const sort = page.sort ?? "received";
  const limit = pageLimit(page.limit);
  const params = new Params();
  const where = conditions(filters, params, true);
  let order: string;
  if (sort === "received") {
    if (page.after) {
      const [receivedAt, id] = decodeCursor(page.after, sort, 1);
      where.push(`(c.created_at, c.id) < (${params.add(receivedAt)}::timestamptz, ${params.add(id)}::uuid)`);
    }
    order = "c.created_at desc, c.id desc";
  } else {
    if (page.after) {
      const [dueAt, receivedAt, id] = decodeCursor(page.after, sort, 2);
      where.push(
        `(c.next_due_at, c.created_at, c.id) > (${params.add(dueAt)}::timestamptz, ${params.add(receivedAt)}::timestamptz, ${params.add(id)}::uuid)`,
      );
    }
    order = "c.next_due_at, c.created_at, c.id";
  }
  const text = `select ${summaryColumns} from complaints c ${whereClause(where)} order by ${order} limit ${params.add(limit + 1)}`;
  return { text, params: params.values, limit };
}

export async function listComplaints(
  db: Queryable,
  filters: ComplaintFilters = {},
  page: PageRequest<ComplaintSort> = {},
): Promise<Page<ComplaintSummary>> {
  const { text, params, limit } = complaintListQuery(filters, page);
  const rows = (await db.query(text, params)).map((row) => summaryRow.parse(row));
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const next =
    rows.length > limit && last
      ? (page.sort ?? "received") === "received"
        ? encodeCursor("received", [last.received_at, last.id])
        : encodeCursor("due", [last.next_due_at, last.received_at, last.id])
      : null;
  return { items: shown.map(toSummary), next };
}

export interface ComplaintCounts {
  /** Complaints matching the filters, whatever their status. */
  total: number;
  /** Per status, under the filters other than status (the tabs of the list). */
  byStatus: Record<ComplaintStatus, number>;
  /** Of those, open with a deadline passed. */
  overdue: number;
  /** Of those, open with a deadline ending within one working day. */
  dueSoon: number;
  /** Of those, received today (Phnom Penh). */
  today: number;
  /**
   * A search matched more than searchCountCap complaints: the figures are those of the first
   * searchCountCap found ("1,000+"). Counting every match of a common word costs a scan of most
   * of the table; without a search, counts are exact.
   */
  capped: boolean;
}

const statusCount = z.object({ status: z.enum(complaintStatuses), count: z.number() });
const foundRow = z.object({
  status: z.enum(complaintStatuses),
  overdue: z.boolean(),
  due_soon: z.boolean(),
  today: z.boolean(),
});
const receivedToday =
  "c.created_at >= (now() at time zone 'Asia/Phnom_Penh')::date::timestamp at time zone 'Asia/Phnom_Penh'";

/** The overview's complaints: open ones nobody has taken, open ones of `staffId`, those due soon, and the overdue. */
export async function countComplaintWork(
  db: Queryable,
  staffId: string,
): Promise<{ unassigned: number; mine: number; dueSoon: number; overdue: number }> {
  const [row] = await db.query<{ unassigned: number; mine: number; due_soon: number; overdue: number }>(
    `select count(*) filter (where c.owner_id is null)::int as unassigned,
            count(*) filter (where c.owner_id = $2::uuid)::int as mine,
            count(*) filter (where ${dueSoonSql})::int as due_soon,
            count(*) filter (where c.next_due_at <= now())::int as overdue
       from complaints c where c.status = any($1::text[])`,
    [openComplaintStatuses, staffId],
  );
  return { unassigned: row!.unassigned, mine: row!.mine, dueSoon: row!.due_soon, overdue: row!.overdue };
}

export async function countComplaints(db: Queryable, filters: ComplaintFilters = {}): Promise<ComplaintCounts> {
  const params = new Params();
  const where = conditions(filters, params, false);
  const byStatus = Object.fromEntries(complaintStatuses.map((status) => [status, 0])) as Record<
    ComplaintStatus,
    number
  >;
  if (searchTerms(filters.search ?? "").length > 0) {
    const found = await db.query(
      `select c.status, c.next_due_at <= now() as overdue, ${dueSoonSql} as due_soon, ${receivedToday} as today
         from complaints c ${whereClause(where)} limit ${params.add(searchCountCap + 1)}`,
      params.values,
    );
    const counted = found.slice(0, searchCountCap).map((row) => foundRow.parse(row));
    for (const row of counted) byStatus[row.status] += 1;
    return {
      total: counted.length,
      byStatus,
      overdue: counted.filter((row) => row.overdue).length,
      dueSoon: counted.filter((row) => row.due_soon).length,
      today: counted.filter((row) => row.today).length,
      capped: found.length > searchCountCap,
    };
  }
  const perStatus = await db.query(
    `select c.status, count(*)::int as count from complaints c ${whereClause(where)} group by c.status`,
    params.values,
  );
  for (const row of perStatus) {
    const { status, count } = statusCount.parse(row);
    byStatus[status] = count;
  }
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  const [row] = await db.query<{ overdue: number; due_soon: number; today: number }>(
    `select count(*) filter (where c.next_due_at <= now())::int as overdue,
            count(*) filter (where ${dueSoonSql})::int as due_soon,
            count(*) filter (where ${receivedToday})::int as today
       from complaints c ${whereClause(where)}`,
    params.values,
  );
  return { total, byStatus, overdue: row!.overdue, dueSoon: row!.due_soon, today: row!.today, capped: false };
}

export interface ComplaintFile {
  id: string;
  position: number;
  /** Where the bytes are in the file storage (app/uploads/storage.server.ts). */
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export interface ComplaintDetail extends Omit<ComplaintSummary, "excerpt"> {
  message: string;
  outcomeNote: string | null;
  files: ComplaintFile[];
}

const detailRow = summaryRow
  .omit({ excerpt: true })
  .extend({ message: z.string(), outcome_note: z.string().nullable() });
const fileRow = z.object({
  id: z.string(),
  position: z.number(),
  storage_key: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
});

/** One complaint with its whole message, outcome and files; null when there is none with this id. */
export async function getComplaint(db: Queryable, id: string): Promise<ComplaintDetail | null> {
  const detail = await readDetail(db, "complaints", summaryColumns, detailRow, toSummary, id);
  if (!detail) return null;
  const files = (
    await db.query(
      // With the files of the complaints merged into it, in the order they came.
      `select f.id, f.position, f.storage_key, f.original_name, f.content_type, f.size_bytes
         from complaint_files f join complaints c on c.id = f.complaint_id
        where f.complaint_id = any(${groupOf("$1")}) order by c.created_at, c.id, f.position`,
      [id],
    )
  ).map((file) => fileRow.parse(file));
  return { ...detail, files: files.map(toFile) };
}

const toFile = (file: z.infer<typeof fileRow>): ComplaintFile => ({
  id: file.id,
  position: file.position,
  storageKey: file.storage_key,
  originalName: file.original_name,
  contentType: file.content_type,
  sizeBytes: file.size_bytes,
});

/** One file of one complaint (or of one merged into it): null when either id is unknown or malformed, or the file belongs to another complaint. */
export async function getComplaintFile(
  db: Queryable,
  complaintId: string,
  fileId: string,
): Promise<ComplaintFile | null> {
  if (!isUuid(complaintId) || !isUuid(fileId)) return null;
  const [row] = await db.query(
    `select id, position, storage_key, original_name, content_type, size_bytes from complaint_files
      where id = $1 and complaint_id = any(${groupOf("$2")})`,
    [fileId, complaintId],
  );
  return row ? toFile(fileRow.parse(row)) : null;
}

/**
 * An e-mail as it came (inbound_mail's raw message), served like a file: "message.eml". With a
 * complaint's id, one of that complaint's; without, one that belongs to no complaint yet.
 */
export async function getComplaintMail(
  db: Queryable,
  complaintId: string | null,
  mailId: string,
): Promise<ComplaintFile | null> {
  if ((complaintId !== null && !isUuid(complaintId)) || !isUuid(mailId)) return null;
  const [row] = await db.query<{ id: string; raw_key: string; raw_bytes: number }>(
    `select id, raw_key, raw_bytes from inbound_mail
      where id = $1 and (case when $2::uuid is null then complaint_id is null else complaint_id = any(${groupOf("$2")}) end)`,
    [mailId, complaintId],
  );
  return row
    ? {
        id: row.id,
        position: 0,
        storageKey: row.raw_key,
        originalName: "message.eml",
        contentType: "message/rfc822",
        sizeBytes: row.raw_bytes,
      }
    : null;
}

/** The complaint with this reference (CMP-2026-000042, any case), for staff who are told one. */
export async function findComplaintId(db: Queryable, reference: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>("select id from complaints where reference = upper($1)", [
    reference.trim(),
  ]);
  if (!row) return null;
  return row.id;
}
