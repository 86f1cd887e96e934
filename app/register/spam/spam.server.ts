// The Spam list (decision 0044): submissions and e-mails that look like spam wait here, out of the
// register's lists, counts, deadlines and report, with why. "Not spam" makes one a real record
// (its day of receipt kept) and only then queues its e-mails, the acknowledgement among them;
// "delete" removes it and its files for good. After 30 days the server deletes what is left.
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { removeFiles, type FileStorage } from "../../uploads/storage.server.ts";
import { addComplaintFiles, insertComplaint, insertContactMessage, type NewComplaintFile } from "../intake.server.ts";
import { enqueue } from "../jobs.ts";
import { RegisterError, isUuid, type Actor, type RegisterKind } from "../workflow.ts";
import { registerTables } from "../workflow.server.ts";
import { spamKeptDays, type SpamReason, type SpamVerdict } from "./reasons.ts";

export interface HeldSubmission {
  kind: "complaint" | "contact";
  source: "site" | "api" | "email";
  lang: Lang;
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  message: string;
  files: NewComplaintFile[];
  inboundMailId?: string | null;
  forward: boolean;
}

export interface SpamItem extends Omit<HeldSubmission, "inboundMailId"> {
  id: string;
  reason: SpamReason;
  detail: string;
  receivedAt: string;
  fromMail: boolean;
}

/** Keeps `held` in the Spam list, in the caller's transaction; its files are in storage already. */
export async function holdAsSpam(tx: Queryable, held: HeldSubmission, verdict: SpamVerdict): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into spam_items (kind, source, lang, full_name, email, phone_number, company_name, message, files,
       inbound_mail_id, reason, detail, forward)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13) returning id`,
    [
      held.kind,
      held.source,
      held.lang,
      held.fullName.slice(0, 200),
      held.email.slice(0, 254),
      held.phone.slice(0, 30),
      held.companyName.slice(0, 100),
      held.message.slice(0, 5000),
      JSON.stringify(held.files),
      held.inboundMailId ?? null,
      verdict.reason,
      verdict.detail.slice(0, 300),
      held.forward,
    ],
  );
  return row!.id;
}

interface SpamRow {
  id: string;
  kind: "complaint" | "contact";
  source: "site" | "api" | "email";
  lang: Lang;
  full_name: string;
  email: string;
  phone_number: string;
  company_name: string;
  message: string;
  files: NewComplaintFile[];
  inbound_mail_id: string | null;
  reason: SpamReason;
  detail: string;
  forward: boolean;
  received_at: Date;
}

const toItem = (row: SpamRow): SpamItem => ({
  id: row.id,
  kind: row.kind,
  source: row.source,
  lang: row.lang,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone_number,
  companyName: row.company_name,
  message: row.message,
  files: row.files,
  forward: row.forward,
  reason: row.reason,
  detail: row.detail,
  receivedAt: new Date(row.received_at).toISOString(),
  fromMail: row.inbound_mail_id !== null,
});

/** The list, newest first (at most `limit`), and how many there are in all. */
export async function listSpam(db: Queryable, limit = 200): Promise<{ items: SpamItem[]; total: number }> {
  const rows = await db.query<SpamRow>("select * from spam_items order by received_at desc, id desc limit $1", [limit]);
  const [count] = await db.query<{ n: number }>("select count(*)::int as n from spam_items");
  return { items: rows.map(toItem), total: count!.n };
}

export type Released = { kind: "complaint"; id: string; reference: string } | { kind: "contact"; id: string };

/** The held submission becomes the record it would have been, with its e-mails queued now. */
async function makeReal(tx: Executor, row: SpamRow): Promise<Released> {
  const record = {
    id: row.id,
    lang: row.lang,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone_number,
    companyName: row.company_name,
    message: row.message,
    receivedAt: new Date(row.received_at),
  };
  if (row.kind === "contact") {
    await insertContactMessage(tx, record);
    await enqueue(tx, "contact.email", { contactMessageId: row.id });
    if (row.forward) await enqueue(tx, "contact.forward", { contactMessageId: row.id });
    return { kind: "contact", id: row.id };
  }
  const saved = await insertComplaint(tx, { ...record, source: row.source });
  await addComplaintFiles(tx, row.id, row.files, row.inbound_mail_id);
  if (row.inbound_mail_id)
    await tx.query(`update inbound_mail set state = 'opened', complaint_id = $2 where id = $1`, [
      row.inbound_mail_id,
      row.id,
    ]);
  // The team has an e-mail's message in its mailbox already (as when it opens a complaint).
  if (row.source !== "email") await enqueue(tx, "complaint.email", { complaintId: row.id });
  await enqueue(tx, "complaint.ack", { complaintId: row.id });
  if (row.forward) await enqueue(tx, "complaint.forward", { complaintId: row.id });
  return { kind: "complaint", id: saved.id, reference: saved.reference };
}

/** "Not spam": the record is made and its e-mails queued, once. Null when it is no longer in the list. */
export async function releaseSpam(db: Db, id: string, actor: Actor): Promise<Released | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<SpamRow>("delete from spam_items where id = $1 returning *", [id]);
    if (!row) return null;
    const released = await makeReal(tx, row);
    await tx.query(
      `insert into register_events (${released.kind === "complaint" ? "complaint_id" : "contact_message_id"},
         kind, actor_id, actor_name, detail)
       values ($1, 'not_spam', $2, $3, $4::jsonb)`,
      [row.id, actor.id, actor.name, JSON.stringify({ reason: row.reason, detail: row.detail })],
    );
    return released;
  });
}

/** Removes the rows (and their e-mails' rows) in `tx`; returns the storage keys to remove once it commits. */
async function deleteRows(tx: Queryable, where: string, params: unknown[]): Promise<{ ids: string[]; keys: string[] }> {
  const rows = await tx.query<{ id: string; files: NewComplaintFile[]; inbound_mail_id: string | null }>(
    `delete from spam_items where ${where} returning id, files, inbound_mail_id`,
    params,
  );
  const mailIds = rows.flatMap((row) => row.inbound_mail_id ?? []);
  const mails = mailIds.length
    ? await tx.query<{ raw_key: string }>(
        "delete from inbound_mail where id = any($1::uuid[]) and state = 'spam' returning raw_key",
        [mailIds],
      )
    : [];
  return {
    ids: rows.map((row) => row.id),
    keys: [...rows.flatMap((row) => row.files.map((file) => file.storageKey)), ...mails.map((mail) => mail.raw_key)],
  };
}

/** Deletes one item for good, with its files and e-mail. False when it is no longer in the list. */
export async function deleteSpam(db: Db, storage: FileStorage, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { ids, keys } = await db.transaction((tx) => deleteRows(tx, "id = $1", [id]));
  await removeFiles(storage, keys);
  return ids.length > 0;
}

/** Deletes what has waited longer than 30 days; returns the ids deleted. */
export async function purgeSpam(db: Db, storage: FileStorage, now = new Date()): Promise<string[]> {
  const { ids, keys } = await db.transaction((tx) =>
    deleteRows(tx, `received_at < $1::timestamptz - make_interval(days => ${spamKeptDays})`, [now]),
  );
  await removeFiles(storage, keys);
  return ids;
}

/**
 * A record staff mark as spam (the list's bulk action): one nobody has worked on yet (no staff
 * event, no answer joined) goes to the Spam list under its own id, with its files, and its
 * e-mails not yet sent are dropped; "not spam" makes it again. Refused (a RegisterError) otherwise.
 */
export async function markAsSpam(db: Db, kind: RegisterKind, id: string, actor: Actor): Promise<void> {
  if (!isUuid(id)) throw new RegisterError("not_found", `no ${kind} ${id}`);
  const { table, eventColumn, payloadKey } = registerTables[kind];
  await db.transaction(async (tx) => {
    const complaint = kind === "complaint";
    const [row] = await tx.query<SpamRow & { status: string; worked: boolean }>(
      `select r.lang, r.full_name, r.email, r.phone_number, r.company_name, r.message, r.status, r.created_at as received_at,
              ${complaint ? "r.source" : "'site'"} as source,
              exists (select 1 from register_events e where e.${eventColumn} = r.id and e.actor_id is not null)
              ${complaint ? "or exists (select 1 from inbound_mail m where m.complaint_id = r.id and m.state = 'matched')" : ""}
                as worked,
              ${
                complaint
                  ? `coalesce((select json_agg(json_build_object('storageKey', f.storage_key, 'name', f.original_name,
                       'contentType', f.content_type, 'sizeBytes', f.size_bytes) order by f.position)
                       from complaint_files f where f.complaint_id = r.id), '[]'::json) as files,
                     (select m.id from inbound_mail m where m.complaint_id = r.id and m.state = 'opened') as inbound_mail_id`
                  : `'[]'::json as files, null::uuid as inbound_mail_id`
              }
         from ${table} r where r.id = $1 for update`,
      [id],
    );
    if (!row) throw new RegisterError("not_found", `no ${kind} ${id}`);
    if (row.status === "merged" || row.worked)
      throw new RegisterError("move_refused", `only a ${kind} nobody has worked on is marked as spam`);
    const forwarded = await tx.query(`delete from outbox where payload->>'${payloadKey}' = $1 returning kind`, [id]);
    if (row.inbound_mail_id)
      await tx.query(`update inbound_mail set state = 'spam', complaint_id = null where id = $1`, [
        row.inbound_mail_id,
      ]);
    await tx.query(`delete from ${table} where id = $1`, [id]);
    await tx.query(
      `insert into spam_items (id, kind, source, lang, full_name, email, phone_number, company_name, message, files,
         inbound_mail_id, reason, detail, forward, received_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, 'marked_by_staff', $12, $13, $14)`,
      [
        id,
        complaint ? "complaint" : "contact",
        row.source,
        row.lang,
        row.full_name,
        row.email,
        row.phone_number,
        row.company_name,
        row.message,
        JSON.stringify(row.files),
        row.inbound_mail_id,
        actor.name.slice(0, 300),
        forwarded.some((job) => /\.forward$/.test((job as { kind: string }).kind)),
        row.received_at,
      ],
    );
  });
}
