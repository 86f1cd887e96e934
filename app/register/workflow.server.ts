// What staff do to a complaint or contact message: move its status, take it or hand it over,
// write internal notes, record replies to the sender. Each is one transaction that changes the record
// and writes its timeline event (register_events) together, with the actor's id and name.
import type { Db, Executor } from "../../db/client.ts";
import { actorSchema } from "./actor.server.ts";
import { iso } from "./sql.server.ts";
import {
  RegisterError,
  canMove,
  finalStatuses,
  isStatus,
  isUuid,
  outcomeRequired,
  textLimits,
  type Actor,
  type RegisterKind,
  type StatusOf,
} from "./workflow.ts";

/** Where each kind of record lives. */
export const registerTables = {
  complaint: { table: "complaints", eventColumn: "complaint_id", payloadKey: "complaintId" },
  contactMessage: { table: "contact_messages", eventColumn: "contact_message_id", payloadKey: "contactMessageId" },
} as const;

export function checkActor(actor: Actor): Actor {
  const parsed = actorSchema.safeParse(actor);
  if (!parsed.success) throw new RegisterError("invalid", "the actor needs an id (uuid) and a name");
  return parsed.data;
}

function checkText(value: string | undefined, limit: number, what: string): string {
  const text = (value ?? "").trim();
  if (text.length === 0) throw new RegisterError("invalid", `${what} is empty`);
  if (text.length > limit) throw new RegisterError("invalid", `${what} is longer than ${limit} characters`);
  return text;
}

/** Locks the record for the transaction; not found (or not an id) is a RegisterError. */
async function lockRecord<Row>(tx: Executor, kind: RegisterKind, id: string, columns: string): Promise<Row> {
  if (!isUuid(id)) throw new RegisterError("not_found", `no ${kind} ${id}`);
  const merged = kind === "complaint" ? "status = 'merged'" : "false";
  const [row] = await tx.query<Row & { merged__: boolean }>(
    `select ${columns}, ${merged} as merged__ from ${registerTables[kind].table} where id = $1 for update`,
    [id],
  );
  if (!row) throw new RegisterError("not_found", `no ${kind} ${id}`);
  if (row.merged__) throw new RegisterError("merged", `${kind} ${id} is merged into another`);
  return row;
}

/** A timeline event of the record, in the caller's transaction. */
export async function addEvent(
  tx: Executor,
  kind: RegisterKind,
  id: string,
  event: string,
  actor: { id: string | null; name: string },
  detail: Record<string, unknown>,
) {
  const [row] = await tx.query<{ id: string; at: string }>(
    `insert into register_events (${registerTables[kind].eventColumn}, kind, actor_id, actor_name, detail)
     values ($1, $2, $3, $4, $5::jsonb) returning id::text as id, ${iso("at")} as at`,
    [id, event, actor.id, actor.name, JSON.stringify(detail)],
  );
  return row!;
}

export interface StatusChange<K extends RegisterKind> {
  from: StatusOf<K>;
  to: StatusOf<K>;
  at: string;
}

/** What moved a record without a staff member: the complainant's answer, or the acknowledgement e-mail delivered. */
export type AutomaticCause = "answer" | "acknowledgement";

const isFinal = <K extends RegisterKind>(kind: K, status: StatusOf<K>) =>
  (finalStatuses[kind] as readonly string[]).includes(status);

/** Checks the outcome note a move to `to` needs or may carry; null when it carries none. */
function outcomeOf<K extends RegisterKind>(kind: K, to: StatusOf<K>, outcomeNote: string | undefined): string | null {
  if (!isStatus(kind, to)) throw new RegisterError("invalid", `not a status: ${String(to)}`);
  const given = outcomeNote !== undefined && outcomeNote.trim() !== "";
  if ((outcomeRequired[kind] as readonly string[]).includes(to) || (isFinal(kind, to) && given))
    return checkText(outcomeNote, textLimits.outcome, "the outcome note");
  if (given) throw new RegisterError("invalid", `an outcome note goes with a final status, not ${to}`);
  return null;
}

/**
 * The move itself, in the caller's transaction, from `from` (the status read under the record's
 * lock). Acknowledging sets acknowledged_at; a final status (resolved, rejected; answered, closed)
 * sets answered_at. `by` is a staff member, or what moved it on its own (the timeline's actor is
 * then nobody, and the event says the cause).
 */
async function moveFrom<K extends RegisterKind>(
  tx: Executor,
  kind: K,
  id: string,
  from: StatusOf<K>,
  to: StatusOf<K>,
  by: Actor | AutomaticCause,
  note: string | null,
  finalAnswer: FinalAnswer = { emailed: false },
): Promise<StatusChange<K>> {
  if (!canMove(kind, from, to)) throw new RegisterError("move_refused", `a ${kind} cannot go from ${from} to ${to}`);
  // A complaint closed says whether its final answer went by e-mail (the tracking page tells the complainant).
  const complaintColumns =
    kind === "complaint"
      ? `, acknowledged_at = case when $2 = 'acknowledged' then now() else acknowledged_at end,
           final_answer = case when $3 then $5 else final_answer end`
      : "";
  await tx.query(
    `update ${registerTables[kind].table}
        set status = $2, answered_at = case when $3 then now() else answered_at end,
            outcome_note = coalesce($4, outcome_note)${complaintColumns}
      where id = $1`,
    [
      id,
      to,
      isFinal(kind, to),
      note,
      ...(kind === "complaint" ? [finalAnswer.emailed ? "emailed" : "not_emailed"] : []),
    ],
  );
  const detail = {
    from,
    to,
    ...(note === null ? {} : { outcomeNote: note }),
    ...(isFinal(kind, to) && !finalAnswer.emailed && finalAnswer.reason ? { noEmailReason: finalAnswer.reason } : {}),
  };
  const event =
    typeof by === "string"
      ? await addEvent(tx, kind, id, "status", { id: null, name: "mail" }, { ...detail, by })
      : await addEvent(tx, kind, id, "status", by, detail);
  return { from, to, at: event.at };
}

/** Whether a final move's answer went by e-mail; if not, why (staff say it). */
interface FinalAnswer {
  emailed: boolean;
  reason?: string;
}

/** Locks the record, then moves it from where it is (moveFrom). */
async function moveWithin<K extends RegisterKind>(
  tx: Executor,
  kind: K,
  id: string,
  to: StatusOf<K>,
  by: Actor | AutomaticCause,
  note: string | null,
  finalAnswer?: FinalAnswer,
): Promise<StatusChange<K>> {
  const { status: from } = await lockRecord<{ status: StatusOf<K> }>(tx, kind, id, "status");
  return moveFrom(tx, kind, id, from, to, by, note, finalAnswer);
}

/**
 * Moves a complaint or contact message to another status, if workflow.ts's transitions allow it
 * from where it is. Resolving or rejecting a complaint needs an outcome note; closing or
 * answering a message may carry one.
 */
export async function changeStatus<K extends RegisterKind>(
  db: Db,
  kind: K,
  id: string,
  to: StatusOf<K>,
  actor: Actor,
  {
    outcomeNote,
    noEmailReason,
  }: {
    outcomeNote?: string;
    /** A complaint closed without its final answer e-mailed: why (a reply sent with the move is addReply's `then`). */
    noEmailReason?: string;
  } = {},
): Promise<StatusChange<K>> {
  const who = checkActor(actor);
  const note = outcomeOf(kind, to, outcomeNote);
  const reason = noEmailReason?.trim() ? checkText(noEmailReason, textLimits.outcome, "the reason") : undefined;
  return db.transaction((tx) => moveWithin(tx, kind, id, to, who, note, { emailed: false, reason }));
}

/**
 * A complaint moved by what happened to it (an answer came, the acknowledgement went out), in
 * the caller's transaction, and only from `from`: anything else stays as it is (null).
 */
export async function moveComplaintIfAt(
  tx: Executor,
  id: string,
  from: StatusOf<"complaint">,
  to: StatusOf<"complaint">,
  by: Actor | AutomaticCause,
): Promise<StatusChange<"complaint"> | null> {
  // A complaint erased meanwhile is not there to move either.
  const [row] = await tx.query<{ status: string }>("select status from complaints where id = $1 for update", [id]);
  return row?.status === from ? moveFrom(tx, "complaint", id, from, to, by, null) : null;
}

/**
 * Gives the record to a staff member (`owner`: id and name; the actor themself to take it) or
 * to nobody (null). Returns false, writing nothing, when it already is theirs. With
 * `expectedOwner` (the owner the staff member saw: an id, or null for nobody), a record whose
 * owner has changed since is refused (`move_refused`): of two staff taking it at once, the
 * second does not silently take it from the first.
 */
export async function assignOwner(
  db: Db,
  kind: RegisterKind,
  id: string,
  owner: Actor | null,
  actor: Actor,
  {
    expectedOwner,
    then,
  }: {
    expectedOwner?: string | null;
    /** More work in the same transaction once the owner changed (the e-mail that tells a colleague). */
    then?: (tx: Executor) => Promise<void>;
  } = {},
): Promise<boolean> {
  const who = checkActor(actor);
  const to = owner === null ? null : checkActor(owner);
  return db.transaction(async (tx) => {
    const { owner_id: from } = await lockRecord<{ owner_id: string | null }>(tx, kind, id, "owner_id");
    if (expectedOwner !== undefined && from !== expectedOwner)
      throw new RegisterError("move_refused", `the ${kind}'s owner changed meanwhile`);
    if (from === (to?.id ?? null)) return false;
    // The previous owner's name as it was given when they got it.
    const [previous] =
      from === null
        ? []
        : await tx.query<{ name: string | null }>(
            `select detail->>'toName' as name from register_events
              where ${registerTables[kind].eventColumn} = $1 and kind = 'owner' and detail->>'to' = $2
              order by id desc limit 1`,
            [id, from],
          );
    await tx.query(`update ${registerTables[kind].table} set owner_id = $2 where id = $1`, [id, to?.id ?? null]);
    await addEvent(tx, kind, id, "owner", who, {
      from,
      fromName: previous?.name ?? null,
      to: to?.id ?? null,
      toName: to?.name ?? null,
    });
    await then?.(tx);
    return true;
  });
}

/** An internal note (never shown to the sender); `then` does more in its transaction (the e-mails to colleagues named in it). */
export async function addNote(
  db: Db,
  kind: RegisterKind,
  id: string,
  text: string,
  actor: Actor,
  then?: (tx: Executor, note: { id: string; text: string }) => Promise<void>,
): Promise<{ id: string; at: string }> {
  const who = checkActor(actor);
  const note = checkText(text, textLimits.note, "the note");
  return db.transaction(async (tx) => {
    await lockRecord(tx, kind, id, "id");
    const event = await addEvent(tx, kind, id, "note", who, { text: note });
    await then?.(tx, { id: event.id, text: note });
    return event;
  });
}

/** Queues a reply's delivery in the reply's transaction (see addReply). */
export type DeliverReply = (tx: Executor, reply: { id: string; recordId: string; closes: boolean }) => Promise<void>;

/**
 * A reply to the sender: its text is kept in the timeline. With `deliver`, the reply's delivery
 * is queued in the same transaction (the reply and its job are stored together or not at all).
 * The register knows no outbox kind: the caller passes, for instance,
 * `(tx, reply) => enqueue(tx, "complaint.reply", { complaintId: reply.recordId, replyId: reply.id })`
 * once app/register/jobs.ts has such a kind and the worker a handler that e-mails it. A payload
 * naming the record (`complaintId` / `contactMessageId`) puts the delivery in the timeline, and
 * `replyId` ties it to its reply there. Without `deliver`, the reply is only recorded (one given
 * by phone or letter).
 */
export async function addReply<K extends RegisterKind>(
  db: Db,
  kind: K,
  id: string,
  text: string,
  actor: Actor,
  {
    deliver,
    then,
  }: {
    deliver?: DeliverReply;
    /** A status to move to with the reply ("send and resolve"): both happen, or neither. */
    then?: { to: StatusOf<K>; outcomeNote?: string };
  } = {},
): Promise<{ id: string; at: string; moved: StatusChange<K> | null }> {
  const who = checkActor(actor);
  const body = checkText(text, textLimits.reply, "the reply");
  const note = then ? outcomeOf(kind, then.to, then.outcomeNote) : null;
  return db.transaction(async (tx) => {
    const { email } = await lockRecord<{ email: string }>(tx, kind, id, "email");
    if (deliver && email.trim() === "")
      throw new RegisterError("invalid", "the sender left no e-mail address to reply to");
    const event = await addEvent(tx, kind, id, "reply", who, { text: body });
    if (deliver) await deliver(tx, { id: event.id, recordId: id, closes: Boolean(then && isFinal(kind, then.to)) });
    const moved = then ? await moveWithin(tx, kind, id, then.to, who, note, { emailed: Boolean(deliver) }) : null;
    return { ...event, moved };
  });
}

/**
 * The acknowledgement e-mail was accepted by the complainant's mail server: that is the
 * acknowledgement the register counts (docs/decisions/0036-acknowledgement.md), so a new
 * complaint moves to acknowledged on its own. One acknowledged by staff stays as it is.
 */
export const acknowledgedByEmail = (db: Db, complaintId: string) =>
  db.transaction((tx) => moveComplaintIfAt(tx, complaintId, "new", "acknowledged", "acknowledgement"));

/**
 * Sets a complaint's category (null: none); the timeline keeps the category's names as they
 * were. False, writing nothing, when it already has it. A retired category is refused unless
 * the complaint has it already; an unknown one is refused.
 */
export async function setCategory(
  db: Db,
  complaintId: string,
  categoryId: string | null,
  actor: Actor,
): Promise<boolean> {
  const who = checkActor(actor);
  if (categoryId !== null && !isUuid(categoryId)) throw new RegisterError("invalid", "not a category");
  return db.transaction(async (tx) => {
    const { category_id: from } = await lockRecord<{ category_id: string | null }>(
      tx,
      "complaint",
      complaintId,
      "category_id",
    );
    if (from === categoryId) return false;
    const [category] =
      categoryId === null
        ? [null]
        : await tx.query<{ name_en: string; name_km: string }>(
            "select name_en, name_km from complaint_categories where id = $1 and not retired",
            [categoryId],
          );
    if (category === undefined) throw new RegisterError("invalid", "no such category, or retired");
    await tx.query("update complaints set category_id = $2 where id = $1", [complaintId, categoryId]);
    await addEvent(tx, "complaint", complaintId, "category", who, {
      to: categoryId,
      toEn: category?.name_en ?? null,
      toKm: category?.name_km ?? null,
    });
    return true;
  });
}
