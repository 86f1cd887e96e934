// The complaints mailbox against a real IMAP server (Dovecot) and both databases: answers join
// their complaints, once, whatever happens in the middle of a fetch; complaints sent by e-mail
// open records; what matches nothing waits for a person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../app/uploads/storage.server.ts";
import { testDatabases } from "../../testing/db.ts";
import { composeMail as compose, startImap, type TestImap } from "../../testing/dovecot.ts";
import { tempStorage, uploadFixture } from "../../testing/kit.ts";
import { insertComplaint, openRegisterDb } from "../../testing/register.ts";
import { fetchMailbox, mailboxSettings } from "./fetch.ts";
import { readMessage } from "../../app/register/mailbox/message.server.ts";
import { attachMail, dismissMail, mailKeeper, storeMessage } from "../../app/register/mailbox/store.server.ts";
import { getTimeline } from "../../app/register/timeline.server.ts";
import { eraseComplaint } from "../../app/register/erasure.server.ts";
import { alice, bopha } from "../../testing/register.ts";
import { mergeComplaint } from "../../app/register/merge/merge.server.ts";

let imap: TestImap;
beforeAll(async () => {
  imap = await startImap();
});
afterAll(async () => {
  await imap?.close();
});

let mailboxes = 0;
/** A mailbox of its own for each test. */
function newMailbox() {
  const user = `complaints-${++mailboxes}-${Date.now().toString(36)}`;
  return { user, settings: mailboxSettings(imap.url(user)) };
}

describe.each(testDatabases)("the complaints mailbox on $name", (database) => {
  let db: Db;
  let storage: FileStorage;
  beforeAll(async () => {
    db = await openRegisterDb(database);
    storage = tempStorage();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A round's counts, each outcome the register's store names counted even when none came to it. */
  const fetch = async (settings: ReturnType<typeof mailboxSettings>, store = storage, holder = "test") => ({
    ...{ matched: 0, opened: 0, unmatched: 0, ours: 0, again: 0 },
    ...(await fetchMailbox({ db, store: mailKeeper(db, store), settings, holder })),
  });

  /** A complaint waiting for its complainant, and the Message-ID of its acknowledgement. */
  async function waitingComplaint(email = "dara@example.com") {
    const complaint = await insertComplaint(db, { email, lang: "km" });
    await db.query(`update complaints set status = 'waiting', acknowledged_at = now() where id = $1`, [complaint.id]);
    const [job] = await db.query<{ id: string }>(
      `insert into outbox (kind, payload, status) values ('complaint.ack', $1, 'done') returning id`,
      [JSON.stringify({ complaintId: complaint.id })],
    );
    return { ...complaint, ackMessageId: `<outbox-${job!.id}@tonle.example>` };
  }

  it("joins a Khmer answer to its complaint within one poll: new text only, its PDF kept, back in progress, the owner told", async () => {
    const { user, settings } = newMailbox();
    const complaint = await waitingComplaint();
    const raw = await compose({
      from: "សុខ ដារា <dara@example.com>",
      subject: `Re: ពាក្យបណ្តឹងរបស់អ្នក ${complaint.reference}`,
      inReplyTo: complaint.ackMessageId,
      references: [complaint.ackMessageId],
      text: [
        "សូមអរគុណ។ ខ្ញុំភ្ជាប់វិក្កយបត្ររបស់យានដ្ឋានមកជាមួយ។",
        "",
        "នៅថ្ងៃទី 27 ខែវិច្ឆិកា ឆ្នាំ 2026 Tonle Insurance <complaints@tonle.example> បានសរសេរ៖",
        "> ជូនចំពោះ សុខ ដារា",
        "> យើងបានទទួលពាក្យបណ្តឹងរបស់អ្នក។",
      ].join("\n"),
      attachments: [{ filename: "វិក្កយបត្រ.pdf", content: Buffer.from(uploadFixture("letter.pdf")) }],
    });
    expect(raw.toString("latin1")).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    await imap.deliver(user, raw);

    const counts = await fetch(settings);
    expect(counts).toMatchObject({ matched: 1, opened: 0, unmatched: 0 });

    const [mail] = await db.query<{
      state: string;
      matched_by: string;
      body: string;
      subject: string;
      raw_key: string;
    }>(`select state, matched_by, body, subject, raw_key from inbound_mail where complaint_id = $1`, [complaint.id]);
    expect(mail).toMatchObject({
      state: "matched",
      matched_by: "thread",
      body: "សូមអរគុណ។ ខ្ញុំភ្ជាប់វិក្កយបត្ររបស់យានដ្ឋានមកជាមួយ។",
    });
    expect(mail!.subject).toBe(`Re: ពាក្យបណ្តឹងរបស់អ្នក ${complaint.reference}`);
    // The raw message is kept whole, quoted history included.
    expect((await storage.read(mail!.raw_key)).equals(raw)).toBe(true);

    const files = await db.query<{ original_name: string; content_type: string; storage_key: string }>(
      `select original_name, content_type, storage_key from complaint_files where complaint_id = $1 and inbound_mail_id is not null`,
      [complaint.id],
    );
    expect(files).toMatchObject([{ original_name: "វិក្កយបត្រ.pdf", content_type: "application/pdf" }]);
    expect(Buffer.from(uploadFixture("letter.pdf")).equals(await storage.read(files[0]!.storage_key))).toBe(true);

    const [record] = await db.query<{ status: string }>(`select status from complaints where id = $1`, [complaint.id]);
    expect(record!.status).toBe("in_progress");
    const events = await db.query(
      `select kind, actor_id, actor_name, detail from register_events where complaint_id = $1`,
      [complaint.id],
    );
    expect(events).toEqual([
      {
        kind: "status",
        actor_id: null,
        actor_name: "mail",
        detail: { from: "waiting", to: "in_progress", by: "answer" },
      },
    ]);
    const jobs = await db.query(
      `select payload from outbox where kind = 'complaint.answered' and payload->>'complaintId' = $1`,
      [complaint.id],
    );
    expect(jobs).toHaveLength(1);
    expect(await imap.flags(user)).toEqual([["$Registered"]]);

    // The record shows the answer in its conversation, with its file.
    const timeline = (await getTimeline(db, "complaint", complaint.id))!;
    expect(timeline.find((entry) => entry.kind === "mail")).toMatchObject({
      fromAddress: "dara@example.com",
      fromName: "សុខ ដារា",
      body: "សូមអរគុណ។ ខ្ញុំភ្ជាប់វិក្កយបត្ររបស់យានដ្ឋានមកជាមួយ។",
      files: [{ name: "វិក្កយបត្រ.pdf" }],
      refused: [],
    });
    // Erasing the complaint removes the message as it came with its files.
    const erased = await eraseComplaint(db, complaint.id);
    expect(erased!.storageKeys).toEqual(expect.arrayContaining([mail!.raw_key, files[0]!.storage_key]));
    expect(await db.query(`select 1 from inbound_mail where raw_key = $1`, [mail!.raw_key])).toHaveLength(0);
  });

  it("joins an answer to a complaint merged into another to the one kept: it moves that one, and its owner is told", async () => {
    const { user, settings } = newMailbox();
    const merged = await waitingComplaint("merged@example.com");
    const kept = await insertComplaint(db, { email: "merged@example.com" });
    await db.query(`update complaints set status = 'waiting', acknowledged_at = now(), owner_id = $2 where id = $1`, [
      kept.id,
      alice.id,
    ]);
    await mergeComplaint(db, merged.id, kept.id, bopha);
    await imap.deliver(
      user,
      await compose({
        from: "merged@example.com",
        subject: `Re: ${merged.reference}`,
        inReplyTo: merged.ackMessageId,
        references: [merged.ackMessageId],
        text: "One more thing about my car.",
      }),
    );
    expect(await fetch(settings)).toMatchObject({ matched: 1 });
    const [mail] = await db.query<{ complaint_id: string }>(
      `select complaint_id from inbound_mail where body = 'One more thing about my car.'`,
    );
    expect(mail!.complaint_id).toBe(kept.id);
    const statuses = await db.query<{ id: string; status: string }>(
      `select id, status from complaints where id = any($1::uuid[])`,
      [[merged.id, kept.id]],
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [merged.id]: "merged",
      [kept.id]: "in_progress",
    });
    expect(
      await db.query(`select 1 from outbox where kind = 'complaint.answered' and payload->>'complaintId' = $1`, [
        kept.id,
      ]),
    ).toHaveLength(1);
  });

  it("lets a person attach an unmatched e-mail to its complaint, files and all, or set it aside and attach it later", async () => {
    const complaint = await waitingComplaint("sreyneang@example.com");
    await db.query(`update complaints set owner_id = $1 where id = $2`, [bopha.id, complaint.id]);
    const unmatched = async (text: string) => {
      const raw = await compose({
        from: "neang.work@example.com",
        subject: "My photos",
        inReplyTo: "<elsewhere@example.com>",
        text,
        attachments: [
          { filename: "car.jpg", content: Buffer.from(uploadFixture("receipt.jpg")) },
          { filename: "run-me.exe", content: Buffer.from("MZ this is not a document") },
        ],
      });
      expect(await storeMessage(db, storage, await readMessage(raw), raw)).toBe("unmatched");
      const [row] = await db.query<{ id: string }>(`select id from inbound_mail where body = $1`, [text]);
      return row!.id;
    };
    const first = await unmatched("The photos of the car.");
    expect(await attachMail(db, storage, first, complaint.id, alice)).toBe(true);
    expect(await attachMail(db, storage, first, complaint.id, alice)).toBe(false);
    const files = await db.query(`select original_name from complaint_files where inbound_mail_id = $1`, [first]);
    expect(files).toEqual([{ original_name: "car.jpg" }]);
    const [record] = await db.query<{ status: string }>(`select status from complaints where id = $1`, [complaint.id]);
    expect(record!.status).toBe("in_progress");
    const moved = await db.query(`select actor_id from register_events where complaint_id = $1 and kind = 'status'`, [
      complaint.id,
    ]);
    expect(moved).toEqual([{ actor_id: alice.id }]);
    // Bopha owns it and Alice attached it: Bopha is told.
    const told = await db.query(`select 1 from outbox where kind = 'complaint.answered' and payload->>'mailId' = $1`, [
      first,
    ]);
    expect(told).toHaveLength(1);

    const second = await unmatched("One more photo.");
    expect(await dismissMail(db, second, bopha)).toBe(true);
    expect(await dismissMail(db, second, bopha)).toBe(false);
    expect(await attachMail(db, storage, second, complaint.id, bopha)).toBe(true);
    const [attached] = await db.query(`select state, matched_by, handled_by_name from inbound_mail where id = $1`, [
      second,
    ]);
    expect(attached).toEqual({ state: "matched", matched_by: "staff", handled_by_name: bopha.name });
    // The owner attached it herself: nobody is told.
    const notTold = await db.query(
      `select 1 from outbox where kind = 'complaint.answered' and payload->>'mailId' = $1`,
      [second],
    );
    expect(notTold).toHaveLength(0);
  });

  it("stores a message once however often it is fetched, and once when a fetch died between storing and marking it", async () => {
    const { user, settings } = newMailbox();
    const complaint = await waitingComplaint("vanna@example.com");
    const answer = await compose({
      from: "vanna@example.com",
      subject: `Re: Your complaint ${complaint.reference}`,
      inReplyTo: complaint.ackMessageId,
      text: "Here is the receipt.",
    });
    await imap.deliver(user, answer);
    // A fetch that stored it and died before marking it on the server.
    await storeMessage(db, storage, await readMessage(answer), answer);
    expect(await imap.flags(user)).toEqual([[]]);

    expect(await fetch(settings)).toMatchObject({ matched: 0, again: 1 });
    expect(await imap.flags(user)).toEqual([["$Registered"]]);
    expect(await fetch(settings)).toMatchObject({ matched: 0, again: 0 });
    const stored = await db.query(`select 1 from inbound_mail where complaint_id = $1`, [complaint.id]);
    expect(stored).toHaveLength(1);
  });

  it("loses nothing when storage fails for one message in the middle of a round: the round reads on, the next stores it, each once", async () => {
    const { user, settings } = newMailbox();
    const complaint = await waitingComplaint("lina@example.com");
    for (const text of ["First answer.", "Second answer.", "Third answer."])
      await imap.deliver(
        user,
        await compose({
          from: "lina@example.com",
          subject: `Re: ${complaint.reference}`,
          inReplyTo: complaint.ackMessageId,
          text,
          attachments: [{ filename: "photo.png", content: Buffer.from(uploadFixture("photo.png")) }],
        }),
      );
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (key, path, type) => {
        // The second message's raw copy: the disk is full.
        if (++puts === 3) throw new Error("ENOSPC: no space left on device");
        return storage.put(key, path, type);
      },
    };
    // The storage takes files again at once (the guard's probe): the failure was that message's,
    // which waits unmarked for the next round (app/register/mailbox/poison.server.ts).
    expect(await fetch(settings, failing)).toMatchObject({ matched: 2, retry: 1 });
    expect(await imap.flags(user)).toEqual([["$Registered"], [], ["$Registered"]]);
    const round = () =>
      db.query<{ holder: string | null; failed: string | null; ended: boolean }>(
        "select holder, last_error as failed, last_round_at > now() - interval '1 minute' as ended from work_leases where name = 'mailbox'",
      );
    expect(await round()).toEqual([{ holder: null, failed: null, ended: true }]);

    expect(await fetch(settings)).toMatchObject({ matched: 1, again: 0 });
    expect(await round()).toEqual([{ holder: null, failed: null, ended: true }]);
    const bodies = await db.query<{ body: string }>(
      `select body from inbound_mail where complaint_id = $1 order by body`,
      [complaint.id],
    );
    expect(bodies.map((row) => row.body)).toEqual(["First answer.", "Second answer.", "Third answer."]);
    const files = await db.query(`select 1 from complaint_files where complaint_id = $1`, [complaint.id]);
    expect(files).toHaveLength(3);
  });

  it("opens a complaint from an e-mail that answers nothing, acknowledges it, and leaves an unknown answer for a person", async () => {
    const { user, settings } = newMailbox();
    await imap.deliver(
      user,
      await compose({
        from: "Chan Sophea <sophea@example.com>",
        subject: "ការទាមទារសំណងរបស់ខ្ញុំយឺតពេក",
        text: "ខ្ញុំបានដាក់ការទាមទារសំណងកាលពីបីខែមុន ហើយនៅតែគ្មានចម្លើយ។",
      }),
    );
    await imap.deliver(
      user,
      await compose({
        from: "someone@example.com",
        subject: "Re: our call",
        inReplyTo: "<abc@example.com>",
        text: "As discussed.",
      }),
    );
    await imap.deliver(
      user,
      await compose({
        from: "mailer-daemon@mx.example.com",
        subject: "Undelivered Mail Returned to Sender",
        headers: { "Auto-Submitted": "auto-replied" },
        text: "This is the mail system.",
      }),
    );
    expect(await fetch(settings)).toMatchObject({ opened: 1, unmatched: 2 });

    const [opened] = await db.query<{
      source: string;
      lang: string;
      full_name: string;
      phone_number: string;
      message: string;
      id: string;
    }>(
      `select c.id, c.source, c.lang, c.full_name, c.phone_number, c.message from inbound_mail m join complaints c on c.id = m.complaint_id
        where m.from_address = 'sophea@example.com'`,
    );
    expect(opened).toMatchObject({
      source: "email",
      lang: "km",
      full_name: "Chan Sophea",
      phone_number: "",
      message: "ខ្ញុំបានដាក់ការទាមទារសំណងកាលពីបីខែមុន ហើយនៅតែគ្មានចម្លើយ។",
    });
    const ack = await db.query(`select 1 from outbox where kind = 'complaint.ack' and payload->>'complaintId' = $1`, [
      opened!.id,
    ]);
    expect(ack).toHaveLength(1);
    const waiting = await db.query<{ from_address: string; automatic: boolean }>(
      `select from_address, automatic from inbound_mail where state = 'unmatched' order by from_address`,
    );
    expect(waiting).toEqual([
      { from_address: "mailer-daemon@mx.example.com", automatic: true },
      { from_address: "someone@example.com", automatic: false },
    ]);
  });

  it("matches by the reference in the subject only from the complaint's own address, and by the reply address always", async () => {
    const { user, settings } = newMailbox();
    const complaint = await waitingComplaint("rith@example.com");
    await imap.deliver(
      user,
      await compose({ from: "other@example.com", subject: `About ${complaint.reference}`, text: "Me too." }),
    );
    await imap.deliver(
      user,
      await compose({ from: "RITH@example.com", subject: `About ${complaint.reference}`, text: "More." }),
    );
    await imap.deliver(
      user,
      await compose({
        from: "rith.work@example.com",
        to: `complaints+${complaint.reference}@tonle.example`,
        subject: "From my work address",
        text: "Sent from work.",
      }),
    );
    expect(await fetch(settings)).toMatchObject({ matched: 2, unmatched: 1 });
    const rows = await db.query<{ from_address: string; state: string; matched_by: string | null }>(
      `select from_address, state, matched_by from inbound_mail where body in ('Me too.', 'More.', 'Sent from work.') order by from_address`,
    );
    expect(rows).toEqual([
      { from_address: "other@example.com", state: "unmatched", matched_by: null },
      { from_address: "rith.work@example.com", state: "matched", matched_by: "address" },
      { from_address: "rith@example.com", state: "matched", matched_by: "subject" },
    ]);
  });

  it("leaves its own e-mails alone, and lets one instance read the mailbox at a time", async () => {
    const { user, settings } = newMailbox();
    await imap.deliver(
      user,
      await compose({
        from: "website@tonle.example",
        messageId: "<outbox-3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b@tonle.example>",
        subject: "Complaint CMP-2026-000001 from Sok Dara",
        text: "Reference: CMP-2026-000001",
      }),
    );
    await db.query(
      `update work_leases set holder = 'other instance', until = now() + interval '1 minute' where name = 'mailbox'`,
    );
    expect(await fetch(settings)).toMatchObject({ ours: 0, matched: 0, opened: 0, unmatched: 0 });
    expect(await imap.flags(user)).toEqual([[]]);
    await db.query(`update work_leases set until = now() - interval '1 second' where name = 'mailbox'`);
    expect(await fetch(settings)).toMatchObject({ ours: 1 });
    expect(await imap.flags(user)).toEqual([["$Registered"]]);
    const stored = await db.query(`select 1 from inbound_mail where from_address = 'website@tonle.example'`);
    expect(stored).toHaveLength(0);
  });
});
