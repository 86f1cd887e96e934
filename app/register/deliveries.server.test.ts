import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { listDeadDeliveries, retryDeadDelivery } from "./deliveries.server.ts";
import { alice, insertComplaint, insertContactMessage, openRegisterDb } from "../../testing/register.ts";
import { getTimeline } from "./timeline.server.ts";

describe.each(testDatabases)("dead deliveries on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  const job = async (kind: string, payload: unknown, status: string, createdAt: string) =>
    (
      await db.query<{ id: string }>(
        `insert into outbox (kind, payload, status, attempts, last_error, created_at, next_attempt_at)
         values ($1, $2, $3, 8, 'connect ECONNREFUSED', $4, now() + interval '1 hour') returning id`,
        [kind, JSON.stringify(payload), status, createdAt],
      )
    )[0]!.id;

  it("lists the dead ones, newest first, with the complaint or message they belong to", async () => {
    const complaint = await insertComplaint(db);
    const message = await insertContactMessage(db);
    const ack = await job("complaint.ack", { complaintId: complaint.id }, "dead", "2026-01-03T00:00:00Z");
    const contact = await job("contact.email", { contactMessageId: message }, "dead", "2026-01-02T00:00:00Z");
    const gone = await job(
      "complaint.email",
      { complaintId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" },
      "dead",
      "2026-01-01T00:00:00Z",
    );
    const odd = await job("complaint.email", { complaintId: "not a uuid" }, "dead", "2025-12-31T00:00:00Z");
    await job("complaint.forward", { complaintId: complaint.id }, "pending", "2026-01-04T00:00:00Z");
    await job("complaint.email", { complaintId: complaint.id }, "done", "2026-01-04T00:00:00Z");

    expect(await listDeadDeliveries(db)).toEqual([
      {
        id: ack,
        kind: "complaint.ack",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
        createdAt: "2026-01-03T00:00:00.000000Z",
        complaint: { id: complaint.id, reference: complaint.reference },
        contactMessage: null,
      },
      {
        id: contact,
        kind: "contact.email",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
        createdAt: "2026-01-02T00:00:00.000000Z",
        complaint: null,
        contactMessage: { id: message, exists: true },
      },
      {
        id: gone,
        kind: "complaint.email",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
        createdAt: "2026-01-01T00:00:00.000000Z",
        complaint: { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", reference: null },
        contactMessage: null,
      },
      {
        id: odd,
        kind: "complaint.email",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
        createdAt: "2025-12-31T00:00:00.000000Z",
        complaint: null,
        contactMessage: null,
      },
    ]);
    expect(await listDeadDeliveries(db, { limit: 1 })).toHaveLength(1);
  });

  it("retries one: pending again, no attempts, due now, and says so in the timeline", async () => {
    const complaint = await insertComplaint(db);
    const id = await job("complaint.ack", { complaintId: complaint.id }, "dead", "2026-01-05T00:00:00Z");
    expect(await retryDeadDelivery(db, id, alice)).toBe(true);
    const [row] = await db.query<{ status: string; attempts: number; due: boolean }>(
      "select status, attempts, next_attempt_at <= now() as due from outbox where id = $1",
      [id],
    );
    expect(row).toEqual({ status: "pending", attempts: 0, due: true });
    expect((await listDeadDeliveries(db)).map((delivery) => delivery.id)).not.toContain(id);
    expect((await getTimeline(db, "complaint", complaint.id))!.find((entry) => entry.kind === "retry")).toMatchObject({
      actor: alice,
      deliveryId: id,
      job: "complaint.ack",
    });
    // Not dead (any more), unknown, or not an id: nothing to retry.
    expect(await retryDeadDelivery(db, id, alice)).toBe(false);
    expect(await retryDeadDelivery(db, "7c9e6679-7425-40de-944b-e07fc1f90ae7", alice)).toBe(false);
    expect(await retryDeadDelivery(db, "nope", alice)).toBe(false);
    await expect(retryDeadDelivery(db, id, { id: "x", name: "y" })).rejects.toMatchObject({ code: "invalid" });
    // A delivery whose complaint is gone is retried without a timeline to write to.
    const orphan = await job(
      "complaint.email",
      { complaintId: "7c9e6679-7425-40de-944b-e07fc1f90ae7" },
      "dead",
      "2026-01-05T00:00:00Z",
    );
    expect(await retryDeadDelivery(db, orphan, alice)).toBe(true);
  });
});
