// A real IMAP server for the complaints mailbox's tests: Debian's Dovecot (installed by
// `node scripts/debian-package.ts dovecot`, as `npm test` does), started in the foreground with
// a configuration of its own in a temporary folder, on a free port of 127.0.0.1, plain IMAP,
// one mailbox per user and any user's password "secret". Run as root, mail belongs to nobody;
// run as anyone else, everything runs as that user.
import { spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { ImapFlow } from "imapflow";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { dovecot as dovecotProgram } from "../scripts/debian-package.ts";
import { freePorts } from "./ports.ts";

export const imapPassword = "secret";

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });

/** A message to the complaints mailbox as a mail program sends it: MIME, encoded headers, attachments. */
export async function composeMail(mail: SendMailOptions): Promise<Buffer> {
  const info = (await composer.sendMail({ to: "complaints@tonle.example", ...mail })) as { message: Buffer };
  return info.message;
}

export interface TestImap {
  port: number;
  /** IMAP_URL for `user`'s INBOX. */
  url(user: string): string;
  /** Puts a raw message into `user`'s INBOX, as a mail server delivering it would. */
  deliver(user: string, raw: string | Uint8Array): Promise<void>;
  /** The flags of every message in `user`'s INBOX, in order (without \\Recent, which only the first session to look sees). */
  flags(user: string): Promise<string[][]>;
  /** Puts a raw message into `user`'s INBOX as the mail server's delivery agent does (Maildir), whether IMAP runs or not. */
  deliverToFolder(user: string, raw: string | Uint8Array): void;
  /** Stops the IMAP server, keeping every mailbox; `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export function imapClient(port: number, user: string): ImapFlow {
  return new ImapFlow({
    host: "127.0.0.1",
    port,
    secure: false,
    auth: { user, pass: imapPassword },
    logger: false,
    disableAutoIdle: true,
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("* OK"));
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts Dovecot on `port`, or on a free port of the tests' range. */
export async function startImap(port?: number): Promise<TestImap> {
  const binary = process.env[dovecotProgram.override!] ?? dovecotProgram.path;
  port ??= (await freePorts(1))[0]!;
  const dir = mkdtempSync(join(tmpdir(), "dovecot-"));
  const root = process.getuid?.() === 0;
  const me = userInfo();
  const [uid, gid] = root ? [65534, 65534] : [me.uid, me.gid];
  const mail = join(dir, "mail");
  mkdirSync(mail);
  if (root) {
    // mkdtemp's folder is its owner's alone; the mail user must pass through it.
    chmodSync(dir, 0o711);
    chownSync(mail, uid, gid);
  }
  const config = join(dir, "dovecot.conf");
  writeFileSync(
    config,
    [
      `base_dir = ${join(dir, "run")}`,
      `state_dir = ${join(dir, "state")}`,
      `log_path = ${join(dir, "dovecot.log")}`,
      "protocols = imap",
      "listen = 127.0.0.1",
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      `mail_location = maildir:${mail}/%u`,
      `first_valid_uid = ${Math.min(uid, 500)}`,
      ...(root ? [] : [`default_internal_user = ${me.username}`, `default_login_user = ${me.username}`]),
      "passdb {",
      "  driver = static",
      `  args = password=${imapPassword}`,
      "}",
      "userdb {",
      "  driver = static",
      `  args = uid=${uid} gid=${gid} home=${mail}/%u`,
      "}",
      "service imap-login {",
      `  inet_listener imap {\n    port = ${port}\n  }`,
      "  inet_listener imaps {\n    port = 0\n  }",
      "}",
      "service stats {\n  unix_listener stats-reader {\n    mode = 0666\n  }\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}",
      "",
    ].join("\n"),
  );
  const start = async () => {
    const server = spawn(binary, ["-F", "-c", config], { stdio: ["ignore", "ignore", "inherit"] });
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    const started = Date.now();
    while (!(await answers(port))) {
      if (server.exitCode !== null) throw new Error(`dovecot exited with ${server.exitCode} (log: ${dir}/dovecot.log)`);
      if (Date.now() - started > 15_000) throw new Error(`dovecot did not answer on ${port} within 15 s`);
      await delay(100);
    }
    return async () => {
      server.kill("SIGTERM");
      await Promise.race([exited, delay(5000)]);
    };
  };
  let stop = await start();
  let delivered = 0;
  const withClient = async <T>(user: string, work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = imapClient(port, user);
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout();
    }
  };
  return {
    port,
    url: (user) => `imap://${encodeURIComponent(user)}:${imapPassword}@127.0.0.1:${port}/INBOX`,
    deliver: (user, raw) =>
      withClient(user, async (imap) => {
        await imap.append("INBOX", typeof raw === "string" ? Buffer.from(raw) : raw);
      }),
    flags: (user) =>
      withClient(user, async (imap) => {
        const lock = await imap.getMailboxLock("INBOX");
        try {
          const all: string[][] = [];
          if ((imap.mailbox || undefined)?.exists === 0) return all;
          for await (const message of imap.fetch("1:*", { flags: true }))
            all.push([...(message.flags ?? [])].filter((flag) => flag !== "\\Recent").sort());
          return all;
        } finally {
          lock.release();
        }
      }),
    deliverToFolder: (user, raw) => {
      const box = join(mail, user);
      for (const part of ["tmp", "new", "cur"]) mkdirSync(join(box, part), { recursive: true });
      const name = `${Date.now()}.M${++delivered}P${process.pid}.test`;
      writeFileSync(join(box, "tmp", name), raw);
      if (root)
        for (const path of [box, ...["tmp", "new", "cur"].map((part) => join(box, part)), join(box, "tmp", name)])
          chownSync(path, uid, gid);
      renameSync(join(box, "tmp", name), join(box, "new", name));
    },
    pause: () => stop(),
    resume: async () => {
      stop = await start();
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
