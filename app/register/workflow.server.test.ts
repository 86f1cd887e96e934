import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { getComplaint } from "./complaints.server.ts";
import { getContactMessage } from "./contact-messages.server.ts";
import { insertComplaint, insertContactMessage, openRegisterDb, alice, bopha } from "../../testing/register.ts";
import { getTimeline } from "./timeline.server.ts";
import { addNote, addReply, assignOwner, changeStatus, type DeliverReply } from "./workflow.server.ts";

describe.each(testDatabases)("register workflow on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("takes a complaint through new, acknowledged, in progress and resolved, setting its times", async () => {
    const { id } = await insertComplaint(db);
    const acknowledged = await changeStatus(db, "complaint", id, "acknowledged", alice);
    expect(acknowledged).toMatchObject({ from: "new", to: "acknowledged" });
    expect(await getComplaint(db, id)).toMatchObject({
      status: "acknowledged",
      acknowledgedAt: acknowledged.at,
      answeredAt: null,
    });
    await changeStatus(db, "complaint", id, "in_progress", bopha);
    const resolved = await changeStatus(db, "complaint", id, "resolved", bopha, {
      outcomeNote: "  Repair paid by the garage.  ",
    });
    expect(await getComplaint(db, id)).toMatchObject({
      status: "resolved",
      acknowledgedAt: acknowledged.at,
      answeredAt: resolved.at,
      outcomeNote: "Repair paid by the garage.",
      nextDueAt: null,
    });
  });

  it("refuses moves the transition table does not allow, and changes nothing then", async () => {
    const { id } = await insertComplaint(db);
    await expect(changeStatus(db, "complaint", id, "in_progress", alice)).rejects.toMatchObject({
      code: "move_refused",
    });
    await expect(changeStatus(db, "complaint", id, "resolved", alice, { outcomeNote: "x" })).rejects.toMatchObject({
      code: "move_refused",
    });
    await changeStatus(db, "complaint", id, "acknowledged", alice);
    await expect(changeStatus(db, "complaint", id, "acknowledged", alice)).rejects.toMatchObject({
      code: "move_refused",
    });
    await expect(changeStatus(db, "complaint", id, "new", alice)).rejects.toMatchObject({ code: "move_refused" });
    await changeStatus(db, "complaint", id, "in_progress", alice);
    await changeStatus(db, "complaint", id, "rejected", alice, { outcomeNote: "Not covered by the policy." });
    await expect(changeStatus(db, "complaint", id, "in_progress", alice)).rejects.toMatchObject({
      code: "move_refused",
    });
    expect(await getComplaint(db, id)).toMatchObject({ status: "rejected", outcomeNote: "Not covered by the policy." });
    const timeline = (await getTimeline(db, "complaint", id))!;
    expect(
      timeline.filter((entry) => entry.kind === "status").map((entry) => entry.kind === "status" && entry.to),
    ).toEqual(["acknowledged", "in_progress", "rejected"]);
  });

  it("wants an outcome note to resolve or reject, and only then", async () => {
    const { id } = await insertComplaint(db);
    await changeStatus(db, "complaint", id, "acknowledged", alice);
    await expect(
      changeStatus(db, "complaint", id, "in_progress", alice, { outcomeNote: "too early" }),
    ).rejects.toMatchObject({ code: "invalid" });
    await changeStatus(db, "complaint", id, "in_progress", alice);
    await expect(changeStatus(db, "complaint", id, "resolved", alice)).rejects.toMatchObject({ code: "invalid" });
    await expect(changeStatus(db, "complaint", id, "rejected", alice, { outcomeNote: "   " })).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(
      changeStatus(db, "complaint", id, "resolved", alice, { outcomeNote: "x".repeat(5001) }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(changeStatus(db, "complaint", id, "closed" as never, alice)).rejects.toMatchObject({
      code: "invalid",
    });
    expect(await getComplaint(db, id)).toMatchObject({ status: "in_progress", outcomeNote: null });
  });

  it("refuses an unknown record or a bad actor", async () => {
    await expect(
      changeStatus(db, "complaint", "7c9e6679-7425-40de-944b-e07fc1f90ae7", "acknowledged", alice),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(changeStatus(db, "complaint", "nope", "acknowledged", alice)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      addNote(db, "complaint", "7c9e6679-7425-40de-944b-e07fc1f90ae7", "hello", alice),
    ).rejects.toMatchObject({ code: "not_found" });
    const { id } = await insertComplaint(db);
    await expect(
      changeStatus(db, "complaint", id, "acknowledged", { id: "nope", name: "Alice" }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(addNote(db, "complaint", id, "hello", { id: alice.id, name: " " })).rejects.toMatchObject({
      code: "invalid",
    });
  });

  it("moves a contact message from new to answered or closed, with an optional note", async () => {
    const answered = await insertContactMessage(db);
    const closed = await insertContactMessage(db);
    const change = await changeStatus(db, "contactMessage", answered, "answered", alice);
    expect(await getContactMessage(db, answered)).toMatchObject({
      status: "answered",
      answeredAt: change.at,
      outcomeNote: null,
    });
    await changeStatus(db, "contactMessage", closed, "closed", alice, { outcomeNote: "Advertising." });
    expect(await getContactMessage(db, closed)).toMatchObject({ status: "closed", outcomeNote: "Advertising." });
    await expect(changeStatus(db, "contactMessage", closed, "answered", alice)).rejects.toMatchObject({
      code: "move_refused",
    });
    await expect(changeStatus(db, "contactMessage", closed, "acknowledged" as never, alice)).rejects.toMatchObject({
      code: "invalid",
    });
  });

  it("gives a complaint an owner, hands it over, and lets it go, remembering names", async () => {
    const { id } = await insertComplaint(db);
    expect(await assignOwner(db, "complaint", id, alice, alice)).toBe(true);
    expect(await assignOwner(db, "complaint", id, alice, alice)).toBe(false);
    expect((await getComplaint(db, id))!.ownerId).toBe(alice.id);
    expect(await assignOwner(db, "complaint", id, bopha, alice)).toBe(true);
    expect(await assignOwner(db, "complaint", id, null, bopha)).toBe(true);
    expect((await getComplaint(db, id))!.ownerId).toBeNull();
    const owners = (await getTimeline(db, "complaint", id))!.filter((entry) => entry.kind === "owner");
    expect(owners).toMatchObject([
      { actor: alice, from: null, fromName: null, to: alice.id, toName: alice.name },
      { actor: alice, from: alice.id, fromName: alice.name, to: bopha.id, toName: bopha.name },
      { actor: bopha, from: bopha.id, fromName: bopha.name, to: null, toName: null },
    ]);
  });

  it("refuses to change the owner when it is no longer the one the staff member saw", async () => {
    const { id } = await insertComplaint(db);
    expect(await assignOwner(db, "complaint", id, alice, alice, { expectedOwner: null })).toBe(true);
    await expect(assignOwner(db, "complaint", id, bopha, bopha, { expectedOwner: null })).rejects.toMatchObject({
      code: "move_refused",
    });
    await expect(assignOwner(db, "complaint", id, null, bopha, { expectedOwner: bopha.id })).rejects.toMatchObject({
      code: "move_refused",
    });
    expect((await getComplaint(db, id))!.ownerId).toBe(alice.id);
    expect(await assignOwner(db, "complaint", id, bopha, bopha, { expectedOwner: alice.id })).toBe(true);
    expect((await getTimeline(db, "complaint", id))!.filter((entry) => entry.kind === "owner")).toHaveLength(2);
  });

  // What a caller passes once the outbox has a reply kind (the register knows none).
  const queueReply =
    (job: string, key: string): DeliverReply =>
    async (tx, reply) => {
      await tx.query("insert into outbox (kind, payload) values ($1, $2)", [
        job,
        JSON.stringify({ [key]: reply.recordId, replyId: reply.id }),
      ]);
    };

  it("keeps internal notes and replies, and queues a reply's delivery with it when asked", async () => {
    const { id } = await insertComplaint(db);
    const note = await addNote(db, "complaint", id, "  Called the garage; they will send the invoice.  ", alice);
    const reply = await addReply(db, "complaint", id, "Dear Sok Dara,\nwe have received the invoice.", bopha, {
      deliver: queueReply("complaint.reply", "complaintId"),
    });
    const jobs = await db.query<{ kind: string; payload: unknown; status: string }>(
      "select kind, payload, status from outbox where payload->>'complaintId' = $1",
      [id],
    );
    expect(jobs).toEqual([
      { kind: "complaint.reply", payload: { complaintId: id, replyId: reply.id }, status: "pending" },
    ]);
    await expect(addNote(db, "complaint", id, " ", alice)).rejects.toMatchObject({ code: "invalid" });
    await expect(addReply(db, "complaint", id, "x".repeat(20_001), alice)).rejects.toMatchObject({ code: "invalid" });

    const timeline = (await getTimeline(db, "complaint", id))!;
    expect(timeline.find((entry) => entry.kind === "note")).toEqual({
      kind: "note",
      at: note.at,
      actor: alice,
      text: "Called the garage; they will send the invoice.",
    });
    expect(timeline.find((entry) => entry.kind === "reply")).toEqual({
      kind: "reply",
      at: reply.at,
      actor: bopha,
      id: reply.id,
      text: "Dear Sok Dara,\nwe have received the invoice.",
    });
    expect(timeline.find((entry) => entry.kind === "delivery" && entry.replyId === reply.id)).toMatchObject({
      job: "complaint.reply",
      status: "pending",
      attempts: 0,
    });

    // No e-mail address: a reply can be recorded (given by phone), not sent.
    const silent = await insertContactMessage(db, { email: "" });
    await expect(
      addReply(db, "contactMessage", silent, "Hello", alice, {
        deliver: queueReply("contact.reply", "contactMessageId"),
      }),
    ).rejects.toMatchObject({
      code: "invalid",
    });
    await addReply(db, "contactMessage", silent, "Called back: the quote is on its way.", alice);
    expect((await getTimeline(db, "contactMessage", silent))!.map((entry) => entry.kind)).toEqual([
      "received",
      "reply",
    ]);
  });

  it("stores a reply and its delivery together or not at all", async () => {
    const { id } = await insertComplaint(db);
    const failing: DeliverReply = async () => {
      throw new Error("outbox full");
    };
    await expect(addReply(db, "complaint", id, "Sorry.", alice, { deliver: failing })).rejects.toThrow("outbox full");
    expect((await getTimeline(db, "complaint", id))!.map((entry) => entry.kind)).toEqual(["received"]);
  });

  it("sends a reply and moves the record in one step, or does neither", async () => {
    const { id } = await insertComplaint(db);
    await changeStatus(db, "complaint", id, "acknowledged", alice);
    await changeStatus(db, "complaint", id, "in_progress", alice);
    const sent = await addReply(db, "complaint", id, "Dear Sok,\n\nThe garage pays.", alice, {
      then: { to: "resolved", outcomeNote: "Repair paid." },
    });
    expect(sent.moved).toMatchObject({ from: "in_progress", to: "resolved" });
    expect(await getComplaint(db, id)).toMatchObject({ status: "resolved", outcomeNote: "Repair paid." });

    // Resolving needs an outcome; a move not allowed from here is refused: no reply is kept.
    const other = await insertComplaint(db);
    await expect(
      addReply(db, "complaint", other.id, "Dear Sok,", alice, { then: { to: "resolved" } }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(
      addReply(db, "complaint", other.id, "Dear Sok,", alice, { then: { to: "waiting" } }),
    ).rejects.toMatchObject({ code: "move_refused" });
    expect((await getTimeline(db, "complaint", other.id))!.filter((entry) => entry.kind === "reply")).toEqual([]);
    expect(await getComplaint(db, other.id)).toMatchObject({ status: "new" });
  });

  it("tells the whole story in order: receipt, deliveries, and everything staff did", async () => {
    const { id } = await insertComplaint(db, { receivedAt: new Date(Date.now() - 3000).toISOString() });
    // What app/site/complaint/complaint.server.ts queues with a complaint: one delivered a second later, one dead.
    await db.query(
      `insert into outbox (kind, payload, status, attempts, created_at, done_at, last_error)
       values ('complaint.email', $1, 'done', 1, now() - interval '2 seconds', now() - interval '1 second', null),
              ('complaint.ack', $1, 'dead', 8, now() - interval '2 seconds', null, 'mailbox unavailable')`,
      [JSON.stringify({ complaintId: id })],
    );
    await assignOwner(db, "complaint", id, alice, alice);
    await changeStatus(db, "complaint", id, "acknowledged", alice);
    await addNote(db, "complaint", id, "First note", alice);
    await changeStatus(db, "complaint", id, "in_progress", alice);
    await addReply(db, "complaint", id, "We are looking into it.", alice, {
      deliver: queueReply("complaint.reply", "complaintId"),
    });
    await changeStatus(db, "complaint", id, "resolved", alice, { outcomeNote: "Refunded." });
    const timeline = (await getTimeline(db, "complaint", id))!;
    expect(
      timeline.map((entry) => (entry.kind === "delivery" ? `delivery:${entry.job}:${entry.status}` : entry.kind)),
    ).toEqual([
      "received",
      "delivery:complaint.ack:dead",
      "delivery:complaint.email:done",
      "owner",
      "status",
      "note",
      "status",
      "reply",
      "delivery:complaint.reply:pending",
      "status",
    ]);
    expect(timeline.map((entry) => entry.at)).toEqual(timeline.map((entry) => entry.at).sort());
    expect(timeline.find((entry) => entry.kind === "delivery" && entry.status === "dead")).toMatchObject({
      attempts: 8,
      lastError: "mailbox unavailable",
    });
    expect(await getTimeline(db, "complaint", "7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
    expect(
      (await getTimeline(db, "contactMessage", await insertContactMessage(db)))!.map((entry) => entry.kind),
    ).toEqual(["received"]);
  });

  it("writes a status and its event together or not at all", async () => {
    const { id } = await insertComplaint(db);
    const failingEvents: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (text, params) =>
              text.includes("into register_events") ? Promise.reject(new Error("disk full")) : tx.query(text, params),
          }),
        ),
    };
    await expect(changeStatus(failingEvents, "complaint", id, "acknowledged", alice)).rejects.toThrow("disk full");
    await expect(assignOwner(failingEvents, "complaint", id, alice, alice)).rejects.toThrow("disk full");
    expect(await getComplaint(db, id)).toMatchObject({ status: "new", acknowledgedAt: null, ownerId: null });
  });

  it.runIf(database.name === "postgres")(
    "lets only one of two staff members acknowledge the same complaint at once",
    async () => {
      const { id } = await insertComplaint(db);
      const results = await Promise.allSettled([
        changeStatus(db, "complaint", id, "acknowledged", alice),
        changeStatus(db, "complaint", id, "acknowledged", bopha),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(results.find((result) => result.status === "rejected")).toMatchObject({
        reason: { code: "move_refused" },
      });
      expect((await getTimeline(db, "complaint", id))!.filter((entry) => entry.kind === "status")).toHaveLength(1);
    },
  );
});
