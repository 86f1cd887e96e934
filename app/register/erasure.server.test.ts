import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { getComplaint } from "./complaints.server.ts";
import {
  complaintErasurePreview,
  contactMessageErasurePreview,
  eraseComplaint,
  eraseContactMessage,
  findRecordsToErase,
  removeStoredFiles,
} from "./erasure.server.ts";
import { alice, insertComplaint, insertContactMessage, openRegisterDb } from "../../testing/register.ts";
import { getTimeline } from "./timeline.server.ts";
import { addNote, addReply, changeStatus } from "./workflow.server.ts";

describe.each(testDatabases)("erasure on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  const count = async (sql: string, params: unknown[]) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

  it("finds a person's complaints and messages by their e-mail address, or a complaint by its reference", async () => {
    const first = await insertComplaint(db, { email: "Vanna.Erase@example.com", receivedAt: "2026-02-01T03:00:00Z" });
    const second = await insertComplaint(db, { email: "vanna.erase@example.com", receivedAt: "2026-03-01T03:00:00Z" });
    const message = await insertContactMessage(db, {
      email: "VANNA.ERASE@example.com",
      receivedAt: "2026-04-01T03:00:00Z",
    });
    await insertComplaint(db, { email: "someone.else@example.com" });
    const found = await findRecordsToErase(db, " vanna.erase@EXAMPLE.com ");
    expect(found.map((record) => [record.kind, record.id])).toEqual([
      ["message", message],
      ["complaint", second.id],
      ["complaint", first.id],
    ]);
    expect(found[0]).toMatchObject({ reference: null, code: message.slice(0, 8) });
    expect(await findRecordsToErase(db, first.reference.toLowerCase())).toMatchObject([
      { kind: "complaint", id: first.id, reference: first.reference },
    ]);
    expect(await findRecordsToErase(db, "nobody@example.com")).toEqual([]);
  });

  it("says what erasing a complaint or a message takes with it", async () => {
    const { id, reference } = await insertComplaint(db, {
      files: 2,
      fullName: "សុខ ដារា",
      receivedAt: "2026-01-05T03:00:00Z",
    });
    await db.query("insert into outbox (kind, payload) values ('complaint.email', $1), ('complaint.ack', $1)", [
      JSON.stringify({ complaintId: id }),
    ]);
    await addNote(db, "complaint", id, "Called back.", alice);
    expect(await complaintErasurePreview(db, id)).toEqual({
      reference,
      receivedAt: "2026-01-05T03:00:00.000000Z",
      fullName: "សុខ ដារា",
      files: [
        { name: "letter-0.pdf", sizeBytes: 1234 },
        { name: "letter-1.pdf", sizeBytes: 1234 },
      ],
      deliveries: 2,
      events: 1,
    });
    const message = await insertContactMessage(db, { receivedAt: "2026-01-06T03:00:00Z" });
    expect(await contactMessageErasurePreview(db, message)).toEqual({
      reference: message.slice(0, 8),
      receivedAt: "2026-01-06T03:00:00.000000Z",
      fullName: "Chan Sophea",
      files: [],
      deliveries: 0,
      events: 0,
    });
    expect(await complaintErasurePreview(db, message)).toBeNull();
    expect(await contactMessageErasurePreview(db, "not-an-id")).toBeNull();
  });

  it("deletes a complaint with its files' rows, timeline and deliveries, and returns the storage keys and reference", async () => {
    const { id, reference } = await insertComplaint(db, { files: 2 });
    const other = await insertComplaint(db, { files: 1 });
    for (const complaint of [id, other.id]) {
      await db.query("insert into outbox (kind, payload) values ('complaint.email', $1), ('complaint.ack', $1)", [
        JSON.stringify({ complaintId: complaint }),
      ]);
    }
    await changeStatus(db, "complaint", id, "acknowledged", alice);
    await addNote(db, "complaint", id, "Called back.", alice);
    await addReply(db, "complaint", id, "We are sorry.", alice);

    expect(await eraseComplaint(db, id)).toEqual({
      reference,
      storageKeys: [`complaints/2026/01/${id}-0.pdf`, `complaints/2026/01/${id}-1.pdf`],
    });
    expect(await getComplaint(db, id)).toBeNull();
    expect(await getTimeline(db, "complaint", id)).toBeNull();
    expect(await count("complaint_files where complaint_id = $1", [id])).toBe(0);
    expect(await count("register_events where complaint_id = $1", [id])).toBe(0);
    expect(await count("outbox where payload->>'complaintId' = $1", [id])).toBe(0);
    // The other complaint keeps everything.
    expect(await count("complaint_files where complaint_id = $1", [other.id])).toBe(1);
    expect(await count("outbox where payload->>'complaintId' = $1", [other.id])).toBe(2);

    expect(await eraseComplaint(db, id)).toBeNull();
    expect(await eraseComplaint(db, "not-an-id")).toBeNull();
  });

  it("removes stored files, going on past one that fails", async () => {
    const removed: string[] = [];
    const failure = new Error("bucket unreachable");
    const storage = {
      remove: async (key: string) => {
        if (key === "b.pdf") throw failure;
        removed.push(key);
      },
    };
    expect(await removeStoredFiles(storage, ["a.pdf", "b.pdf", "c.pdf"])).toEqual([{ key: "b.pdf", error: failure }]);
    expect(removed).toEqual(["a.pdf", "c.pdf"]);
  });

  it("deletes a contact message with its timeline and deliveries", async () => {
    const id = await insertContactMessage(db);
    await db.query("insert into outbox (kind, payload) values ('contact.email', $1)", [
      JSON.stringify({ contactMessageId: id }),
    ]);
    await addNote(db, "contactMessage", id, "Spam?", alice);
    expect(await eraseContactMessage(db, id)).toBe(true);
    expect(await count("register_events where contact_message_id = $1", [id])).toBe(0);
    expect(await count("outbox where payload->>'contactMessageId' = $1", [id])).toBe(0);
    expect(await eraseContactMessage(db, id)).toBe(false);
  });
});
