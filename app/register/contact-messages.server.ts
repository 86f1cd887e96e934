// The contact messages list of the register: newest first, filters, search, counts per status,
// keyset pages; and one message in full. Contact messages have no deadline and no source (the
// form and the API store them alike, app/site/contact/contact.server.ts).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import {
  Params,
  commonConditions,
  decodeCursor,
  encodeCursor,
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
import { contactMessageStatuses, type ContactMessageStatus } from "./workflow.ts";

export interface ContactMessageFilters extends CommonFilters {
  status?: readonly ContactMessageStatus[];
}

const searchText = "c.search_text";

const summaryColumns = `
  c.id, ${iso("c.created_at")} as received_at, ${senderColumns("c")},
  left(c.message, 200) as excerpt, c.status, c.owner_id, ${iso("c.answered_at")} as answered_at`;

const summaryRow = senderRow.extend({
  id: z.string(),
  received_at: z.string(),
  excerpt: z.string(),
  status: z.enum(contactMessageStatuses),
  owner_id: z.string().nullable(),
  answered_at: z.string().nullable(),
});
type SummaryRow = z.infer<typeof summaryRow>;

export interface ContactMessageSummary extends Sender {
  id: string;
  receivedAt: string;
  /** The message's first 200 characters. */
  excerpt: string;
  status: ContactMessageStatus;
  ownerId: string | null;
  /** When it was answered or closed. */
  answeredAt: string | null;
}

const toSummary = (row: SummaryRow): ContactMessageSummary => ({
  id: row.id,
  receivedAt: row.received_at,
  ...toSender(row),
  excerpt: row.excerpt,
  status: row.status,
  ownerId: row.owner_id,
  answeredAt: row.answered_at,
});

/** The SQL of one page, newest first (exported for the benchmark's EXPLAIN). */
function contactMessageListQuery(
  filters: ContactMessageFilters,
  page: PageRequest<"received"> = {},
): { text: string; params: unknown[]; limit: number } {
  const limit = pageLimit(page.limit);
  const params = new Params();
  const where = commonConditions(filters, params, searchText, { withStatus: true, statuses: contactMessageStatuses });
  if (page.after) {
    const [receivedAt, id] = decodeCursor(page.after, "received", 1);
    where.push(`(c.created_at, c.id) < (${params.add(receivedAt)}::timestamptz, ${params.add(id)}::uuid)`);
  }
  const text = `select ${summaryColumns} from contact_messages c ${whereClause(where)} order by c.created_at desc, c.id desc limit ${params.add(limit + 1)}`;
  return { text, params: params.values, limit };
}

export async function listContactMessages(
  db: Queryable,
  filters: ContactMessageFilters = {},
  page: PageRequest<"received"> = {},
): Promise<Page<ContactMessageSummary>> {
  const { text, params, limit } = contactMessageListQuery(filters, page);
  const rows = (await db.query(text, params)).map((row) => summaryRow.parse(row));
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toSummary),
    next: rows.length > limit && last ? encodeCursor("received", [last.received_at, last.id]) : null,
  };
}

export interface ContactMessageCounts {
  total: number;
  /** Per status, under the filters other than status. */
  byStatus: Record<ContactMessageStatus, number>;
  /** A search matched more than searchCountCap messages: the figures are those of the first searchCountCap found. */
  capped: boolean;
}

const statusCount = z.object({ status: z.enum(contactMessageStatuses), count: z.number() });

export async function countContactMessages(
  db: Queryable,
  filters: ContactMessageFilters = {},
): Promise<ContactMessageCounts> {
  const params = new Params();
  const where = commonConditions(filters, params, searchText, { withStatus: false, statuses: contactMessageStatuses });
  const byStatus = Object.fromEntries(contactMessageStatuses.map((status) => [status, 0])) as Record<
    ContactMessageStatus,
    number
  >;
  const searching = searchTerms(filters.search ?? "").length > 0;
  const rows = await db.query(
    searching
      ? `select c.status, 1 as count from contact_messages c ${whereClause(where)} limit ${params.add(searchCountCap + 1)}`
      : `select c.status, count(*)::int as count from contact_messages c ${whereClause(where)} group by c.status`,
    params.values,
  );
  for (const row of rows.slice(0, searchCountCap)) {
    const { status, count } = statusCount.parse(row);
    byStatus[status] += count;
  }
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    byStatus,
    capped: searching && rows.length > searchCountCap,
  };
}

export interface ContactMessageDetail extends Omit<ContactMessageSummary, "excerpt"> {
  message: string;
  outcomeNote: string | null;
}

const detailRow = summaryRow.extend({ message: z.string(), outcome_note: z.string().nullable() });

/** One message in full; null when there is none with this id. */
export async function getContactMessage(db: Queryable, id: string): Promise<ContactMessageDetail | null> {
  return readDetail(db, "contact_messages", summaryColumns, detailRow, toSummary, id);
}
