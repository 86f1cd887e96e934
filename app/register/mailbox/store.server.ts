// Stores one message of the complaints mailbox (docs/decisions/0035-complaints-mailbox.md): its
// raw bytes and its accepted attachments go to storage first, then one transaction records it
// on its complaint (or opens a complaint, or leaves it for a person), moves a complaint that
// waited for this answer back to "in progress" and queues the e-mail that tells its owner.
// A message stored before (the same Message-ID) is stored again never: its new copies in
// storage are removed and it counts as done, so that the fetch can mark it on the server.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import { enqueue } from "../jobs.ts";
import { addComplaintFiles, insertComplaint, type NewComplaintFile } from "../intake.server.ts";
import { blockedVerdict } from "../spam/blocked-senders.server.ts";
import type { SpamVerdict } from "../spam/reasons.ts";
import { holdAsSpam } from "../spam/spam.server.ts";
import { complaintLimits } from "../limits.ts";
import { detectAcceptedType, type DetectedType } from "../../uploads/content-type.server.ts";
import { newStorageKey, removeAfterFailedStore, removeFiles, type FileStorage } from "../../uploads/storage.server.ts";
import { isUuid, type Actor } from "../workflow.ts";
import { moveComplaintIfAt } from "../workflow.server.ts";
import { readMessage, type InboundMessage } from "./message.server.ts";
import { guardedKeeper } from "./poison.server.ts";
import { keptRoot } from "../merge/merge.server.ts";

type MatchedBy = "thread" | "address" | "subject";
export type StoreOutcome = "matched" | "opened" | "unmatched" | "spam" | "ours" | "again";
type RefusedReason = "type" | "size" | "count";

/** A complaint's reference as the site prints it (CMP-2026-000042). */
const referencePattern = /\bCMP-\d{4}-\d{6,}\b/i;
/** The Message-IDs the outbox gives what it sends (app/outbox/mail.ts messageIdFor). */
const outboxMessageId = /^<outbox-([0-9a-f-]{36})@/i;
const khmer = /[\u1780-\u17FF]/;

interface Found {
  complaintId: string;
  by: MatchedBy;
}

async function byThread(tx: Queryable, message: InboundMessage): Promise<Found | null> {
  const jobs = message.answers.flatMap((id) => outboxMessageId.exec(id)?.[1] ?? []).filter(isUuid);
  if (jobs.length === 0) return null;
  // By the outbox's primary key: the outbox keeps every e-mail ever sent.
  const [row] = await tx.query<{ id: string }>(
    `select c.id from outbox o join complaints c on c.id::text = o.payload->>'complaintId'
      where o.id = any($1::uuid[]) order by o.created_at desc limit 1`,
    [jobs],
  );
  return row ? { complaintId: row.id, by: "thread" } : null;
}

async function byReference(
  tx: Queryable,
  reference: string | undefined,
  by: MatchedBy,
  sender?: string,
): Promise<Found | null> {
  if (!reference) return null;
  const [row] = await tx.query<{ id: string }>(
    `select id from complaints where reference = upper($1) and ($2::text is null or lower(email) = $2)`,
    [reference, sender ?? null],
  );
  return row ? { complaintId: row.id, by } : null;
}

/**
 * The complaint a message belongs to: our Message-ID among those it answers; the reply address
 * of one complaint (complaints+CMP-…@); or the reference in its subject, when it comes from the
 * address the complaint was made with (anyone can type a reference; a person decides the rest).
 */
async function findComplaint(tx: Queryable, message: InboundMessage): Promise<Found | null> {
  const plusAddress = message.recipients
    .map((address) => /^[^@+]+\+([^@]+)@/.exec(address)?.[1])
    .find((tag) => tag && referencePattern.test(tag));
  const found =
    (await byThread(tx, message)) ??
    (await byReference(tx, plusAddress, "address")) ??
    (await byReference(tx, referencePattern.exec(message.subject)?.[0], "subject", message.fromAddress));
  // An answer about a complaint merged into another goes to the one kept.
  return found && { ...found, complaintId: await keptRoot(tx, found.complaintId) };
}

/** A new message that answers nothing, from a person: a complaint of its own. */
function opensComplaint(message: InboundMessage): boolean {
  return (
    !message.automatic &&
    message.answers.length === 0 &&
    !referencePattern.test(message.subject) &&
    !/^\s*(re|aw|sv|fwd?|tr)\s*:/i.test(message.subject) &&
    message.fromAddress.length >= 3
  );
}

interface CheckedFile {
  name: string;
  bytes: number;
  type: DetectedType;
  key: string;
  path: string;
}

/** The attachments the complaint form would take, by the same rules (content, size, count), and the others with why not. */
async function checkAttachments(message: InboundMessage, dir: string) {
  const kept: CheckedFile[] = [];
  const refused: { name: string; reason: RefusedReason }[] = [];
  let total = 0;
  for (const [index, attachment] of message.attachments.entries()) {
    const size = attachment.bytes.byteLength;
    if (size === 0 || size > complaintLimits.fileBytes || total + size > complaintLimits.totalBytes) {
      refused.push({ name: attachment.name, reason: "size" });
      continue;
    }
    if (kept.length >= complaintLimits.files) {
      refused.push({ name: attachment.name, reason: "count" });
      continue;
    }
    const path = join(dir, `attachment-${index}`);
    await writeFile(path, attachment.bytes);
    const type = await detectAcceptedType(path);
    if (!type) {
      refused.push({ name: attachment.name, reason: "type" });
      continue;
    }
    total += size;
    kept.push({ name: attachment.name, bytes: size, type, path, key: "" });
  }
  return { kept, refused };
}

/** The complaint a message opens, as the register keeps it. */
function heldFields(message: InboundMessage) {
  const text = `${message.subject}\n${message.body}`;
  // Counted as the database counts (characters, not UTF-16 units): a name of one character outside
  // the Basic Multilingual Plane is too short.
  const name = [...message.fromName].length >= 2 ? message.fromName : message.fromAddress;
  return {
    kind: "complaint",
    lang: khmer.test(text) ? "km" : "en",
    fullName: [...name].slice(0, complaintLimits.fullName.max).join(""),
    email: message.fromAddress,
    phone: "",
    companyName: "",
    message: (message.body || message.subject || "-").slice(0, complaintLimits.message),
    source: "email",
    forward: false,
  } as const;
}

/** Marked by the mail server, or from a sender the team blocks. */
async function spamVerdict(db: Queryable, message: InboundMessage): Promise<SpamVerdict | null> {
  if (message.markedSpam) return { reason: "marked_by_mail_server", detail: "" };
  return blockedVerdict(db, message.fromAddress);
}

async function openComplaint(tx: Executor, message: InboundMessage): Promise<string> {
  const { id } = await insertComplaint(tx, heldFields(message));
  // The sender gets the acknowledgement with the reference, as from the form; the team already
  // has the message in its mailbox.
  await enqueue(tx, "complaint.ack", { complaintId: id });
  return id;
}

/** Puts the checked files into storage; `stored` collects every key put, for removal when what follows fails. */
async function putFiles(storage: FileStorage, files: CheckedFile[], stored: string[]) {
  for (const file of files) {
    file.key = newStorageKey("complaints", file.type.extension);
    await storage.put(file.key, file.path, file.type.mime);
    stored.push(file.key);
  }
}

const fileRows = (files: CheckedFile[]): NewComplaintFile[] =>
  files.map((file) => ({ storageKey: file.key, name: file.name, contentType: file.type.mime, sizeBytes: file.bytes }));

/** The files become the complaint's, after those it has. */
const recordFiles = (tx: Executor, complaintId: string, mailId: string, files: CheckedFile[]) =>
  addComplaintFiles(tx, complaintId, fileRows(files), mailId);

/**
 * An answer from a person brings a complaint that waited for it back ("in progress"; by the
 * mail itself, or by the staff member who attached it) and, when `notify`, tells its owner (or
 * the team).
 */
async function answered(
  tx: Executor,
  complaintId: string,
  mailId: string,
  { actor, notify }: { actor: Actor | null; notify: boolean },
) {
  await moveComplaintIfAt(tx, complaintId, "waiting", "in_progress", actor ?? "answer");
  if (notify) await enqueue(tx, "complaint.answered", { complaintId, mailId });
}

/** Runs `work` with a temporary folder for a message's files, removed afterwards. */
async function withTemporaryFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "inbound-mail-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stores `message` (its bytes `raw`) unless it is one of ours or was stored before. Resolves
 * once it is durable: the caller may then mark it on the mail server.
 */
export async function storeMessage(
  db: Db,
  storage: FileStorage,
  message: InboundMessage,
  raw: Uint8Array,
): Promise<StoreOutcome> {
  // What the outbox sent to the team's own address comes back here: it is on record already.
  if (outboxMessageId.test(message.key)) return "ours";
  const known = await db.query("select 1 from inbound_mail where message_key = $1", [message.key]);
  if (known.length > 0) return "again";

  const stored: string[] = [];
  return withTemporaryFolder(async (dir) => {
    try {
      const found = await findComplaint(db, message);
      const wouldOpen = !found && opensComplaint(message);
      // What would open a complaint waits in the Spam list when it looks like spam.
      const spam = wouldOpen ? await spamVerdict(db, message) : null;
      const opens = wouldOpen && !spam;
      const checked = await checkAttachments(message, dir);
      const rawKey = newStorageKey("mail", "eml");
      const rawPath = join(dir, "message.eml");
      await writeFile(rawPath, raw);
      await storage.put(rawKey, rawPath, "message/rfc822");
      stored.push(rawKey);
      // Unmatched, the attachments stay in the raw message until a person attaches it.
      const kept = found || wouldOpen ? checked.kept : [];
      await putFiles(storage, kept, stored);
      const outcome = await db.transaction(async (tx): Promise<StoreOutcome> => {
        const complaintId = found?.complaintId ?? (opens ? await openComplaint(tx, message) : null);
        const state = found ? "matched" : opens ? "opened" : spam ? "spam" : "unmatched";
        const [mail] = await tx.query<{ id: string }>(
          `insert into inbound_mail (message_key, state, complaint_id, matched_by, from_address, from_name, subject,
             sent_at, automatic, body, raw_key, raw_bytes, refused_files)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
           on conflict (message_key) do nothing returning id`,
          [
            message.key,
            state,
            complaintId,
            found?.by ?? null,
            message.fromAddress,
            message.fromName,
            message.subject,
            message.sentAt?.toISOString() ?? null,
            message.automatic,
            message.body,
            rawKey,
            raw.byteLength,
            JSON.stringify(checked.refused),
          ],
        );
        // Stored by another instance in the meantime.
        if (!mail) return "again";
        if (complaintId) await recordFiles(tx, complaintId, mail.id, kept);
        if (spam) await holdAsSpam(tx, { ...heldFields(message), inboundMailId: mail.id, files: fileRows(kept) }, spam);
        if (found && !message.automatic) await answered(tx, found.complaintId, mail.id, { actor: null, notify: true });
        return state;
      });
      if (outcome === "again") await removeFiles(storage, stored);
      return outcome;
    } catch (error) {
      await removeAfterFailedStore(storage, stored, error);
      throw error;
    }
  });
}

/**
 * A person attaches an unmatched (or dismissed) e-mail to a complaint: its attachments are read
 * again from the message as it came and kept by the same rules, it brings the complaint back if
 * it waited, and the owner hears of it unless the owner attached it. False when the e-mail is
 * no longer waiting (attached or gone meanwhile).
 */
export async function attachMail(
  db: Db,
  storage: FileStorage,
  mailId: string,
  chosenId: string,
  actor: Actor,
): Promise<boolean> {
  if (!isUuid(mailId) || !isUuid(chosenId)) return false;
  // Chosen among merged ones, it goes to the one kept.
  const complaintId = await keptRoot(db, chosenId);
  const [mail] = await db.query<{ raw_key: string }>(
    `select raw_key from inbound_mail where id = $1 and state in ('unmatched', 'dismissed')`,
    [mailId],
  );
  if (!mail) return false;
  const message = await readMessage(await storage.read(mail.raw_key));
  const stored: string[] = [];
  return withTemporaryFolder(async (dir) => {
    try {
      const { kept } = await checkAttachments(message, dir);
      await putFiles(storage, kept, stored);
      const attached = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ owner_id: string | null }>(
          `update inbound_mail m set state = 'matched', matched_by = 'staff', complaint_id = c.id,
                  handled_by_id = $3, handled_by_name = $4, handled_at = now()
             from complaints c
            where m.id = $1 and c.id = $2 and m.state in ('unmatched', 'dismissed')
           returning c.owner_id`,
          [mailId, complaintId, actor.id, actor.name],
        );
        if (!row) return false;
        await recordFiles(tx, complaintId, mailId, kept);
        if (!message.automatic)
          await answered(tx, complaintId, mailId, {
            actor,
            notify: row.owner_id !== null && row.owner_id !== actor.id,
          });
        return true;
      });
      if (!attached) await removeFiles(storage, stored);
      return attached;
    } catch (error) {
      await removeAfterFailedStore(storage, stored, error);
      throw error;
    }
  });
}

/** A person sets an unmatched e-mail aside (it can still be attached later). False when it is no longer unmatched. */
export async function dismissMail(db: Queryable, mailId: string, actor: Actor): Promise<boolean> {
  if (!isUuid(mailId)) return false;
  const rows = await db.query(
    `update inbound_mail set state = 'dismissed', handled_by_id = $2, handled_by_name = $3, handled_at = now()
      where id = $1 and state = 'unmatched' returning id`,
    [mailId, actor.id, actor.name],
  );
  return rows.length > 0;
}

/**
 * The complaints mailbox's keeper for the inbox's rounds (server/inbox/fetch.ts): reads one
 * message and stores it, or sets it aside after it failed three times (./poison.server.ts).
 */
export const mailKeeper = (db: Db, storage: FileStorage) =>
  guardedKeeper(db, storage, async (raw) => storeMessage(db, storage, await readMessage(raw), raw));
