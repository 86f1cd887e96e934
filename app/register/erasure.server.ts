// Erasure on the sender's request: the complaint or contact message goes with everything the
// database holds of it, in one transaction: its file rows, its timeline (register_events,
// by cascade) and its deliveries in the outbox, done or not (a pending e-mail would otherwise
// carry the data out, or fail for good). The stored files' bytes are the caller's to delete,
// after the commit, from the keys returned (removeStoredFiles); the audit entry is the caller's
// too, with the reference returned (nothing of the complaint is left to hold it). Before that,
// the preview says what will go, for the admin to confirm.
import { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import type { FileStorage } from "../uploads/storage.server.ts";
import { iso } from "./sql.server.ts";
import { isUuid } from "./workflow.ts";
import { groupOf } from "./merge/merge.server.ts";

/** What erasing a record takes with it, for the page that asks an admin to confirm. */
export interface ErasurePreview {
  /** What the admin types to confirm: a complaint's reference; a message's short id (messageCode). */
  reference: string;
  receivedAt: string;
  fullName: string;
  /** The stored files (complaints only). */
  files: { name: string; sizeBytes: number }[];
  /** Outbox rows naming it (e-mails, forwards, replies), done, pending or dead. */
  deliveries: number;
  /** Entries of its timeline (status changes, notes, replies, retries). */
  events: number;
}

/** A contact message has no reference: the first 8 characters of its id stand for one. */
export const messageCode = (id: string) => id.slice(0, 8).toLowerCase();

export interface RecordToErase {
  kind: "complaint" | "message";
  id: string;
  /** The complaint's reference; null for a contact message. */
  reference: string | null;
  /** The contact message's code (messageCode). */
  code: string;
  fullName: string;
  receivedAt: string;
}

const recordToEraseRow = z.object({
  kind: z.enum(["complaint", "message"]),
  id: z.string(),
  reference: z.string().nullable(),
  full_name: z.string(),
  received_at: z.string(),
});

/** Every complaint and contact message with this reference or e-mail address (any case), newest first. */
export async function findRecordsToErase(db: Queryable, query: string): Promise<RecordToErase[]> {
  const rows = await db.query(
    `select 'complaint' as kind, id, reference, full_name, ${iso("created_at")} as received_at
       from complaints where reference = upper($1) or lower(email) = lower($1)
     union all
     select 'message', id, null, full_name, ${iso("created_at")} from contact_messages where lower(email) = lower($1)
     order by received_at desc limit 100`,
    [query.trim()],
  );
  return rows.map((raw) => {
    const row = recordToEraseRow.parse(raw);
    return {
      kind: row.kind,
      id: row.id,
      reference: row.reference,
      code: messageCode(row.id),
      fullName: row.full_name,
      receivedAt: row.received_at,
    };
  });
}

const previewRow = z.object({
  reference: z.string(),
  received_at: z.string(),
  full_name: z.string(),
  files: z.array(z.object({ name: z.string(), size_bytes: z.number() })),
  deliveries: z.number(),
  events: z.number(),
});

async function preview(db: Queryable, sql: string, id: string): Promise<ErasurePreview | null> {
  if (!isUuid(id)) return null;
  const [found] = await db.query(sql, [id]);
  if (!found) return null;
  const row = previewRow.parse(found);
  return {
    reference: row.reference,
    receivedAt: row.received_at,
    fullName: row.full_name,
    files: row.files.map((file) => ({ name: file.name, sizeBytes: file.size_bytes })),
    deliveries: row.deliveries,
    events: row.events,
  };
}

export function complaintErasurePreview(db: Queryable, id: string): Promise<ErasurePreview | null> {
  return preview(
    db,
    `select c.reference, ${iso("c.created_at")} as received_at, c.full_name,
            coalesce((select json_agg(json_build_object('name', f.original_name, 'size_bytes', f.size_bytes) order by f.position)
                        from complaint_files f where f.complaint_id = any(${groupOf("c.id")})), '[]'::json) as files,
            (select count(*)::int from outbox o where o.payload->>'complaintId' = any((${groupOf("c.id")})::text[])) as deliveries,
            (select count(*)::int from register_events e where e.complaint_id = any(${groupOf("c.id")})) as events
       from complaints c where c.id = $1`,
    id,
  );
}

export async function contactMessageErasurePreview(db: Queryable, id: string): Promise<ErasurePreview | null> {
  const found = await preview(
    db,
    `select '' as reference, ${iso("m.created_at")} as received_at, m.full_name, '[]'::json as files,
            (select count(*)::int from outbox o where o.payload->>'contactMessageId' = m.id::text) as deliveries,
            (select count(*)::int from register_events e where e.contact_message_id = m.id) as events
       from contact_messages m where m.id = $1`,
    id,
  );
  return found && { ...found, reference: messageCode(id) };
}

export interface ErasedComplaint {
  reference: string;
  /** Keys in the file storage (app/uploads/storage.server.ts) whose bytes must now be removed. */
  storageKeys: string[];
}

/** Erases a complaint, with the complaints merged into it (the same person's); null when there is none with this id. */
export async function eraseComplaint(db: Db, id: string): Promise<ErasedComplaint | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [complaint] = await tx.query<{ reference: string; ids: string[] }>(
      `select reference, ${groupOf("id")}::text[] as ids from complaints where id = $1 for update`,
      [id],
    );
    if (!complaint) return null;
    const { ids } = complaint;
    // Their files, and the e-mails of the complainant's as they came (inbound_mail's raw messages).
    const files = await tx.query<{ storage_key: string }>(
      `select storage_key from complaint_files where complaint_id = any($1::uuid[])
       union all select raw_key from inbound_mail where complaint_id = any($1::uuid[])`,
      [ids],
    );
    await tx.query("delete from outbox where payload->>'complaintId' = any($1::text[])", [ids]);
    await tx.query("delete from complaints where id = any($1::uuid[])", [ids]);
    return { reference: complaint.reference, storageKeys: files.map((file) => file.storage_key) };
  });
}

/** Erases a contact message; false when there is none with this id. */
export async function eraseContactMessage(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const deleted = await tx.query("delete from contact_messages where id = $1 returning id", [id]);
    if (deleted.length === 0) return false;
    await tx.query("delete from outbox where payload->>'contactMessageId' = $1", [id]);
    return true;
  });
}

/**
 * Removes an erased complaint's files from the storage, each tried even when one fails; returns
 * those that could not be removed (for the caller to log: the rows naming them are gone).
 */
export async function removeStoredFiles(
  storage: Pick<FileStorage, "remove">,
  keys: readonly string[],
): Promise<{ key: string; error: unknown }[]> {
  const failed: { key: string; error: unknown }[] = [];
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      failed.push({ key, error });
    }
  }
  return failed;
}
