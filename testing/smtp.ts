// The test SMTP server (smtp-server in the test process), plain or over TLS, keeping what it
// receives; testing/kit.ts re-exports it with the other doubles. Kept apart so that Playwright's
// global set-up (e2e/mail-catcher.ts) can start one without loading the server's modules.
import type { AddressInfo, Socket } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
  /** Whether it came over TLS (always, on a server started with `tls`). */
  secure: boolean;
  /** The user the sender logged in as (any password is accepted), if it did. */
  user?: string;
  /** When it was accepted (Date.now()). */
  at: number;
}

/** What the server does with a message once read: accept it, or one of the faults real servers have. */
export type SmtpFault = "accept" | "tempfail" | "drop" | "slow";

export interface TestSmtp {
  port: number;
  /** Messages the server accepted (answered 250). */
  received: Received[];
  /** Messages read in full but not (yet) answered (see `holdFirst`, `answerDelayMs`). */
  held: Received[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  holdFirst?: boolean;
  answerDelayMs?: number;
  /** Speak TLS from the first byte (smtps://, port 465 style) with this key and certificate. */
  tls?: { key: string; cert: string };
  /** Called with each message as it is accepted. */
  onReceived?: (mail: Received) => void;
  /**
   * Asked for each message read: "tempfail" answers 451, "drop" cuts the connection without an
   * answer, "slow" answers 451 only after `slowMs` (past the sender's timeout). Default: accept.
   */
  fault?: () => SmtpFault;
  slowMs?: number;
}

/**
 * An SMTP server in the test process. With `holdFirst`, the first message is read but never
 * answered: the sender is left waiting, as when it dies in the middle of a delivery. With
 * `answerDelayMs`, every message is answered that long after it was read: a slow server. With
 * `tls`, it is an smtps:// server (implicit TLS); without, plain SMTP.
 */
export async function startSmtp(
  port = 0,
  { holdFirst = false, answerDelayMs = 0, tls, onReceived, fault, slowMs = 10_000 }: TestSmtpOptions = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const held: Received[] = [];
  const sockets = new Map<number, Socket>();
  const tryLater = (message: string) => Object.assign(new Error(message), { responseCode: 451 });
  const server = new SMTPServer({
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
    authOptional: true,
    // Any login is accepted, and kept with the messages it sends.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Connections left open by a killed sender must not hold close() for the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: Received = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          secure: session.secure,
          ...(typeof session.user === "string" ? { user: session.user } : {}),
          at: 0,
        };
        const faulty = fault?.() ?? "accept";
        if (faulty === "tempfail") return callback(tryLater("Mailbox busy, try again later"));
        if (faulty === "drop") return void sockets.get(session.remotePort)?.destroy();
        if (faulty === "slow") return void setTimeout(() => callback(tryLater("Too slow, try again")), slowMs);
        if (holdFirst && held.length === 0) {
          held.push(mail);
          return;
        }
        const accept = () => {
          held.splice(held.indexOf(mail), 1);
          mail.at = Date.now();
          received.push(mail);
          onReceived?.(mail);
          callback();
        };
        held.push(mail);
        setTimeout(accept, answerDelayMs);
      });
    },
  });
  // A sender killed with its connection open resets it; smtp-server reports that as an "error"
  // event, which would otherwise end the test process.
  server.on("error", () => {});
  server.server.on("connection", (socket: Socket) => {
    const port = socket.remotePort!;
    sockets.set(port, socket);
    socket.once("close", () => sockets.delete(port));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A received message, parsed (headers, text, attachments as bytes). */
export function parseMail(mail: Received): Promise<Email> {
  return PostalMime.parse(mail.raw, { attachmentEncoding: "arraybuffer" });
}
