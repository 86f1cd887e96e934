// Deliveries that failed for good ("dead" outbox rows, server/outbox/worker.ts): the list staff follow
// up, with the complaint or contact message each belongs to when its payload names one, and
// a retry that puts one back in the worker's queue as if new.
import { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { iso } from "./sql.server.ts";
import { actorSchema } from "./actor.server.ts";
import { RegisterError, isUuid, type Actor } from "./workflow.ts";

export interface DeadDelivery {
  id: string;
  /** The outbox kind: complaint.email, complaint.ack, complaint.forward, contact.email… */
  kind: string;
  attempts: number;
  /** The last failure's reason (it may quote an address: staff only). */
  lastError: string | null;
  createdAt: string;
  /** The complaint it belongs to: reference null when the complaint is gone. */
  complaint: { id: string; reference: string | null } | null;
  contactMessage: { id: string; exists: boolean } | null;
}

// A payload's id, as a uuid when it is one (a malformed payload must not fail the whole list).
const payloadUuid = (key: string) =>
  `(case when o.payload->>'${key}' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (o.payload->>'${key}')::uuid end)`;

const deadRow = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  complaint_id: z.string().nullable(),
  reference: z.string().nullable(),
  contact_message_id: z.string().nullable(),
  contact_message_exists: z.boolean(),
});

/** Dead deliveries, newest first. */
export async function listDeadDeliveries(
  db: Queryable,
  { limit = 200 }: { limit?: number } = {},
): Promise<DeadDelivery[]> {
  const rows = await db.query(
    `select o.id, o.kind, o.attempts, o.last_error, ${iso("o.created_at")} as created_at,
            ${payloadUuid("complaintId")}::text as complaint_id, c.reference,
            ${payloadUuid("contactMessageId")}::text as contact_message_id, m.id is not null as contact_message_exists
       from outbox o
       left join complaints c on c.id = ${payloadUuid("complaintId")}
       left join contact_messages m on m.id = ${payloadUuid("contactMessageId")}
      where o.status = 'dead'
      order by o.created_at desc, o.id desc
      limit $1`,
    [Math.min(Math.max(Math.trunc(limit), 1), 1000)],
  );
  return rows.map((raw) => {
    const row = deadRow.parse(raw);
    return {
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      complaint: row.complaint_id ? { id: row.complaint_id, reference: row.reference } : null,
      contactMessage: row.contact_message_id
        ? { id: row.contact_message_id, exists: row.contact_message_exists }
        : null,
    };
  });
}

/**
 * Puts a dead delivery back in the queue: pending, no attempts made, due now (the last error
 * stays until the next attempt replaces or clears it). Written in the timeline of the complaint
 * or message it belongs to. False when there is no dead delivery with this id.
 */
export async function retryDeadDelivery(db: Db, id: string, actor: Actor): Promise<boolean> {
  const parsed = actorSchema.safeParse(actor);
  if (!parsed.success) throw new RegisterError("invalid", "the actor needs an id (uuid) and a name");
  const who = parsed.data;
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ kind: string; complaint_id: string | null; contact_message_id: string | null }>(
      `update outbox o set status = 'pending', attempts = 0, next_attempt_at = now()
        where o.id = $1 and o.status = 'dead'
        returning o.kind,
                  (select c.id::text from complaints c where c.id = ${payloadUuid("complaintId")}) as complaint_id,
                  (select m.id::text from contact_messages m where m.id = ${payloadUuid("contactMessageId")}) as contact_message_id`,
      [id],
    );
    if (!job) return false;
    const column = job.complaint_id ? "complaint_id" : job.contact_message_id ? "contact_message_id" : null;
    if (column) {
      await tx.query(
        `insert into register_events (${column}, kind, actor_id, actor_name, detail) values ($1, 'retry', $2, $3, $4::jsonb)`,
        [
          job.complaint_id ?? job.contact_message_id,
          who.id,
          who.name,
          JSON.stringify({ deliveryId: id, job: job.kind }),
        ],
      );
    }
    return true;
  });
}
