import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { composeMail } from "../../../testing/dovecot.ts";
import { tempStorage, uploadFixture } from "../../../testing/kit.ts";
import { alice, bopha, openRegisterDb } from "../../../testing/register.ts";
import { newStorageKey, type FileStorage } from "../../uploads/storage.server.ts";
import { countComplaints } from "../complaints.server.ts";
import { readMessage } from "../mailbox/message.server.ts";
import { storeMessage } from "../mailbox/store.server.ts";
import { getTimeline } from "../timeline.server.ts";
import {
  blockedVerdict,
  blockPattern,
  blockSender,
  listBlockedSenders,
  unblockSender,
} from "./blocked-senders.server.ts";
import { deleteSpam, holdAsSpam, listSpam, purgeSpam, releaseSpam, type HeldSubmission } from "./spam.server.ts";

const held: Omit<HeldSubmission, "files"> = {
  kind: "complaint",
  source: "site",
  lang: "km",
  fullName: "សុខ ដារា",
  email: "dara@example.com",
  phone: "012 345 678",
  companyName: "",
  message: "ការទាមទារសំណងរបស់ខ្ញុំនៅតែរង់ចាំ។",
  forward: false,
};

describe.each(testDatabases)("the Spam list on $name", (database) => {
  let db: Db;
  let storage: FileStorage;
  beforeAll(async () => {
    db = await openRegisterDb(database);
    storage = tempStorage();
  });
  afterAll(() => db.close());

  /** A file put into storage as a form's upload is. */
  async function storedFile(name = "letter.pdf") {
    const key = newStorageKey("complaints", "pdf");
    const path = join(mkdtempSync(join(tmpdir(), "spam-test-")), name);
    writeFileSync(path, uploadFixture(name));
    await storage.put(key, path, "application/pdf");
    return { storageKey: key, name, contentType: "application/pdf", sizeBytes: uploadFixture(name).byteLength };
  }
  const jobsOf = async (id: string) =>
    (
      await db.query<{ kind: string }>("select kind from outbox where payload->>'complaintId' = $1 order by kind", [id])
    ).map((row) => row.kind);
  const exists = async (key: string) =>
    storage.read(key).then(
      () => true,
      () => false,
    );

  it("keeps a held complaint out of the register until a person says it is not spam; then it is real once, acknowledged then", async () => {
    const file = await storedFile();
    const receivedAt = new Date(Date.now() - 3 * 86_400_000);
    const before = (await countComplaints(db)).total;
    const id = await holdAsSpam(db, { ...held, files: [file] }, { reason: "too_fast", detail: "1.2" });
    await db.query("update spam_items set received_at = $2 where id = $1", [id, receivedAt]);
    expect((await countComplaints(db)).total).toBe(before);
    expect((await listSpam(db)).items).toContainEqual(
      expect.objectContaining({ id, reason: "too_fast", detail: "1.2", fullName: "សុខ ដារា", files: [file] }),
    );

    const [first, second] = await Promise.all([releaseSpam(db, id, alice), releaseSpam(db, id, bopha)]);
    const released = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(released).toMatchObject({ kind: "complaint", id, reference: expect.stringMatching(/^CMP-\d{4}-\d{6}$/) });
    expect((await countComplaints(db)).total).toBe(before + 1);
    expect(await jobsOf(id)).toEqual(["complaint.ack", "complaint.email"]);
    // Its day of receipt, and so its deadlines, are when it came.
    const [row] = await db.query<{ created_at: Date; files: number }>(
      "select created_at, (select count(*)::int from complaint_files f where f.complaint_id = c.id) as files from complaints c where id = $1",
      [id],
    );
    expect(new Date(row!.created_at).toISOString()).toBe(receivedAt.toISOString());
    expect(row!.files).toBe(1);
    expect(await exists(file.storageKey)).toBe(true);
    const timeline = await getTimeline(db, "complaint", id);
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: "notSpam", reason: "too_fast", detail: "1.2", actor: expect.anything() }),
    );
    expect((await listSpam(db)).items.map((item) => item.id)).not.toContain(id);
    expect(await releaseSpam(db, id, alice)).toBeNull();
    expect(await jobsOf(id)).toHaveLength(2);
  });

  it("makes a held contact message real with its e-mail to the team", async () => {
    const id = await holdAsSpam(
      db,
      { ...held, kind: "contact", fullName: "Dara", files: [], forward: true },
      { reason: "honeypot", detail: "" },
    );
    expect(await releaseSpam(db, id, alice)).toEqual({ kind: "contact", id });
    const jobs = await db.query<{ kind: string }>(
      "select kind from outbox where payload->>'contactMessageId' = $1 order by kind",
      [id],
    );
    expect(jobs.map((job) => job.kind)).toEqual(["contact.email", "contact.forward"]);
  });

  it("deletes an item for good with its files; a forged or gone id changes nothing", async () => {
    const file = await storedFile();
    const id = await holdAsSpam(db, { ...held, files: [file] }, { reason: "honeypot", detail: "" });
    expect(await deleteSpam(db, storage, "not-an-id")).toBe(false);
    expect(await releaseSpam(db, "8a0f2c34-0000-4000-8000-000000000000", alice)).toBeNull();
    expect(await deleteSpam(db, storage, id)).toBe(true);
    expect(await exists(file.storageKey)).toBe(false);
    expect(await deleteSpam(db, storage, id)).toBe(false);
    expect(await releaseSpam(db, id, alice)).toBeNull();
  });

  it("deletes what waited more than 30 days, not what is younger", async () => {
    const old = await storedFile();
    const oldId = await holdAsSpam(db, { ...held, files: [old] }, { reason: "honeypot", detail: "" });
    const youngId = await holdAsSpam(db, { ...held, files: [] }, { reason: "honeypot", detail: "" });
    const now = new Date();
    await db.query("update spam_items set received_at = $2 where id = $1", [oldId, new Date(+now - 31 * 86_400_000)]);
    await db.query("update spam_items set received_at = $2 where id = $1", [youngId, new Date(+now - 29 * 86_400_000)]);
    expect(await purgeSpam(db, storage, now)).toEqual([oldId]);
    expect(await exists(old.storageKey)).toBe(false);
    expect((await listSpam(db)).items.map((item) => item.id)).toContain(youngId);
  });

  it("blocks an address or a domain with its subdomains, and reads what it is given", async () => {
    expect(blockPattern(" Spammer@Example.COM ")).toBe("spammer@example.com");
    expect(blockPattern("@bulk.example")).toBe("bulk.example");
    for (const bad of ["", "example", "a@b@c.com", "not an address.com", "x@-bad-.com"])
      expect(blockPattern(bad)).toBeNull();
    expect(await blockSender(db, "bulk.example", alice)).toBe(true);
    expect(await blockSender(db, "bulk.example", bopha)).toBe(false);
    expect(await blockSender(db, "one@other.example", alice)).toBe(true);
    expect(await blockedVerdict(db, "Anyone@mail.bulk.example")).toEqual({
      reason: "blocked_sender",
      detail: "bulk.example",
    });
    expect(await blockedVerdict(db, "one@other.example")).toMatchObject({ detail: "one@other.example" });
    expect(await blockedVerdict(db, "two@other.example")).toBeNull();
    expect(await blockedVerdict(db, "someone@notbulk.example")).toBeNull();
    expect((await listBlockedSenders(db)).map((sender) => sender.pattern)).toEqual([
      "bulk.example",
      "one@other.example",
    ]);
    expect(await unblockSender(db, "one@other.example")).toBe(true);
    expect(await unblockSender(db, "one@other.example")).toBe(false);
  });

  it("holds an e-mail from a blocked sender, or one the mail server marked, instead of opening a complaint; not spam opens it", async () => {
    await blockSender(db, "blocked.example", alice);
    const before = (await countComplaints(db)).total;
    const blocked = await composeMail({
      from: "Promo <deals@blocked.example>",
      subject: "Cheap insurance leads",
      text: "Buy our list.",
      attachments: [{ filename: "letter.pdf", content: Buffer.from(uploadFixture("letter.pdf")) }],
    });
    expect(await storeMessage(db, storage, await readMessage(blocked), blocked)).toBe("spam");
    const marked = await composeMail({
      from: "Someone <someone@example.net>",
      subject: "Hello",
      text: "Win a prize",
      headers: { "X-Spam-Flag": "YES" },
    });
    expect(await storeMessage(db, storage, await readMessage(marked), marked)).toBe("spam");
    expect((await countComplaints(db)).total).toBe(before);
    const { items } = await listSpam(db);
    const fromBlocked = items.find((item) => item.email === "deals@blocked.example")!;
    expect(fromBlocked).toMatchObject({ reason: "blocked_sender", detail: "blocked.example", source: "email" });
    expect(fromBlocked.files.map((file) => file.name)).toEqual(["letter.pdf"]);
    expect(items.find((item) => item.email === "someone@example.net")).toMatchObject({
      reason: "marked_by_mail_server",
    });

    const released = await releaseSpam(db, fromBlocked.id, alice);
    expect(released).toMatchObject({ kind: "complaint" });
    // From e-mail the team has the message already: only the acknowledgement goes.
    expect(await jobsOf(fromBlocked.id)).toEqual(["complaint.ack"]);
    const [mail] = await db.query<{ state: string; complaint_id: string }>(
      "select state, complaint_id from inbound_mail where from_address = 'deals@blocked.example'",
    );
    expect(mail).toEqual({ state: "opened", complaint_id: fromBlocked.id });
    const [files] = await db.query<{ n: number }>(
      "select count(*)::int as n from complaint_files where complaint_id = $1 and inbound_mail_id is not null",
      [fromBlocked.id],
    );
    expect(files!.n).toBe(1);

    // Deleting the other removes its e-mail too.
    const other = items.find((item) => item.email === "someone@example.net")!;
    expect(await deleteSpam(db, storage, other.id)).toBe(true);
    expect(await db.query("select 1 from inbound_mail where from_address = 'someone@example.net'")).toEqual([]);
  });
});
