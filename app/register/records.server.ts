// A complaint and a contact message as the e-mails about them read them: the sender, the
// message, when it came and, for a complaint, its reference, its files and the company's name
// in its language.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { FileStorage } from "../uploads/storage.server.ts";
import { senderColumns, senderRow } from "./sender.ts";

const contactMessageSchema = senderRow.extend({
  message: z.string(),
  created_at: z.string(),
});

const complaintSchema = senderRow.extend({
  reference: z.string(),
  message: z.string(),
  created_at: z.string(),
  company: z.string(),
  files: z.array(
    z.object({ storage_key: z.string(), original_name: z.string(), content_type: z.string(), size_bytes: z.number() }),
  ),
});

export type MailedComplaint = z.infer<typeof complaintSchema>;

export async function mailedContactMessage(db: Queryable, id: string) {
  const [row] = await db.query(
    `select ${senderColumns("m")}, m.message, m.created_at::text from contact_messages m where m.id = $1`,
    [id],
  );
  if (!row) throw new Error(`contact message ${id} not found`);
  return contactMessageSchema.parse(row);
}

export async function mailedComplaint(db: Queryable, id: string): Promise<MailedComplaint> {
  const [row] = await db.query(
    `select c.reference, ${senderColumns("c")}, c.message, c.created_at::text,
            coalesce((select company_name from site where site.lang = c.lang), '') as company,
            coalesce((select json_agg(json_build_object('storage_key', f.storage_key, 'original_name', f.original_name,
                                                        'content_type', f.content_type, 'size_bytes', f.size_bytes) order by f.position)
                      from complaint_files f where f.complaint_id = c.id), '[]'::json) as files
     from complaints c where c.id = $1`,
    [id],
  );
  if (!row) throw new Error(`complaint ${id} not found`);
  return complaintSchema.parse(row);
}

/** A complaint's files as e-mail attachments, read from storage. */
export async function attachmentsOf(storage: FileStorage, record: MailedComplaint) {
  return Promise.all(
    record.files.map(async (file) => ({
      filename: file.original_name,
      content: await storage.read(file.storage_key),
      contentType: file.content_type,
    })),
  );
}

/** What names each record in the audit log: a complaint's reference, a contact message's time of arrival; none once erased. */
export async function recordLabels(
  db: Queryable,
  kind: "complaint" | "contact_message",
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; text: string }>(
    kind === "complaint"
      ? "select id::text, reference as text from complaints where id = any($1::uuid[])"
      : "select id::text, created_at::text as text from contact_messages where id = any($1::uuid[])",
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.text] as const));
}

/** The records received just before and just after this one (the list's default order, newest first: `next` is the older). */
export async function neighbours(
  db: Queryable,
  kind: "complaint" | "contactMessage",
  id: string,
): Promise<{ previous: string | null; next: string | null }> {
  const table = kind === "complaint" ? "complaints" : "contact_messages";
  const [row] = await db.query<{ previous: string | null; next: string | null }>(
    `select (select n.id::text from ${table} n where (n.created_at, n.id) > (r.created_at, r.id)
              order by n.created_at, n.id limit 1) as previous,
            (select n.id::text from ${table} n where (n.created_at, n.id) < (r.created_at, r.id)
              order by n.created_at desc, n.id desc limit 1) as next
       from ${table} r where r.id = $1`,
    [id],
  );
  return row ?? { previous: null, next: null };
}
