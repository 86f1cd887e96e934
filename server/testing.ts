// Test doubles that are real parts: an SMTP server in the test process (smtp-server) that
// keeps what it receives, and upload storage in a throw-away folder.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import { localStorage, type FileStorage } from "../app/uploads/storage.server.ts";

export interface Received {
  to: string[];
  raw: string;
}

export async function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A received message, parsed (headers, text, attachments as bytes). */
export function parseMail(mail: Received): Promise<Email> {
  return PostalMime.parse(mail.raw, { attachmentEncoding: "arraybuffer" });
}

export function tempStorage(): FileStorage {
  return localStorage(mkdtempSync(join(tmpdir(), "uploads-test-")));
}
