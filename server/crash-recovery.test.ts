// The real server process killed (SIGKILL) in the middle of delivering a complaint's e-mails:
// after a restart everything is delivered, nothing is lost, nothing the SMTP server
// acknowledged is sent again, and the repeated e-mail is the same message (same Message-ID).
// This is the at-least-once guarantee of docs/architecture.md.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverDatabases } from "../testing/db.ts";
import {
  complaintFormData,
  parseMail,
  startServer,
  startSmtp,
  waitFor,
  type ServerProcess,
  type TestSmtp,
} from "../testing/kit.ts";

const complaintForm = () =>
  complaintFormData({
    FullName: "Sok Dara",
    Email: "dara@example.com",
    PhoneNumber: "012 345 678",
    Message: "The garage kept my car for six weeks.",
  });

const subjectOf = (raw: string) => raw.match(/^Subject: (.*)$/m)?.[1];

/** Where the two runs of the server keep their data: the embedded database, or PostgreSQL. */
const { targets, dropAll } = serverDatabases();
afterAll(dropAll);

describe.each(targets)("server killed during delivery ($name)", (target) => {
  it("delivers everything after a restart, and nothing acknowledged twice", { timeout: 180_000 }, async () => {
    const smtp: TestSmtp = await startSmtp(0, { holdFirst: true });
    const dataDir = mkdtempSync(join(tmpdir(), "crash-"));
    const env = {
      ...(await target.env()),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      API_KEYS: "crash-test-key-0123456789",
      OUTBOX_LEASE_SECONDS: "2",
      // One delivery at a time: the first e-mail is held, and nothing else may pass it.
      OUTBOX_CONCURRENCY: "1",
    };
    let server: ServerProcess = await startServer(env);
    try {
      const response = await fetch(`${server.base}/api/complaints`, {
        method: "POST",
        body: complaintForm(),
        headers: { "X-API-Key": env.API_KEYS },
      });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { reference: string } };

      // The first e-mail has reached the SMTP server, which never answers: kill the server now.
      await waitFor("the first e-mail", () => smtp.held.length === 1, 60_000);
      server.child.kill("SIGKILL");
      await server.exited;
      expect(smtp.received).toEqual([]);

      server = await startServer(env);
      const delivered = await waitFor("both e-mails", () => smtp.received.length >= 2 && smtp.received, 60_000);
      // Give a wrongly repeated delivery the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const subjects = smtp.received.map((mail) => subjectOf(mail.raw)).sort();
      expect(subjects).toEqual([
        `Complaint ${data.reference} from Sok Dara`,
        `We have received your complaint ${data.reference}`,
      ]);
      expect(delivered).toHaveLength(2);
      // The unanswered one was sent again: at least once, never lost.
      const held = smtp.held[0]!.raw;
      expect(subjects).toContain(subjectOf(held));
      // …as the same message.
      const resent = await parseMail(delivered.find((mail) => subjectOf(mail.raw) === subjectOf(held))!);
      expect(resent.messageId).toMatch(/^<outbox-[\w-]+@tonle-insurance\.example>$/);
      expect(resent.messageId).toBe((await parseMail(smtp.held[0]!)).messageId);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await smtp.close();
    }
  });
});
