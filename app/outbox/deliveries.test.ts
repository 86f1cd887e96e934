// Complaint and contact deliveries through the outbox, to a real SMTP server and a real HTTP
// server standing in for the company's application API, on a real database.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { saveContactMessage } from "../site/contact/contact.server.ts";
import { receiveComplaint, saveComplaint } from "../site/complaint/complaint.server.ts";
import { enqueue } from "../register/jobs.ts";
import {
  emailSetupLink,
  inviteAccount,
  readSetupToken,
  resetAccount,
  setupLink,
} from "../admin/staff/accounts.server.ts";
import { addRegisterStaff, alice, bopha, insertComplaint } from "../../testing/register.ts";
import { outboxJobs } from "../features.server.ts";
import { encodedSize } from "../register/mail/complaint-deliveries.server.ts";
import type { ForwardTarget } from "./jobs.ts";
import { isApiSuccess } from "./mail.ts";
import { smtpMailer } from "../../server/outbox/mailer.ts";
import { processDueJobs } from "../../server/outbox/worker.ts";
import { parseMail, startSmtp, tempStorage, type TestSmtp } from "../../testing/kit.ts";
import { emailReply } from "../admin/register/records/replies.server.ts";
import { greetingCount, replyTemplate } from "../register/reply-mail.ts";
import { addReply, changeStatus } from "../register/workflow.server.ts";
import { performRegisterAction } from "../admin/register/records/record-action.server.ts";
import type { StaffMember } from "../staff-session/sessions.server.ts";
import { getTimeline } from "../register/timeline.server.ts";

const fixtures = new URL("../uploads/fixtures/", import.meta.url);
const letter = readFileSync(new URL("letter.pdf", fixtures));
const photo = readFileSync(new URL("receipt.jpg", fixtures));

interface ApiCall {
  path: string;
  apiKey: string | undefined;
  contentType: string;
  form?: FormData;
  json?: unknown;
}

/** The company's application API as a real HTTP server; `answer` decides each reply. */
async function startCompanyApi(answer: (call: ApiCall) => { status: number; body: unknown }) {
  const calls: ApiCall[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const request = new Request(`http://api.test${req.url}`, {
      method: req.method,
      headers: req.headers as HeadersInit,
      body: req as unknown as BodyInit,
      duplex: "half",
    } as RequestInit);
    const contentType = req.headers["content-type"] ?? "";
    const call: ApiCall = { path: req.url ?? "", apiKey: req.headers["x-api-key"] as string | undefined, contentType };
    if (contentType.startsWith("multipart/")) call.form = await request.formData();
    else call.json = await request.json();
    calls.push(call);
    const { status, body } = answer(call);
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("isApiSuccess (spec)", () => {
  it("accepts HTTP 200/201, a body status of 200/201, or Success true", () => {
    expect(isApiSuccess(200, null)).toBe(true);
    expect(isApiSuccess(201, "created")).toBe(true);
    expect(isApiSuccess(202, { status: 201 })).toBe(true);
    expect(isApiSuccess(500, { Success: true })).toBe(true);
    expect(isApiSuccess(204, null)).toBe(false);
    expect(isApiSuccess(400, { status: 400, Success: false })).toBe(false);
    expect(isApiSuccess(500, { Success: "true" })).toBe(false);
  });
});

describe.each(testDatabases)("deliveries on $name", (database) => {
  let db: Db;
  const storage = tempStorage();
  const tmp = mkdtempSync(join(tmpdir(), "delivery-intake-"));
  beforeAll(async () => {
    db = await openSeeded(database);
    await addRegisterStaff(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query("delete from outbox");
  });

  async function storeComplaint(lang: "en" | "km", forward = false) {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      FullName: "Sok Dara",
      Email: "dara@example.com",
      PhoneNumber: "012 345 678",
      CompanyName: "",
      Message: "The garage kept my car for six weeks.",
    })) {
      body.append(name, value);
    }
    body.append("Files", new File([letter], "letter.pdf"));
    body.append("Files", new File([photo], "រូបថត.jpg"));
    const intake = await receiveComplaint(
      new Request("http://site.test/complaint", { method: "POST", body }),
      lang,
      tmp,
    );
    if (!intake.ok) throw new Error("fixture complaint refused");
    try {
      return await saveComplaint(db, storage, {
        lang,
        values: intake.values,
        files: intake.files,
        source: "site",
        forward,
      });
    } finally {
      await intake.cleanup();
    }
  }

  const options = (
    smtpPort: number,
    forward: ForwardTarget | null = null,
    attachmentLimitBytes = 10 * 1024 * 1024,
    plusAddressing = false,
  ) => ({
    jobs: outboxJobs({
      mailer: smtpMailer(`smtp://127.0.0.1:${smtpPort}`),
      from: "Tonle website <no-reply@tonle-insurance.example>",
      contactTo: "info@tonle-insurance.example",
      complaintTo: "complaints@tonle-insurance.example",
      storage,
      forward,
      siteUrl: "https://tonle.test/",
      attachmentLimitBytes,
      plusAddressing,
    }),
    maxAttempts: 3,
  });

  /** The e-mail the complaints team received. */
  const teamMail = async (smtp: TestSmtp) =>
    parseMail(smtp.received.find((mail) => mail.to.includes("complaints@tonle-insurance.example"))!);

  it("e-mails the complaint with its files to the complaints team and acknowledges it to the visitor in Khmer", async () => {
    const smtp = await startSmtp();
    try {
      const saved = await storeComplaint("km");
      expect(await processDueJobs(db, options(smtp.port))).toBe(2);
      const mails = await Promise.all(
        smtp.received.map(async (mail) => ({ to: mail.to, parsed: await parseMail(mail) })),
      );
      const team = mails.find((mail) => mail.to.includes("complaints@tonle-insurance.example"))!;
      expect(team.parsed.subject).toBe(`Complaint ${saved.reference} from Sok Dara`);
      expect(team.parsed.replyTo?.[0]?.address).toBe("dara@example.com");
      expect(team.parsed.text).toContain("The garage kept my car for six weeks.");
      expect(team.parsed.text).toContain("Phone: 012 345 678");
      expect(team.parsed.text).toContain("Files: letter.pdf, រូបថត.jpg");
      expect(team.parsed.text).toContain(`In the back office: https://tonle.test/admin/complaints/${saved.id}`);
      expect(team.parsed.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
        ["letter.pdf", "application/pdf"],
        ["រូបថត.jpg", "image/jpeg"],
      ]);
      expect(Buffer.compare(Buffer.from(team.parsed.attachments[0]!.content as ArrayBuffer), letter)).toBe(0);
      expect(Buffer.compare(Buffer.from(team.parsed.attachments[1]!.content as ArrayBuffer), photo)).toBe(0);

      const visitor = mails.find((mail) => mail.to.includes("dara@example.com"))!;
      expect(visitor.parsed.subject).toBe(`យើងបានទទួលពាក្យបណ្តឹងរបស់អ្នក ${saved.reference}`);
      expect(visitor.parsed.text).toContain(saved.reference);
      expect(visitor.parsed.text).toContain("ជូនចំពោះ Sok Dara");
      expect(visitor.parsed.text).toContain("ទន្លេ"); // the company's Khmer name from the site record
      expect(visitor.parsed.attachments).toEqual([]);
      // The signed link of the tracking page, in the complainant's language.
      expect(visitor.parsed.text).toContain(`https://tonle.test/complaint/status?ref=${saved.reference}&sig=`);
      expect(visitor.parsed.text).toMatch(/&sig=[\w-]{22}&l=km\n/);

      // The mail server took the acknowledgement: the complaint is acknowledged, by the e-mail.
      const [record] = await db.query<{ status: string; acknowledged: boolean }>(
        "select status, acknowledged_at is not null as acknowledged from complaints where id = $1",
        [saved.id],
      );
      expect(record).toEqual({ status: "acknowledged", acknowledged: true });
      const timeline = (await getTimeline(db, "complaint", saved.id))!;
      expect(timeline.find((entry) => entry.kind === "status")).toMatchObject({
        actor: { id: null },
        cause: "acknowledgement",
        from: "new",
        to: "acknowledged",
      });
    } finally {
      await smtp.close();
    }
  });

  it("leaves a complaint new until its acknowledgement goes, and one staff moved on as it is", async () => {
    const down = await startSmtp();
    await down.close();
    const waiting = await storeComplaint("en");
    const movedOn = await storeComplaint("en");
    await changeStatus(db, "complaint", movedOn.id, "acknowledged", alice);
    await changeStatus(db, "complaint", movedOn.id, "in_progress", alice);
    const statuses = async () =>
      Object.fromEntries(
        (
          await db.query<{ id: string; status: string }>(
            "select id::text, status from complaints where id = any($1::uuid[])",
            [[waiting.id, movedOn.id]],
          )
        ).map((row) => [row.id, row.status]),
      );
    // No mail server answers: nothing was acknowledged by e-mail.
    await processDueJobs(db, options(down.port));
    expect(await statuses()).toEqual({ [waiting.id]: "new", [movedOn.id]: "in_progress" });
    const smtp = await startSmtp();
    try {
      await db.query("update outbox set next_attempt_at = now()");
      await processDueJobs(db, options(smtp.port));
      expect(await statuses()).toEqual({ [waiting.id]: "acknowledged", [movedOn.id]: "in_progress" });
    } finally {
      await smtp.close();
    }
  });

  it("attaches the files up to the limit, and above it lists them with a link to the back office", async () => {
    const limit = encodedSize(letter.length) + encodedSize(photo.length);
    for (const [attachmentLimitBytes, attached] of [
      [limit, true],
      [limit - 1, false],
    ] as const) {
      await db.query("delete from outbox");
      const smtp = await startSmtp();
      try {
        const saved = await storeComplaint("en");
        expect(await processDueJobs(db, options(smtp.port, null, attachmentLimitBytes))).toBe(2);
        const team = await teamMail(smtp);
        const raw = smtp.received.find((mail) => mail.to.includes("complaints@tonle-insurance.example"))!.raw;
        expect(team.attachments.map((file) => file.filename)).toEqual(attached ? ["letter.pdf", "រូបថត.jpg"] : []);
        // What the limit measures is what the message carries: the files as base64, in lines.
        if (attached) expect(raw.length).toBeGreaterThan(limit);
        else {
          expect(raw.length).toBeLessThan(10_000);
          expect([letter.length, photo.length, limit]).toEqual([218, 918, 1558]);
          expect(team.text).toContain(
            "Files (not attached: 1 KB in all, more than this e-mail may carry, 2 KB encoded):\n- letter.pdf (PDF, 218 bytes)\n- រូបថត.jpg (JPEG image, 918 bytes)\n",
          );
        }
        expect(team.text).toContain(`In the back office: https://tonle.test/admin/complaints/${saved.id}`);
      } finally {
        await smtp.close();
      }
    }
  });

  it("sends a complaint whose files could not travel by e-mail (25 MB) without them, never leaving it dead", async () => {
    const complaint = await insertComplaint(db);
    const bytes = randomBytes(5 * 1024 * 1024);
    for (let position = 0; position < 5; position++) {
      const key = `complaints/2026/01/${randomUUID()}.pdf`;
      const source = join(tmp, `big-${position}.pdf`);
      writeFileSync(source, bytes);
      await storage.put(key, source, "application/pdf");
      await db.query(
        "insert into complaint_files (complaint_id, position, storage_key, original_name, content_type, size_bytes) values ($1, $2, $3, $4, 'application/pdf', $5)",
        [complaint.id, position, key, `scan-${position + 1}.pdf`, bytes.length],
      );
    }
    await enqueue(db, "complaint.email", { complaintId: complaint.id });
    const smtp = await startSmtp();
    try {
      expect(await processDueJobs(db, options(smtp.port))).toBe(1);
      expect(await db.query("select status from outbox")).toEqual([{ status: "done" }]);
      const team = await teamMail(smtp);
      expect(team.attachments).toEqual([]);
      expect(team.text).toContain(
        "Files (not attached: 25.0 MB in all, more than this e-mail may carry, 10.0 MB encoded):",
      );
      expect(team.text).toContain("- scan-5.pdf (PDF, 5.0 MB)");
    } finally {
      await smtp.close();
    }
  });

  it("e-mails a set-up link to its person in the admin's language and then the other, and keeps no working link afterwards", async () => {
    const smtp = await startSmtp();
    try {
      const { account, token } = await inviteAccount(
        db,
        { email: "new.staff@tonle.example", displayName: "Sok Dara", roles: ["complaints"] },
        new Date(),
        emailSetupLink("https://tonle.test", "km", "invite"),
      );
      const [job] = await db.query<{ payload: Record<string, string> }>(
        "select payload from outbox where kind = 'staff.invite'",
      );
      expect(job!.payload).toEqual({
        accountId: account.id,
        lang: "km",
        reason: "invite",
        link: setupLink("https://tonle.test", token),
      });
      expect(await processDueJobs(db, options(smtp.port))).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["new.staff@tonle.example"]]);
      const mail = await parseMail(smtp.received[0]!);
      expect(mail.subject).toBe("គណនីរបស់អ្នកនៅលើផ្នែកគ្រប់គ្រងរបស់ ទន្លេ ធានារ៉ាប់រងទូទៅ");
      const [khmer, english] = mail.text!.split("* * *");
      expect(khmer).toContain("សួស្តី Sok Dara");
      expect(khmer).toContain(`${setupLink("https://tonle.test", token)}\n`);
      expect(english).toContain(
        "An account has been made for you (new.staff@tonle.example) on the back office of the Tonle General Insurance website.",
      );
      expect(english).toContain(setupLink("https://tonle.test", token));
      expect(await db.query("select status, payload->>'link' as link from outbox")).toEqual([
        { status: "done", link: "" },
      ]);
      expect(JSON.stringify(await db.query("select * from outbox"))).not.toContain(token);
      // The link still works: only the e-mail's copy is gone.
      expect(await readSetupToken(db, token)).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("sends no set-up link that stopped working before its turn, and nothing again for a job already sent", async () => {
    const smtp = await startSmtp();
    try {
      const { account } = await inviteAccount(
        db,
        { email: "twice@tonle.example", roles: ["editor"] },
        new Date(),
        emailSetupLink("https://tonle.test", "en", "invite"),
      );
      const reset = await resetAccount(db, account.id, new Date(), emailSetupLink("https://tonle.test", "en", "reset"));
      if (reset.outcome !== "done") throw new Error(`reset: ${reset.outcome}`);
      expect(await processDueJobs(db, options(smtp.port))).toBe(2);
      expect(smtp.received).toHaveLength(1);
      const mail = await parseMail(smtp.received[0]!);
      expect(mail.subject).toBe("Set up your Tonle General Insurance back-office account again");
      expect(mail.text).toContain(
        "has been reset: your password, your second factor and your recovery codes no longer work.",
      );
      expect(mail.text).toContain(setupLink("https://tonle.test", reset.token));
      expect(
        await db.query(
          "select status, payload->>'reason' as reason, payload->>'link' as link from outbox order by created_at, id",
        ),
      ).toEqual([
        { status: "done", reason: "invite", link: "" },
        { status: "done", reason: "reset", link: "" },
      ]);
      // A job run again (its instance died before marking it done) finds its link blanked.
      await db.query("update outbox set status = 'pending', next_attempt_at = now()");
      expect(await processDueJobs(db, options(smtp.port))).toBe(2);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("e-mails a staff member's reply to the complainant in Khmer and to a contact message's sender in English", async () => {
    const smtp = await startSmtp();
    try {
      const saved = await storeComplaint("km");
      const { id: messageId } = await saveContactMessage(db, "en", {
        fullName: "Chan Sopheap",
        email: "sopheap@example.com",
        phone: "098 765 432",
        message: "Call me",
        website: "",
      });
      await processDueJobs(db, options(smtp.port));
      smtp.received.length = 0;
      // Written as the reply form has it: the greeting and signature are in the text.
      const khmer = "យើងបានទទួលវិក្កយបត្ររបស់អ្នកហើយ។\nSecond line.";
      const written = replyTemplate({
        lang: "km",
        name: "Sok Dara",
        reference: saved.reference,
        company: "ទន្លេ",
      }).replace("\n\n\n\n", `\n\n${khmer}\n\n`);
      const complaintReply = await addReply(db, "complaint", saved.id, written, alice, {
        deliver: emailReply.complaint,
      });
      // A job queued before the form held the greeting: the e-mail puts it around the answer.
      const older = await addReply(db, "contactMessage", messageId, "We will call you tomorrow at 9.", alice);
      await enqueue(db, "contact.reply", { contactMessageId: messageId, replyId: older.id });
      expect(await processDueJobs(db, options(smtp.port))).toBe(2);
      const mails = await Promise.all(
        smtp.received.map(async (mail) => ({ to: mail.to, parsed: await parseMail(mail) })),
      );

      const complainant = mails.find((mail) => mail.to.includes("dara@example.com"))!;
      expect(complainant.parsed.subject).toBe(`ពាក្យបណ្តឹងរបស់អ្នក ${saved.reference}`);
      expect(complainant.parsed.from?.address).toBe("no-reply@tonle-insurance.example");
      expect(complainant.parsed.replyTo?.[0]?.address).toBe("complaints@tonle-insurance.example");
      // Exactly what was written, with one greeting, then how to answer.
      expect(complainant.parsed.text?.trimEnd()).toBe(
        `${written}\n\n--\nអ្នកអាចឆ្លើយតបអ៊ីមែលនេះបាន។ សូមប្រាប់លេខយោង ${saved.reference} រាល់ពេលដែលអ្នកទាក់ទងមកយើងអំពីពាក្យបណ្តឹងនេះ។`,
      );
      expect(greetingCount(complainant.parsed.text!)).toBe(1);
      expect(complainant.parsed.text).toContain(`សូមប្រាប់លេខយោង ${saved.reference}`);
      expect(complainant.parsed.attachments).toEqual([]);

      const sender = mails.find((mail) => mail.to.includes("sopheap@example.com"))!;
      expect(sender.parsed.subject).toMatch(/^Your message to \S/);
      expect(sender.parsed.replyTo?.[0]?.address).toBe("info@tonle-insurance.example");
      expect(sender.parsed.text).toContain("Dear Chan Sopheap,\n\nWe will call you tomorrow at 9.");

      // The sent reply and its delivery, done, are on the complaint's timeline.
      const timeline = (await getTimeline(db, "complaint", saved.id))!;
      expect(timeline.find((entry) => entry.kind === "reply")).toMatchObject({ id: complaintReply.id, text: written });
      expect(timeline.find((entry) => entry.kind === "delivery" && entry.replyId === complaintReply.id)).toMatchObject({
        job: "complaint.reply",
        status: "done",
      });
    } finally {
      await smtp.close();
    }
  });

  it("e-mails a colleague given a complaint, in English and Khmer, and tags the complainant's reply address when asked", async () => {
    const smtp = await startSmtp();
    try {
      const saved = await storeComplaint("en");
      expect(await processDueJobs(db, options(smtp.port, null, 10 * 1024 * 1024, true))).toBe(2);
      const ack = await parseMail(smtp.received.find((mail) => mail.to.includes("dara@example.com"))!);
      expect(ack.replyTo?.[0]?.address).toBe(`complaints+${saved.reference}@tonle-insurance.example`);
      // The team's e-mail says when, in Phnom Penh's time, not as the database keeps it.
      expect((await teamMail(smtp)).text).toMatch(/Received: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Phnom Penh time\)/);
      smtp.received.length = 0;

      const staff = { id: alice.id, displayName: alice.name, email: "alice@tonle.example", roles: ["complaints"] };
      await performRegisterAction(
        db,
        "complaint",
        saved.id,
        { intent: "owner", take: bopha.id },
        staff as StaffMember,
        "127.0.0.1",
      );
      expect(await processDueJobs(db, options(smtp.port))).toBe(1);
      const mail = await parseMail(smtp.received[0]!);
      expect(smtp.received[0]!.to).toEqual(["bopha@tonle.example"]);
      expect(mail.subject).toBe(`Alice Chan gave you complaint ${saved.reference}`);
      expect(mail.text).toContain(`Alice Chan gave you complaint ${saved.reference} from Sok Dara`);
      expect(mail.text).toContain(`https://tonle.test/admin/complaints/${saved.id}`);
      expect(mail.text).toContain(`Alice Chan បានប្រគល់ពាក្យបណ្តឹង ${saved.reference} ពី Sok Dara ឱ្យអ្នក`);
      const [{ owner_id }] = (await db.query<{ owner_id: string }>(`select owner_id from complaints where id = $1`, [
        saved.id,
      ])) as [{ owner_id: string }];
      expect(owner_id).toBe(bopha.id);
    } finally {
      await smtp.close();
    }
  });

  it("e-mails the colleagues named with @ in a note, with the note, and nobody else", async () => {
    const smtp = await startSmtp();
    try {
      const saved = await storeComplaint("km");
      await processDueJobs(db, options(smtp.port));
      smtp.received.length = 0;
      const staff = { id: alice.id, displayName: alice.name, email: "alice@tonle.example", roles: ["complaints"] };
      const note = `@${bopha.name} can you call the garage?\n@${alice.name} (me) and @nobody else.`;
      await performRegisterAction(
        db,
        "complaint",
        saved.id,
        { intent: "note", text: note },
        staff as StaffMember,
        "::1",
      );
      expect(await processDueJobs(db, options(smtp.port))).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["bopha@tonle.example"]]);
      const mail = await parseMail(smtp.received[0]!);
      expect(mail.subject).toBe(`Alice Chan mentioned you on complaint ${saved.reference}`);
      expect(mail.text).toContain(`> @${bopha.name} can you call the garage?`);
      expect(mail.text).toContain(`Alice Chan បានលើកឈ្មោះអ្នកក្នុងកំណត់ចំណាំផ្ទៃក្នុងលើពាក្យបណ្តឹង ${saved.reference}`);
      expect(mail.text).toContain(`https://tonle.test/admin/complaints/${saved.id}`);
    } finally {
      await smtp.close();
    }
  });

  it("forwards complaints and contact messages to the application API with its key, retrying until it succeeds", async () => {
    let failuresLeft = 1;
    const api = await startCompanyApi(() =>
      failuresLeft-- > 0
        ? { status: 503, body: { Success: false } }
        : { status: 200, body: { status: 201, Success: true, data: { id: 7 } } },
    );
    const smtp = await startSmtp();
    try {
      const saved = await storeComplaint("en", true);
      await saveContactMessage(
        db,
        "en",
        {
          fullName: "Chan Sopheap",
          email: "sopheap@example.com",
          phone: "098 765 432",
          message: "Call me",
          website: "",
        },
        { forward: true },
      );
      const run = options(smtp.port, { url: api.url, apiKey: "company-key", keyHeader: "X-API-Key" });
      await processDueJobs(db, run);
      const pending = await db.query<{ kind: string; attempts: number }>(
        "select kind, attempts from outbox where status = 'pending'",
      );
      expect(pending).toEqual([{ kind: expect.stringMatching(/forward$/), attempts: 1 }]);
      await db.query("update outbox set next_attempt_at = now()");
      await processDueJobs(db, run);
      expect(await db.query("select status from outbox where status <> 'done'")).toEqual([]);

      const complaintCall = api.calls.filter((call) => call.path.endsWith("/UserQueryEntry/Complaint")).at(-1)!;
      expect(complaintCall.path).toBe("/api/v1/UserQueryEntry/Complaint");
      expect(complaintCall.apiKey).toBe("company-key");
      const form = complaintCall.form!;
      expect([...form.keys()]).toEqual([
        "FullName",
        "Email",
        "PhoneNumber",
        "CompanyName",
        "Files",
        "Files",
        "Message",
      ]);
      expect(form.get("FullName")).toBe("Sok Dara");
      const files = form.getAll("Files") as File[];
      expect(files.map((file) => file.name)).toEqual(["letter.pdf", "រូបថត.jpg"]);
      expect(Buffer.compare(Buffer.from(await files[0]!.arrayBuffer()), letter)).toBe(0);
      expect(saved.reference).toMatch(/^CMP-/);

      const contactCall = api.calls.find((call) => call.path.endsWith("/UserQueryEntry/ContactUs"))!;
      expect(contactCall.apiKey).toBe("company-key");
      expect(contactCall.json).toEqual({
        email: "sopheap@example.com",
        phone_number: "098 765 432",
        message: "Call me",
        company_name: "",
        full_name: "Chan Sopheap",
      });
    } finally {
      await Promise.all([api.close(), smtp.close()]);
    }
  });
});
