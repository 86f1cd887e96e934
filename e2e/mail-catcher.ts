// The browser suite's mail servers: Playwright's global set-up starts a real SMTP server
// (testing/smtp.ts) and the site under test sends every e-mail to it (SMTP_URL in
// playwright.config.ts). Each message it accepts is written to a folder, where a test running
// in another worker process finds it with `waitForMail`. It also starts Dovecot
// (testing/dovecot.ts), whose mailbox "complaints" the site server reads (IMAP_URL): a test puts
// a complainant's answer there with `deliverToComplaintsMailbox`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Email } from "postal-mime";
import { parseMail, startSmtp, type Received } from "../testing/smtp.ts";
import { imapClient, imapPassword, startImap } from "../testing/dovecot.ts";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const mailCatcher = { port: e2ePort + 20_000, dir: "e2e/.artifacts/mail-in" };
export const complaintsMailbox = {
  port: e2ePort + 20_001,
  user: "complaints",
  url: () => `imap://complaints:${imapPassword}@127.0.0.1:${complaintsMailbox.port}/INBOX`,
};

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(mailCatcher.dir, { recursive: true, force: true });
  mkdirSync(mailCatcher.dir, { recursive: true });
  let count = 0;
  const smtp = await startSmtp(mailCatcher.port, {
    onReceived: (mail) => writeFileSync(join(mailCatcher.dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail)),
  });
  const imap = await startImap(complaintsMailbox.port);
  return async () => {
    await Promise.all([smtp.close(), imap.close()]);
  };
}

/** Puts a raw message into the complaints mailbox the site server reads, as a mail server delivering it would. */
export async function deliverToComplaintsMailbox(raw: Uint8Array): Promise<void> {
  const client = imapClient(complaintsMailbox.port, complaintsMailbox.user);
  await client.connect();
  try {
    await client.append("INBOX", raw);
  } finally {
    await client.logout();
  }
}

export type CaughtMail = Email & { envelopeTo: string[] };

/** The first message the site has sent that `match` accepts, waiting for the outbox to send it. */
export async function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 60_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of readdirSync(mailCatcher.dir).sort()) {
      const received = JSON.parse(readFileSync(join(mailCatcher.dir, name), "utf8")) as Received;
      const mail = { ...(await parseMail(received)), envelopeTo: received.to };
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline)
      throw new Error(`no matching e-mail reached the test SMTP server within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
