// Erasure on the sender's request: the complaint or contact message goes with everything the
// database holds of it, in one transaction: its file rows, its timeline (register_events,
// by cascade) and its deliveries in the outbox, done or not (a pending e-mail would otherwise
// carry the data out, or fail for good). The stored files' bytes are the caller's to delete,
// after the commit, from the keys returned; the audit entry is the caller's too, with the
// reference returned (nothing of the complaint is left to hold it).
import type { Db } from "../../db/client.ts";
import { isUuid } from "./workflow.ts";

export interface ErasedComplaint {
  reference: string;
  /** Keys in the file storage (app/uploads/storage.server.ts) whose bytes must now be removed. */
  storageKeys: string[];
}

/** Erases a complaint; null when there is none with this id. */
export async function eraseComplaint(db: Db, id: string): Promise<ErasedComplaint | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [complaint] = await tx.query<{ reference: string }>("select reference from complaints where id = $1 for update", [id]);
    if (!complaint) return null;
    const files = await tx.query<{ storage_key: string }>("select storage_key from complaint_files where complaint_id = $1 order by position", [id]);
    await tx.query("delete from outbox where payload->>'complaintId' = $1", [id]);
    await tx.query("delete from complaints where id = $1", [id]);
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
