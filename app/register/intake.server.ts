// A new complaint or contact message as every channel writes it: the public forms, the JSON API
// and the complaints mailbox. The caller's transaction also holds the delivery jobs it adds.
import type { Executor, Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";

export interface NewRecord {
  id?: string;
  lang: Lang;
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  message: string;
  /** When it came, if not now: a record once held as spam keeps its day of receipt (and deadlines). */
  receivedAt?: Date;
  /** Sent from the page's form without the solved challenge (app/site/forms/bot-checks.server.ts). */
  unverified?: boolean;
}

export interface SavedComplaint {
  id: string;
  reference: string;
}

export async function insertContactMessage(tx: Queryable, record: NewRecord & { id: string }): Promise<void> {
  await tx.query(
    `insert into contact_messages (id, lang, full_name, email, phone_number, message, company_name, created_at, unverified)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now()), $9)`,
    [
      record.id,
      record.lang,
      record.fullName,
      record.email,
      record.phone,
      record.message,
      record.companyName,
      record.receivedAt ?? null,
      record.unverified ?? false,
    ],
  );
}

/** A new complaint, its reference given by the database's sequence. */
export async function insertComplaint(
  tx: Queryable,
  record: NewRecord & { source: "site" | "api" | "email" },
): Promise<SavedComplaint> {
  const [row] = await tx.query<SavedComplaint>(
    `insert into complaints (id, lang, full_name, email, phone_number, company_name, message, source, created_at, unverified)
     values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), $10)
     returning id, reference`,
    [
      record.id ?? null,
      record.lang,
      record.fullName,
      record.email,
      record.phone,
      record.companyName,
      record.message,
      record.source,
      record.receivedAt ?? null,
      record.unverified ?? false,
    ],
  );
  return row!;
}

export async function savedComplaint(db: Queryable, id: string): Promise<SavedComplaint> {
  const [row] = await db.query<SavedComplaint>("select id, reference from complaints where id = $1", [id]);
  return row!;
}

export interface NewComplaintFile {
  storageKey: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** The files (already in storage) become the complaint's, after those it has; `mailId` when they came by e-mail. */
export async function addComplaintFiles(
  tx: Executor,
  complaintId: string,
  files: NewComplaintFile[],
  mailId: string | null = null,
): Promise<void> {
  if (files.length === 0) return;
  await tx.query(`select 1 from complaints where id = $1 for update`, [complaintId]);
  const [row] = await tx.query<{ next: number }>(
    `select coalesce(max(position) + 1, 0)::int as next from complaint_files where complaint_id = $1`,
    [complaintId],
  );
  for (const [index, file] of files.entries())
    await tx.query(
      `insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes, inbound_mail_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [complaintId, row!.next + index, file.storageKey, file.name, file.contentType, file.sizeBytes, mailId],
    );
}
