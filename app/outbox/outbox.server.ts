// The outbox's job kinds: every delivery a form (or, later, the back office) can ask for, each
// with the schema of its payload. Code that enqueues and the worker that delivers
// (server/outbox/worker.ts, server/outbox/deliveries.ts) both read this one list, so a kind
// that does not exist or a payload of the wrong shape fails the type check on either side,
// and a row whose payload does not match its kind fails for good, not retried.
//
// Jobs written by one version of the code may be delivered by the next: a payload that
// changes shape takes a new kind (or a schema that reads both shapes), never an edit in place.
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { languages } from "../i18n/lang.ts";

const contactMessageJob = z.object({ contactMessageId: z.uuid() });
const complaintJob = z.object({ complaintId: z.uuid() });
const setupLinkJob = z.object({
  accountId: z.uuid(),
  /** The language of the admin's page, which the e-mail is written in first. */
  lang: z.enum(languages),
  reason: z.enum(["invite", "reset"]),
  /** The set-up link; "" once sent: the outbox keeps no working link after delivery (decision 0022). */
  link: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]),
});
/** Who was given a record, and by whom (their name at that moment). */
const assignment = { assigneeId: z.uuid(), byName: z.string().min(1).max(200) };
/** A reply written in the back office: its text is the register event `replyId` (app/admin/register/workflow.server.ts addReply). */
const reply = {
  replyId: z.string().regex(/^\d{1,18}$/),
  /** The text holds the greeting and signature as written (absent: a job queued before, whose e-mail adds them). */
  whole: z.boolean().optional(),
};

const outboxJobs = {
  /** The company's staff get the contact message by e-mail. */
  "contact.email": contactMessageJob,
  /** The contact message goes to the company's application API (APP_API_URL). */
  "contact.forward": contactMessageJob,
  /** The complaints team gets the complaint with its files attached. */
  "complaint.email": complaintJob,
  /** The visitor's acknowledgement, with the complaint's reference. */
  "complaint.ack": complaintJob,
  /** The complaint and its files go to the company's application API (APP_API_URL). */
  "complaint.forward": complaintJob,
  /** A staff member gets the set-up link an admin made for them (an invitation or a reset). */
  "staff.invite": setupLinkJob,
  /** A staff member's reply to the complainant, in the complaint's language, with its reference. */
  "complaint.reply": complaintJob.extend(reply),
  /** A staff member's reply to the sender of a contact message, in its language. */
  "contact.reply": contactMessageJob.extend(reply),
  /** A colleague hears that `byName` gave them the complaint. */
  "complaint.assigned": complaintJob.extend(assignment),
  /** A colleague hears that `byName` gave them the contact message. */
  "contact.assigned": contactMessageJob.extend(assignment),
  /** The complaint's owner (or, unowned, the complaints team) hears of the complainant's answer (inbound_mail `mailId`). */
  "complaint.answered": complaintJob.extend({ mailId: z.uuid() }),
  /** A member of the complaints team gets the day's digest of what is due soon or overdue (app/admin/register/digest.server.ts). */
  "register.digest": z.object({ accountId: z.uuid(), day: z.iso.date() }),
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type OutboxKind = keyof typeof outboxJobs;
export type OutboxPayload<K extends OutboxKind> = z.infer<(typeof outboxJobs)[K]>;

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(outboxJobs, kind);
}

/** A payload read back from the database, checked against its kind's schema. */
export function readPayload<K extends OutboxKind>(
  kind: K,
  payload: unknown,
): { ok: true; payload: OutboxPayload<K> } | { ok: false; problem: string } {
  const parsed = outboxJobs[kind].safeParse(payload);
  return parsed.success
    ? { ok: true, payload: parsed.data as OutboxPayload<K> }
    : { ok: false, problem: z.prettifyError(parsed.error) };
}

/** Adds a job in the caller's transaction: it is delivered only if that commits. */
export async function enqueue<K extends OutboxKind>(tx: Queryable, kind: K, payload: OutboxPayload<K>): Promise<void> {
  const checked = outboxJobs[kind].parse(payload);
  await tx.query("insert into outbox (kind, payload) values ($1, $2)", [kind, JSON.stringify(checked)]);
}
