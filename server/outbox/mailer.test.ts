// Production mail: smtps:// (TLS from the first byte) to a relay whose certificate a private CA
// signed (SMTP_CA_FILE). A real e-mail goes through the outbox over TLS; a relay the mailer
// cannot trust gets nothing, the delivery waits for a retry, and nothing is sent in clear.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "../../app/site/contact/contact.server.ts";
import { noLog } from "../../app/http/log.server.ts";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { startSmtp, tempStorage, type TestSmtp } from "../../testing/kit.ts";
import { makeTestCa, type TestCa } from "../../testing/tls.ts";
import { deliveryOptions, loadEnv } from "../env.ts";
import { outboxJobs } from "../../app/features.server.ts";
import { configuredMailer } from "./mailer.ts";
import { processDueJobs } from "./worker.ts";

const visitor = {
  fullName: "Sok Dara",
  email: "dara@example.com",
  phone: "012 345 678",
  message: "Please call me about motor cover.",
  website: "",
};

describe("mail over implicit TLS (smtps://)", () => {
  let db: Db;
  let ca: TestCa;
  let relay: TestSmtp;
  const dataDir = mkdtempSync(join(tmpdir(), "smtps-test-"));
  const env = (vars: Record<string, string>) =>
    loadEnv({ DATA_DIR: dataDir, CONTACT_MAIL_TO: "info@tonle-insurance.example", ...vars });
  const relayUrl = (port: number) => `smtps://website:s3cret-pass@127.0.0.1:${port}`;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    ca = makeTestCa("Tonle test relay CA");
    relay = await startSmtp(0, { tls: ca.server });
  });
  afterAll(async () => {
    await relay.close();
    await db.close();
    ca.remove();
  });
  beforeEach(async () => {
    await db.query("delete from outbox");
    relay.received.length = 0;
  });

  /** Runs the outbox once with the mailer that `vars` configure, as server/index.ts makes it. */
  const deliver = (vars: Record<string, string>) => {
    const config = env(vars);
    const mailer = configuredMailer(config, noLog);
    return processDueJobs(db, { jobs: outboxJobs(deliveryOptions(config, mailer, tempStorage())), maxAttempts: 3 });
  };
  const jobs = () =>
    db.query<{ status: string; attempts: number; last_error: string | null }>(
      "select status, attempts, last_error from outbox",
    );

  it("delivers an e-mail over TLS to a relay whose certificate the CA of SMTP_CA_FILE signed, logged in", async () => {
    await saveContactMessage(db, "en", visitor);
    expect(await deliver({ SMTP_URL: relayUrl(relay.port), SMTP_CA_FILE: ca.caFile })).toBe(1);
    expect(relay.received).toHaveLength(1);
    const [mail] = relay.received;
    expect(mail).toMatchObject({ secure: true, user: "website", to: ["info@tonle-insurance.example"] });
    expect(mail!.raw).toContain("Subject: Contact message from Sok Dara");
    expect(mail!.raw).toContain("Please call me about motor cover.");
    expect(await jobs()).toEqual([{ status: "done", attempts: 1, last_error: null }]);
  });

  it("refuses a relay whose certificate it cannot trust: nothing is sent, the delivery waits for a retry", async () => {
    const other = makeTestCa("Another CA");
    try {
      await saveContactMessage(db, "en", visitor);
      // Node's own CAs alone, then another private CA: neither signed the relay's certificate.
      for (const vars of [{}, { SMTP_CA_FILE: other.caFile }] as Record<string, string>[]) {
        await db.query("update outbox set next_attempt_at = now()");
        expect(await deliver({ SMTP_URL: relayUrl(relay.port), ...vars })).toBe(1);
      }
      expect(relay.received).toEqual([]);
      const [job] = await jobs();
      expect(job).toMatchObject({ status: "pending", attempts: 2 });
      expect(job!.last_error).toMatch(/certificate/i);
    } finally {
      other.remove();
    }
  });

  it("never falls back to clear text: a relay that answers in plain SMTP gets a TLS handshake and nothing else", async () => {
    const bytes: Buffer[] = [];
    // It answers what it is sent with an SMTP greeting, in clear: the client must give up there.
    const plain = createServer((socket) => {
      socket.on("error", () => {});
      socket.on("data", (chunk: Buffer) => {
        bytes.push(chunk);
        socket.write("220 relay.test ESMTP\r\n");
      });
    });
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      await saveContactMessage(db, "en", visitor);
      expect(
        await deliver({ SMTP_URL: relayUrl((plain.address() as AddressInfo).port), SMTP_CA_FILE: ca.caFile }),
      ).toBe(1);
      const sent = Buffer.concat(bytes);
      // 0x16: a TLS handshake record, the client's hello; no SMTP command, login or message.
      expect(sent[0]).toBe(0x16);
      expect(sent.toString("latin1")).not.toMatch(/EHLO|HELO|AUTH|MAIL FROM|s3cret|Sok Dara|motor cover/);
      expect(await jobs()).toEqual([expect.objectContaining({ status: "pending", attempts: 1 })]);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it("stops at start-up, naming SMTP_CA_FILE, when that file holds no certificate", () => {
    const junk = join(dataDir, "not-a-certificate.pem");
    writeFileSync(junk, "-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n");
    for (const file of [junk, join(dataDir, "missing.pem")]) {
      expect(() => configuredMailer(env({ SMTP_URL: relayUrl(465), SMTP_CA_FILE: file }), noLog)).toThrow(
        /^SMTP_CA_FILE: /,
      );
    }
  });
});
