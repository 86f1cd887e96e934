// Outgoing e-mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml
// file (and logged, by file name only), so development and demos work without a mail server.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import type { Logger } from "../../app/log.server.ts";

export interface Mailer {
  send(message: Mail.Options): Promise<void>;
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
  };
}

export function fileMailer(dir: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ file }, "no SMTP_URL set: e-mail written to a file");
    },
  };
}
