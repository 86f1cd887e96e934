// Duplicate complaints (decision 0048): the same person writing twice (the form, then an e-mail;
// twice the same day). A complaint merged into another is closed as "merged" and points to the
// one kept; its rows (files, mails, events, deliveries) stay its own, and the kept complaint reads
// them as its own (groupOf), so that a split puts back exactly what was there. The complainant
// is told once, by e-mail, under which reference the complaint goes on.
import { z } from "zod";
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import { enqueue } from "../jobs.ts";
import { iso } from "../sql.server.ts";
import { addEvent, checkActor } from "../workflow.server.ts";
import {
  RegisterError,
  complaintStatuses,
  finalStatuses,
  isUuid,
  type Actor,
  type ComplaintStatus,
} from "../workflow.ts";

/** How far apart two complaints of one person may be to be offered as duplicates. */
const duplicateWindowDays = 30;

/** A phone number's digits, Cambodia's +855 written as the leading 0 (SQL). */
const phoneDigits = (column: string) => `regexp_replace(regexp_replace(${column}, '\\D', '', 'g'), '^855', '0')`;

/**
 * Whether complaints `a` and `b` (table aliases) look like one person's: the same e-mail address
 * or phone number, received within the window.
 */
const sameSender = (a: string, b: string) =>
  `((lower(trim(${a}.email)) <> '' and lower(trim(${a}.email)) = lower(trim(${b}.email)))
     or (length(${phoneDigits(`${a}.phone_number`)}) >= 6 and ${phoneDigits(`${a}.phone_number`)} = ${phoneDigits(`${b}.phone_number`)}))
    and abs(extract(epoch from ${a}.created_at - ${b}.created_at)) <= ${duplicateWindowDays} * 86400`;

/** The ids a complaint's page reads as its own: itself and every complaint merged into it, however deep (SQL for `= any(…)`). */
export const groupOf = (param: string) =>
  `array(with recursive g(id) as (select ${param}::uuid union select c.id from complaints c join g on c.merged_into = g.id)
    select id from g)`;

export interface PossibleDuplicate {
  id: string;
  reference: string;
  fullName: string;
  receivedAt: string;
  status: ComplaintStatus;
  source: string;
  /** What they share. */
  sameEmail: boolean;
  samePhone: boolean;
}

const duplicateRow = z.object({
  id: z.string(),
  reference: z.string(),
  full_name: z.string(),
  received_at: z.string(),
  status: z.enum(complaintStatuses),
  source: z.string(),
  same_email: z.boolean(),
  same_phone: z.boolean(),
});

/**
 * The open complaints that may be the same person's as this one: same e-mail or phone within
 * 30 days, not merged already; the ones that may be merged into it, newest first.
 */
export async function possibleDuplicates(db: Queryable, id: string): Promise<PossibleDuplicate[]> {
  if (!isUuid(id)) return [];
  const rows = await db.query(
    `select d.id::text, d.reference, d.full_name, ${iso("d.created_at")} as received_at, d.status, d.source,
            lower(trim(d.email)) <> '' and lower(trim(d.email)) = lower(trim(c.email)) as same_email,
            length(${phoneDigits("d.phone_number")}) >= 6 and ${phoneDigits("d.phone_number")} = ${phoneDigits("c.phone_number")} as same_phone
       from complaints c join complaints d on d.id <> c.id
      where c.id = $1 and c.status <> 'merged' and d.status <> all($2::text[]) and ${sameSender("d", "c")}
      order by d.created_at desc, d.id
      limit 20`,
    [id, [...finalStatuses.complaint, "merged"]],
  );
  return rows.map((raw) => {
    const row = duplicateRow.parse(raw);
    return {
      id: row.id,
      reference: row.reference,
      fullName: row.full_name,
      receivedAt: row.received_at,
      status: row.status,
      source: row.source,
      sameEmail: row.same_email,
      samePhone: row.same_phone,
    };
  });
}

export interface MergedComplaint {
  id: string;
  reference: string;
  receivedAt: string;
  mergedAt: string;
}

/** The complaints merged straight into this one, in the order they came. */
export async function mergedIntoThis(db: Queryable, id: string): Promise<MergedComplaint[]> {
  if (!isUuid(id)) return [];
  const rows = await db.query<{ id: string; reference: string; received_at: string; merged_at: string }>(
    `select c.id::text, c.reference, ${iso("c.created_at")} as received_at,
            ${iso("(select max(e.at) from register_events e where e.complaint_id = c.id and e.kind = 'merge')")} as merged_at
       from complaints c where c.merged_into = $1 order by c.created_at, c.id`,
    [id],
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    receivedAt: row.received_at,
    mergedAt: row.merged_at,
  }));
}

/** The complaint this one was merged into, if it still is; null otherwise. */
export async function keptComplaint(db: Queryable, id: string): Promise<{ id: string; reference: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<{ id: string; reference: string }>(
    `select k.id::text, k.reference from complaints c join complaints k on k.id = c.merged_into where c.id = $1`,
    [id],
  );
  return row ?? null;
}

interface Locked {
  id: string;
  reference: string;
  status: string;
  merged_into: string | null;
}

/** Both complaints locked, in the order of their ids (two merges at once never wait on each other in a circle). */
async function lockBoth(tx: Executor, a: string, b: string): Promise<[Locked, Locked]> {
  if (!isUuid(a) || !isUuid(b)) throw new RegisterError("not_found", "no such complaint");
  const rows = await tx.query<Locked>(
    `select id::text, reference, status, merged_into::text from complaints where id = any($1::uuid[]) order by id for update`,
    [[a, b]],
  );
  const first = rows.find((row) => row.id === a);
  const second = rows.find((row) => row.id === b);
  if (!first || !second) throw new RegisterError("not_found", "no such complaint");
  return [first, second];
}

/**
 * Merges complaint `sourceId` into `keptId`: only an open complaint, into one that is not merged
 * itself, and only one that is a possible duplicate of it (same e-mail or phone within 30 days);
 * anything else is refused and changes nothing. The complainant is told by e-mail (when the
 * complaint has an address).
 */
export async function mergeComplaint(db: Db, sourceId: string, keptId: string, actor: Actor): Promise<void> {
  const who = checkActor(actor);
  if (sourceId === keptId) throw new RegisterError("invalid", "a complaint cannot be merged into itself");
  await db.transaction(async (tx) => {
    const [source, kept] = await lockBoth(tx, sourceId, keptId);
    if (source.status === "merged" || (finalStatuses.complaint as readonly string[]).includes(source.status))
      throw new RegisterError(
        "move_refused",
        `${source.reference} is ${source.status}: only an open complaint is merged`,
      );
    if (kept.status === "merged") throw new RegisterError("move_refused", `${kept.reference} is merged itself`);
    const [duplicate] = await tx.query(
      `select 1 from complaints a, complaints b where a.id = $1 and b.id = $2 and ${sameSender("a", "b")}`,
      [sourceId, keptId],
    );
    if (!duplicate)
      throw new RegisterError("invalid", `${source.reference} is not a possible duplicate of ${kept.reference}`);
    await tx.query(`update complaints set status = 'merged', merged_into = $2 where id = $1`, [sourceId, keptId]);
    await addEvent(tx, "complaint", sourceId, "merge", who, {
      side: "merged",
      other: keptId,
      otherReference: kept.reference,
      statusBefore: source.status,
    });
    await addEvent(tx, "complaint", keptId, "merge", who, {
      side: "kept",
      other: sourceId,
      otherReference: source.reference,
    });
    const [email] = await tx.query<{ email: string }>(`select email from complaints where id = $1`, [sourceId]);
    if (email!.email.trim() !== "") await enqueue(tx, "complaint.merged", { complaintId: sourceId, keptId });
  });
}

/**
 * Splits a merged complaint back out of the one it was merged into (`keptId`, the page it is
 * split from): it goes back to the status it had, with its own files, mails and events, and
 * both timelines say so. No e-mail: the complainant had been told of the merge only.
 */
export async function splitComplaint(db: Db, sourceId: string, keptId: string, actor: Actor): Promise<void> {
  const who = checkActor(actor);
  await db.transaction(async (tx) => {
    const [source, kept] = await lockBoth(tx, sourceId, keptId);
    if (source.merged_into !== kept.id)
      throw new RegisterError("invalid", `${source.reference} is not merged into ${kept.reference}`);
    const [merge] = await tx.query<{ status_before: string }>(
      `select detail->>'statusBefore' as status_before from register_events
        where complaint_id = $1 and kind = 'merge' order by id desc limit 1`,
      [sourceId],
    );
    const statusBefore = z.enum(complaintStatuses).parse(merge?.status_before);
    await tx.query(`update complaints set status = $2, merged_into = null where id = $1`, [sourceId, statusBefore]);
    await addEvent(tx, "complaint", sourceId, "split", who, {
      side: "merged",
      other: keptId,
      otherReference: kept.reference,
    });
    await addEvent(tx, "complaint", keptId, "split", who, {
      side: "kept",
      other: sourceId,
      otherReference: source.reference,
    });
  });
}

/** The complaint that stands for this one: the end of its chain of merges (itself when not merged). */
export async function keptRoot(db: Queryable, id: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `with recursive up(id, merged_into, depth) as (
       select id, merged_into, 0 from complaints where id = $1
       union all
       select c.id, c.merged_into, up.depth + 1 from complaints c join up on c.id = up.merged_into where up.depth < 100)
     select id::text from up order by depth desc limit 1`,
    [id],
  );
  return row?.id ?? id;
}
