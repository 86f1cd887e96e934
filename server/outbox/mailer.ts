// Outgoing e-mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml
// file (and logged, by file name only), so development and demos work without a mail server.
// An smtps:// relay is reached over TLS from the first byte and its certificate must be trusted:
// by Node's CA certificates, or by the private CA of SMTP_CA_FILE (a company relay).
import { X509Certificate } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getCACertificates } from "node:tls";
import nodemailer from "nodemailer";
import type { Logger } from "../../app/http/log.server.ts";
import type { Mailer } from "../../app/outbox/jobs.ts";
import type { Env } from "../env.ts";

export interface SmtpOptions {
  /** PEM certificates of CAs trusted for the relay's certificate besides Node's own. */
  ca?: string;
}

export function smtpMailer(url: string, { ca }: SmtpOptions = {}): Mailer {
  // Node's CA list is replaced by `ca` when one is given: keep its own (and NODE_EXTRA_CA_CERTS).
  const transport = nodemailer.createTransport(ca ? { url, tls: { ca: [...getCACertificates("default"), ca] } } : url);
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
  };
}

function fileMailer(dir: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info({ file }, "no SMTP_URL set: e-mail written to a file");
    },
  };
}

/** The mailer the configuration asks for. A SMTP_CA_FILE that holds no certificate stops the server at start-up. */
export function configuredMailer(env: Env, log: Logger): Mailer {
  if (!env.SMTP_URL) return fileMailer(env.MAIL_DIR ?? join(env.DATA_DIR, "mail"), log);
  return smtpMailer(env.SMTP_URL, { ca: env.SMTP_CA_FILE ? readCaFile(env.SMTP_CA_FILE) : undefined });
}

function readCaFile(path: string): string {
  try {
    const pem = readFileSync(path, "utf8");
    new X509Certificate(pem);
    return pem;
  } catch (error) {
    throw new Error(`SMTP_CA_FILE: ${path} is not a readable PEM certificate (${(error as Error).message})`, {
      cause: error,
    });
  }
}
