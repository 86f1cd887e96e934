// Everything that happened to a complaint or contact message, oldest first: its receipt (the
// record's created_at), what staff did (register_events: status and owner changes, notes,
// replies, delivery retries), its deliveries (the outbox rows whose payload names it: the
// e-mails to the company, the sender's acknowledgement, forwards, replies) and the
// complainant's answers by e-mail (inbound_mail): the whole conversation, in and out.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { iso } from "./sql.server.ts";
import { registerTables, type AutomaticCause } from "./workflow.server.ts";
import { isUuid, type RegisterKind } from "./workflow.ts";
import { spamReasons, type SpamReason } from "./spam/reasons.ts";
import { groupOf } from "./merge/merge.server.ts";

interface TimelineActor {
  /** Null for what the application did on its own (name "mail": an answer brought the complaint back). */
  id: string | null;
  /** The name at that time. */
  name: string;
}

export interface TimelineMail {
  kind: "mail";
  at: string;
  id: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** What is new in it, without the quoted history. */
  body: string;
  automatic: boolean;
  /** The attachments kept with the complaint. */
  files: { id: string; name: string }[];
  /** The attachments not kept, and why: "type", "size" or "count". */
  refused: { name: string; reason: string }[];
}

export type TimelineEntry =
  | { kind: "received"; at: string }
  | {
      kind: "status";
      at: string;
      actor: TimelineActor;
      /** What moved it when no staff member did (the actor is then nobody). */
      cause: AutomaticCause | null;
      from: string;
      to: string;
      outcomeNote: string | null;
      /** Closed without its final answer e-mailed: why. */
      noEmailReason: string | null;
    }
  | {
      kind: "owner";
      at: string;
      actor: TimelineActor;
      from: string | null;
      fromName: string | null;
      to: string | null;
      toName: string | null;
    }
  | { kind: "note"; at: string; actor: TimelineActor; text: string }
  /** The category set (its names as they were then), or taken off (null). */
  | { kind: "category"; at: string; actor: TimelineActor; to: { en: string; km: string } | null }
  /** Held as spam, then made real by a person (app/register/spam). */
  | { kind: "notSpam"; at: string; actor: TimelineActor; reason: SpamReason; detail: string }
  | { kind: "reply"; at: string; actor: TimelineActor; id: string; text: string }
  /** Merged, or split back (app/register/merge), as seen from the complaint merged or from the one kept. */
  | {
      kind: "merge" | "split";
      at: string;
      actor: TimelineActor;
      side: "merged" | "kept";
      other: { id: string; reference: string };
    }
  /** A complaint merged into this one, as it came: its receipt, message and files. */
  | {
      kind: "joined";
      at: string;
      id: string;
      reference: string;
      fullName: string;
      source: string;
      message: string;
      files: { id: string; name: string }[];
    }
  | { kind: "retry"; at: string; actor: TimelineActor; deliveryId: string; job: string }
  | TimelineMail
  | {
      kind: "delivery";
      /** When it was delivered, or else when it was queued. */
      at: string;
      id: string;
      /** The outbox kind: complaint.email, complaint.ack, complaint.forward, complaint.reply, contact.email… */
      job: string;
      status: "pending" | "done" | "dead";
      attempts: number;
      lastError: string | null;
      queuedAt: string;
      doneAt: string | null;
      /** The reply it carries, for reply deliveries. */
      replyId: string | null;
    };

const eventRow = z.object({
  id: z.string(),
  kind: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  detail: z.unknown(),
});
const statusDetail = z.object({
  from: z.string(),
  to: z.string(),
  outcomeNote: z.string().optional(),
  noEmailReason: z.string().optional(),
  by: z.enum(["answer", "acknowledgement"]).optional(),
});
const ownerDetail = z.object({
  from: z.string().nullable(),
  fromName: z.string().nullable(),
  to: z.string().nullable(),
  toName: z.string().nullable(),
});
const textDetail = z.object({ text: z.string() });
const categoryDetail = z.object({ toEn: z.string().nullable(), toKm: z.string().nullable() });
const retryDetail = z.object({ deliveryId: z.string(), job: z.string() });
const notSpamDetail = z.object({ reason: z.enum(spamReasons), detail: z.string() });
const mergeDetail = z
  .object({ side: z.enum(["merged", "kept"]), other: z.string(), otherReference: z.string() })
  .transform(({ side, other, otherReference }) => ({ side, other: { id: other, reference: otherReference } }));
const joinedRow = z.object({
  id: z.string(),
  at: z.string(),
  reference: z.string(),
  full_name: z.string(),
  source: z.string(),
  message: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
});
const mailRow = z.object({
  id: z.string(),
  at: z.string(),
  from_address: z.string(),
  from_name: z.string(),
  subject: z.string(),
  body: z.string(),
  automatic: z.boolean(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
});
const deliveryRow = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["pending", "done", "dead"]),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  done_at: z.string().nullable(),
  reply_id: z.string().nullable(),
});

function toEntry(row: z.infer<typeof eventRow>): TimelineEntry {
  const actor = { id: row.actor_id, name: row.actor_name };
  switch (row.kind) {
    case "status": {
      const detail = statusDetail.parse(row.detail);
      return {
        kind: "status",
        at: row.at,
        actor,
        // The moves made before the cause was written down were the answers'.
        cause: row.actor_id === null ? (detail.by ?? "answer") : null,
        from: detail.from,
        to: detail.to,
        outcomeNote: detail.outcomeNote ?? null,
        noEmailReason: detail.noEmailReason ?? null,
      };
    }
    case "owner":
      return { kind: "owner", at: row.at, actor, ...ownerDetail.parse(row.detail) };
    case "note":
      return { kind: "note", at: row.at, actor, text: textDetail.parse(row.detail).text };
    case "reply":
      return { kind: "reply", at: row.at, actor, id: row.id, text: textDetail.parse(row.detail).text };
    case "retry":
      return { kind: "retry", at: row.at, actor, ...retryDetail.parse(row.detail) };
    case "category": {
      const { toEn, toKm } = categoryDetail.parse(row.detail);
      return { kind: "category", at: row.at, actor, to: toEn === null ? null : { en: toEn, km: toKm ?? toEn } };
    }
    case "not_spam":
      return { kind: "notSpam", at: row.at, actor, ...notSpamDetail.parse(row.detail) };
    case "merge":
    case "split":
      return { kind: row.kind, at: row.at, actor, ...mergeDetail.parse(row.detail) };
    default:
      throw new Error(`unknown register event kind ${row.kind}`);
  }
}

/** The timeline, oldest first (events of one moment in the order they were written); null when there is no such record. */
export async function getTimeline(db: Queryable, kind: RegisterKind, id: string): Promise<TimelineEntry[] | null> {
  if (!isUuid(id)) return null;
  const { table, eventColumn, payloadKey } = registerTables[kind];
  const [record] = await db.query<{ at: string }>(`select ${iso("created_at")} as at from ${table} where id = $1`, [
    id,
  ]);
  if (!record) return null;
  // A complaint reads those merged into it as its own, but for their own merges and splits.
  const ids = kind === "complaint" ? groupOf("$1") : "array[$1::uuid]";
  const events = await db.query(
    `select id::text as id, kind, ${iso("at")} as at, actor_id, actor_name, detail
       from register_events
      where ${eventColumn} = any(${ids}) and (${eventColumn} = $1 or kind not in ('merge', 'split'))
      order by id`,
    [id],
  );
  const deliveries = await db.query(
    `select id, kind, status, attempts, last_error, ${iso("created_at")} as created_at, ${iso("done_at")} as done_at,
            payload->>'replyId' as reply_id
       from outbox where payload->>'${payloadKey}' = any((${ids})::text[]) order by created_at, id`,
    [id],
  );
  const mails =
    kind === "complaint"
      ? await db.query(
          `select m.id, ${iso("m.received_at")} as at, m.from_address, m.from_name, m.subject, m.body, m.automatic,
                  m.refused_files as refused,
                  coalesce((select json_agg(json_build_object('id', f.id, 'name', f.original_name) order by f.position)
                              from complaint_files f where f.inbound_mail_id = m.id), '[]'::json) as files
             from inbound_mail m where m.complaint_id = any(${ids}) order by m.received_at, m.id`,
          [id],
        )
      : [];
  const joined =
    kind === "complaint"
      ? await db.query(
          `select c.id::text, ${iso("c.created_at")} as at, c.reference, c.full_name, c.source, c.message,
                  coalesce((select json_agg(json_build_object('id', f.id, 'name', f.original_name) order by f.position)
                              from complaint_files f where f.complaint_id = c.id and f.inbound_mail_id is null), '[]'::json) as files
             from complaints c where c.id = any(${ids}) and c.id <> $1 order by c.created_at, c.id`,
          [id],
        )
      : [];
  const entries: TimelineEntry[] = [
    { kind: "received", at: record.at },
    ...joined.map((raw) => {
      const { full_name, ...row } = joinedRow.parse(raw);
      return { kind: "joined" as const, ...row, fullName: full_name };
    }),
    ...mails.map((raw) => {
      const row = mailRow.parse(raw);
      return {
        kind: "mail" as const,
        at: row.at,
        id: row.id,
        fromAddress: row.from_address,
        fromName: row.from_name,
        subject: row.subject,
        body: row.body,
        automatic: row.automatic,
        files: row.files,
        refused: row.refused,
      };
    }),
    ...events.map((row) => toEntry(eventRow.parse(row))),
    ...deliveries.map((raw) => {
      const row = deliveryRow.parse(raw);
      return {
        kind: "delivery" as const,
        at: row.done_at ?? row.created_at,
        id: row.id,
        job: row.kind,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        queuedAt: row.created_at,
        doneAt: row.done_at,
        replyId: row.reply_id,
      };
    }),
  ];
  // A stable sort: at equal instants, receipt first, then an answer, then events as written (the
  // status move the answer made), then deliveries.
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
