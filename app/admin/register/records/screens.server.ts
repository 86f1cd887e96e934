// What the register's screens read, the same shape for both kinds of record (app/admin/register/kinds.ts
// says what each has): a list page with its counts, and one record with its timeline.
import { categoryOf } from "../../../register/categories/categories.server.ts";
import type { Queryable } from "../../../../db/client.ts";
import {
  countComplaints,
  getComplaint,
  listComplaints,
  type ComplaintSource,
} from "../../../register/complaints.server.ts";
import {
  countContactMessages,
  getContactMessage,
  listContactMessages,
} from "../../../register/contact-messages.server.ts";
import type { RegisterStatus } from "../kinds.ts";
import type { ListQuery } from "./list-query.ts";
import { registerStaff, staffNames, type StaffName } from "../../../register/owners.server.ts";
import type { Page } from "../../../register/sql.server.ts";
import { senderOf, type Sender } from "../../../register/sender.ts";
import { getTimeline, type TimelineEntry } from "../../../register/timeline.server.ts";
import { ratingOf, type ComplaintRating } from "../../../register/ratings/ratings.server.ts";
import { RegisterError, type RegisterKind } from "../../../register/workflow.ts";
import {
  keptComplaint,
  mergedIntoThis,
  possibleDuplicates,
  type MergedComplaint,
  type PossibleDuplicate,
} from "../../../register/merge/merge.server.ts";

/** The deadline a complaint is waiting for now; none once closed (and none for messages). */
export interface DueNow {
  step: "acknowledge" | "answer";
  /** The instant the deadline ends (exclusive): the midnight after its last day, in Phnom Penh. */
  at: string;
  overdue: boolean;
  /** Not passed, but ending within one working day. */
  soon: boolean;
}

/** A row of a list: the sender without the company, which only the record's page shows. */
export interface RegisterRow extends Omit<Sender, "companyName" | "unverified"> {
  id: string;
  reference: string | null;
  receivedAt: string;
  source: ComplaintSource | null;
  status: RegisterStatus;
  ownerId: string | null;
  ownerName: string | null;
  due: DueNow | null;
  fileCount: number;
  /** The message's first lines. */
  excerpt: string;
}

export interface RegisterCounts {
  total: number;
  byStatus: Partial<Record<RegisterStatus, number>>;
  /** Complaints only: open with a deadline passed; ending within one working day; received today. */
  overdue: number | null;
  dueSoon: number | null;
  today: number | null;
  capped: boolean;
}

export interface RegisterList {
  rows: RegisterRow[];
  next: string | null;
  /** The cursor of the URL was not one of this list and order: the first page is shown. */
  badCursor: boolean;
  counts: RegisterCounts;
  /** The owner filter's choices. */
  staff: StaffName[];
}

async function page<Item>(
  load: (after: string | null) => Promise<Page<Item>>,
  after: string | null,
): Promise<Page<Item> & { badCursor: boolean }> {
  try {
    return { ...(await load(after)), badCursor: false };
  } catch (error) {
    if (!(error instanceof RegisterError && error.code === "invalid" && after)) throw error;
    return { ...(await load(null)), badCursor: true };
  }
}

const dueNow = (item: {
  status: string;
  ackDueAt: string;
  nextDueAt: string | null;
  overdue: boolean;
  dueSoon: boolean;
}): DueNow | null =>
  item.nextDueAt === null
    ? null
    : {
        step: item.status === "new" ? "acknowledge" : "answer",
        at: item.nextDueAt,
        overdue: item.overdue,
        soon: item.dueSoon,
      };

export async function loadRegisterList(
  db: Queryable,
  kind: RegisterKind,
  { filters, sort, after }: ListQuery,
): Promise<RegisterList> {
  let rows: Omit<RegisterRow, "ownerName">[];
  let next: string | null;
  let badCursor: boolean;
  let counts: RegisterCounts;
  if (kind === "complaint") {
    const [found, count] = await Promise.all([
      page((cursor) => listComplaints(db, filters, { sort, after: cursor }), after),
      countComplaints(db, filters),
    ]);
    ({ next, badCursor } = found);
    rows = found.items.map((item) => ({ ...item, due: dueNow(item) }));
    counts = count;
  } else {
    const messageFilters = { ...filters, status: filters.status as never };
    const [found, count] = await Promise.all([
      page((cursor) => listContactMessages(db, messageFilters, { after: cursor }), after),
      countContactMessages(db, messageFilters),
    ]);
    ({ next, badCursor } = found);
    rows = found.items.map((item) => ({ ...item, reference: null, source: null, due: null, fileCount: 0 }));
    counts = { ...count, overdue: null, dueSoon: null, today: null };
  }
  const [names, staff] = await Promise.all([
    staffNames(
      db,
      rows.map((row) => row.ownerId),
    ),
    registerStaff(db),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      receivedAt: row.receivedAt,
      lang: row.lang,
      source: row.source,
      fullName: row.fullName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      status: row.status,
      ownerId: row.ownerId,
      ownerName: row.ownerId === null ? null : (names[row.ownerId] ?? null),
      due: row.due,
      fileCount: row.fileCount,
      excerpt: row.excerpt,
    })),
    next,
    badCursor,
    counts,
    staff,
  };
}

export interface Deadline {
  /** The instant it ends (exclusive). */
  dueAt: string;
  doneAt: string | null;
  /** Not done before dueAt: done late, or still not done and past it. */
  missed: boolean;
}

export interface RegisterRecord extends Omit<RegisterRow, "due" | "fileCount" | "excerpt">, Sender {
  message: string;
  outcomeNote: string | null;
  /** When it reached a final status. */
  answeredAt: string | null;
  /** Complaints: to acknowledge and to answer. */
  deadlines: { acknowledge: Deadline; answer: Deadline } | null;
  files: { id: string; name: string; contentType: string; sizeBytes: number }[];
  /** A complaint's category, in both languages; null: none (or a contact message). */
  category: { id: string; en: string; km: string } | null;
  /** The complainant's rating of the answer, once given. */
  rating: ComplaintRating | null;
  /** A complaint's possible duplicates, those merged into it, and the one it is merged into (app/register/merge). */
  merge: {
    duplicates: PossibleDuplicate[];
    merged: MergedComplaint[];
    keptIn: { id: string; reference: string } | null;
  } | null;
  timeline: TimelineEntry[];
}

/** One record with everything its page shows; null when there is none with this id. */
export async function loadRegisterRecord(
  db: Queryable,
  kind: RegisterKind,
  id: string,
): Promise<RegisterRecord | null> {
  const [found, timeline] = await Promise.all([
    kind === "complaint" ? getComplaint(db, id) : getContactMessage(db, id),
    getTimeline(db, kind, id),
  ]);
  if (!found || !timeline) return null;
  const complaint = "reference" in found ? found : null;
  const [names, category, rating, merge] = await Promise.all([
    staffNames(db, [found.ownerId]),
    complaint ? categoryOf(db, complaint.id) : undefined,
    complaint ? ratingOf(db, complaint.id) : null,
    complaint ? mergeOf(db, complaint.id) : null,
  ]);
  return {
    id: found.id,
    reference: complaint?.reference ?? null,
    receivedAt: found.receivedAt,
    ...senderOf(found),
    source: complaint?.source ?? null,
    message: found.message,
    status: found.status,
    ownerId: found.ownerId,
    ownerName: found.ownerId === null ? null : (names[found.ownerId] ?? null),
    outcomeNote: found.outcomeNote,
    answeredAt: found.answeredAt,
    deadlines: complaint && {
      acknowledge: { dueAt: complaint.ackDueAt, doneAt: complaint.acknowledgedAt, missed: complaint.ackOverdue },
      answer: { dueAt: complaint.answerDueAt, doneAt: complaint.answeredAt, missed: complaint.answerOverdue },
    },
    files: (complaint?.files ?? []).map((file) => ({
      id: file.id,
      name: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    })),
    category: category ?? null,
    rating,
    merge,
    timeline,
  };
}

async function mergeOf(db: Queryable, id: string): Promise<RegisterRecord["merge"]> {
  const [duplicates, merged, keptIn] = await Promise.all([
    possibleDuplicates(db, id),
    mergedIntoThis(db, id),
    keptComplaint(db, id),
  ]);
  return { duplicates, merged, keptIn };
}
