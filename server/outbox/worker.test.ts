// The outbox worker against a real SMTP server in this process and a real database.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { saveContactMessage } from "../../app/site/contact/contact.server.ts";
import { enqueue } from "../../app/register/jobs.ts";
import { outboxJobs } from "../../app/features.server.ts";
import type { OutboxJobs } from "../../app/outbox/jobs.ts";
import { smtpMailer } from "./mailer.ts";
import { processDueJobs, retryDelayMs } from "./worker.ts";
import { startSmtp, tempStorage } from "../../testing/kit.ts";

/** Every kind, each handled as `handlers` say or failing its job: a test names the kinds it expects. */
function handledBy(handlers: Record<string, (payload: unknown) => Promise<void>> = {}): OutboxJobs {
  const fail = async () => {
    throw new Error("no job of this kind was expected");
  };
  const { schemas } = outboxJobs(mailOptions(0));
  return { schemas, handlers: Object.fromEntries(Object.keys(schemas).map((kind) => [kind, handlers[kind] ?? fail])) };
}

const visitor = {
  fullName: "Sok Dara",
  email: "dara@example.com",
  phone: "012 345 678",
  message: "Please call me about motor cover.",
  website: "",
};
const mailOptions = (port: number) => ({
  mailer: smtpMailer(`smtp://127.0.0.1:${port}`),
  from: "site <no-reply@tonle-insurance.example>",
  contactTo: "info@tonle-insurance.example",
  complaintTo: "complaints@tonle-insurance.example",
  storage: tempStorage(),
  forward: null,
  siteUrl: "https://tonle.test",
  attachmentLimitBytes: 10 * 1024 * 1024,
});

describe("retryDelayMs", () => {
  it("doubles from the base and stops at an hour", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
    expect(retryDelayMs(10, 500, 5000)).toBe(5000);
  });
});

describe.each(testDatabases)("outbox on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query("delete from outbox");
  });

  const statuses = async () =>
    db.query<{ status: string; attempts: number }>("select status, attempts from outbox order by created_at");

  it("e-mails a stored contact message to the company, once", async () => {
    const smtp = await startSmtp();
    try {
      await saveContactMessage(db, "en", visitor);
      expect(await processDueJobs(db, { jobs: outboxJobs(mailOptions(smtp.port)), maxAttempts: 3 })).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["info@tonle-insurance.example"]);
      expect(mail!.raw).toContain("Subject: Contact message from Sok Dara");
      expect(mail!.raw).toContain("Reply-To: dara@example.com");
      expect(mail!.raw).toContain("Phone: 012 345 678");
      expect(mail!.raw).toContain("Please call me about motor cover.");
      expect(await statuses()).toEqual([{ status: "done", attempts: 1 }]);
      expect(await processDueJobs(db, { jobs: outboxJobs(mailOptions(smtp.port)), maxAttempts: 3 })).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("keeps messages while SMTP is down and delivers them when it is back", async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    await saveContactMessage(db, "en", visitor);
    await saveContactMessage(db, "km", { ...visitor, fullName: "Chan Sopheap" });
    const jobs = outboxJobs(mailOptions(port));
    expect(await processDueJobs(db, { jobs, maxAttempts: 5 })).toBe(2);
    expect(await statuses()).toEqual([
      { status: "pending", attempts: 1 },
      { status: "pending", attempts: 1 },
    ]);
    // Not due again before the backoff delay.
    expect(await processDueJobs(db, { jobs, maxAttempts: 5 })).toBe(0);

    const smtp = await startSmtp(port);
    try {
      await db.query("update outbox set next_attempt_at = now()");
      expect(await processDueJobs(db, { jobs, maxAttempts: 5 })).toBe(2);
      expect(smtp.received.map((mail) => mail.raw.match(/Subject: (.*)/)![1]).sort()).toEqual([
        "Contact message from Chan Sopheap",
        "Contact message from Sok Dara",
      ]);
      expect(await statuses()).toEqual([
        { status: "done", attempts: 2 },
        { status: "done", attempts: 2 },
      ]);
    } finally {
      await smtp.close();
    }
  });

  it("retries a kind it does not know (a newer instance's), then leaves it dead after its last attempt, with the reason", async () => {
    await db.query("insert into outbox (kind, payload) values ('unknown.kind', '{}')");
    const options = { jobs: handledBy(), maxAttempts: 2 };
    expect(await processDueJobs(db, options)).toBe(1);
    await db.query("update outbox set next_attempt_at = now()");
    expect(await processDueJobs(db, options)).toBe(1);
    const [job] = await db.query<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from outbox",
    );
    expect(job).toEqual({ status: "dead", attempts: 2, last_error: 'no handler for outbox kind "unknown.kind"' });
    await db.query("update outbox set next_attempt_at = now()");
    expect(await processDueJobs(db, options)).toBe(0);
  });

  it("refuses a payload that does not match its kind's schema: dead at once, never handed to the handler", async () => {
    const delivered: unknown[] = [];
    const jobs = handledBy({ "complaint.email": async (payload: unknown) => void delivered.push(payload) });
    const complaintId = randomUUID();
    await db.query("insert into outbox (kind, payload) values ('complaint.email', $1)", [
      JSON.stringify({ complaintId }),
    ]);
    for (const malformed of [
      { complaintId: 42 },
      { complaintID: complaintId },
      { complaintId: "not-a-uuid" },
      "text",
      null,
    ]) {
      await db.query("insert into outbox (kind, payload) values ('complaint.email', $1)", [JSON.stringify(malformed)]);
    }
    expect(await processDueJobs(db, { jobs, maxAttempts: 5 })).toBe(6);
    expect(delivered).toEqual([{ complaintId }]);
    const rows = await db.query<{ payload: unknown; status: string; attempts: number; last_error: string | null }>(
      "select payload, status, attempts, last_error from outbox order by created_at, id",
    );
    expect(rows.filter((job) => job.status === "done")).toEqual([
      { payload: { complaintId }, status: "done", attempts: 1, last_error: null },
    ]);
    const refused = rows.filter((job) => job.status !== "done");
    expect(refused).toHaveLength(5);
    for (const job of refused) {
      expect(job).toMatchObject({ status: "dead", attempts: 1 });
      expect(job.last_error).toMatch(/^payload of outbox kind "complaint.email" does not match its schema: /);
    }
    expect(refused.map((job) => job.last_error)).toContainEqual(expect.stringContaining("complaintId"));
    await db.query("update outbox set next_attempt_at = now()");
    expect(await processDueJobs(db, { jobs, maxAttempts: 5 })).toBe(0);
  });

  it("refuses, when enqueuing, a payload that does not match its kind's schema", async () => {
    // The type check refuses these already; a value from elsewhere (any, JSON) is checked at run time too.
    const payload = { complaintId: 42 } as unknown as { complaintId: string };
    await expect(db.transaction((tx) => enqueue(tx, "complaint.email", payload))).rejects.toThrow(/complaintId/);
    expect(await statuses()).toEqual([]);
  });

  it("claims no further job once its signal aborts, finishing the one under way", async () => {
    for (let i = 0; i < 3; i++) {
      await db.query("insert into outbox (kind, payload) values ('contact.email', $1)", [
        JSON.stringify({ contactMessageId: randomUUID() }),
      ]);
    }
    const stopping = new AbortController();
    const jobs = handledBy({ "contact.email": async () => stopping.abort() });
    expect(await processDueJobs(db, { jobs, maxAttempts: 3, signal: stopping.signal })).toBe(1);
    expect((await statuses()).map((job) => job.status).sort()).toEqual(["done", "pending", "pending"]);
  });

  it("records a delivery as done once the database answers again, never delivering it twice", async () => {
    const smtp = await startSmtp();
    try {
      await saveContactMessage(db, "en", visitor);
      // The database goes away just after the e-mail is accepted, and is back 1 s later.
      let awayUntil = 0;
      const flaky: Db = {
        ...db,
        query: (sql, params) => {
          if (sql.startsWith("update outbox set status = 'done'") && awayUntil === 0) awayUntil = Date.now() + 1000;
          if (Date.now() < awayUntil) return Promise.reject(new Error("Connection terminated unexpectedly"));
          return db.query(sql, params);
        },
      };
      expect(await processDueJobs(flaky, { jobs: outboxJobs(mailOptions(smtp.port)), maxAttempts: 3 })).toBe(1);
      expect(awayUntil).toBeGreaterThan(0);
      expect(await statuses()).toEqual([{ status: "done", attempts: 1 }]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("lets two workers share the queue without sending anything twice", async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 6; i++) await saveContactMessage(db, "en", { ...visitor, fullName: `Visitor ${i}` });
      const options = { jobs: outboxJobs(mailOptions(smtp.port)), maxAttempts: 3 };
      const [a, b] = await Promise.all([processDueJobs(db, options), processDueJobs(db, options)]);
      expect(a + b).toBe(6);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((mail) => mail.raw.match(/Subject: (.*)/)![1])).size).toBe(6);
    } finally {
      await smtp.close();
    }
  });
});
