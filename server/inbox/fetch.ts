// One round of reading the complaints mailbox over IMAP (IMAP_URL), done by one instance at a
// time (the "mailbox" lease in work_leases). Each message not yet marked is handed to the
// feature that keeps it (app/features.server.ts: the register's store) and only then marked on the server with the keyword "$Registered" (or \Seen
// where the server keeps no keywords of its own). A round cut off between storing and marking
// leaves the message unmarked: the next round finds it stored already and only marks it. So a
// message is never lost and never stored twice. A person reading the mailbox changes nothing.
// A message the keeper fails to store stays unmarked and the round goes on to the next one; the
// register sets it aside after three failed tries (app/register/mailbox/poison.server.ts).
import { ImapFlow } from "imapflow";
import type { Db } from "../../db/client.ts";
import { noLog, type Logger } from "../../app/http/log.server.ts";

export interface MailboxSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

/** IMAP_URL: imaps://user:password@host:993/INBOX (imap:// for a server on the same machine or network). */
export function mailboxSettings(imapUrl: string): MailboxSettings {
  const url = new URL(imapUrl);
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

const keyword = "$Registered";
/** What a keeper says of a message it failed to keep this time. */
const retry = "retry";
/** Messages read in one round; the rest wait for the next. */
const roundSize = 50;
/** Renewed after each message: an instance that dies holding it delays the others by a minute at most. */
const leaseSeconds = 60;

async function takeLease(db: Db, holder: string): Promise<boolean> {
  const rows = await db.query(
    `update work_leases set holder = $1, until = now() + make_interval(secs => $2)
      where name = 'mailbox' and (until < now() or holder = $1) returning name`,
    [holder, leaseSeconds],
  );
  return rows.length > 0;
}

/** Gives the lease up, noting the round's end and its failure, if any (shown on /admin/mailbox). */
async function endRound(db: Db, holder: string, error: string | null): Promise<void> {
  await db.query(
    `update work_leases set holder = null, until = '-infinity', last_round_at = now(), last_error = $2
      where name = 'mailbox' and holder = $1`,
    [holder, error],
  );
}

/** What staff are told of a failed round: the error's own words, without any address that names a password. */
function failureOf(error: unknown): string {
  const said = (error as { responseText?: unknown } | null)?.responseText;
  const text =
    error instanceof Error ? `${error.message}${typeof said === "string" ? `: ${said}` : ""}` : String(error);
  return text.replace(/\/\/[^@\s/]*@/g, "//").slice(0, 500) || "Unknown error";
}

/** How many messages of the round came to each outcome the store names ("matched", "opened", …). */
export type RoundCounts = Record<string, number>;

export interface FetchOptions {
  db: Db;
  /**
   * Keeps one message, durably, and says what became of it: the message is marked only once it
   * resolves, and not at all when it resolves "retry" (it failed; the next round tries again).
   */
  store: (raw: Uint8Array) => Promise<string>;
  settings: MailboxSettings;
  /** Who holds the lease: one name per instance. */
  holder: string;
  signal?: AbortSignal;
  log?: Logger;
}

/** Reads what is new in the mailbox; resolves with what became of each message (nothing when another instance holds the lease). */
export async function fetchMailbox({
  db,
  store,
  settings,
  holder,
  signal,
  log = noLog,
}: FetchOptions): Promise<RoundCounts> {
  const counts: RoundCounts = {};
  if (!(await takeLease(db, holder))) return counts;
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
  });
  // A dropped connection is reported by the command under way; this keeps it from crashing the process.
  client.on("error", (error: unknown) => log.warn({ err: error }, "complaints mailbox connection error"));
  let failure: string | null = null;
  try {
    await client.connect();
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const mailbox = client.mailbox || undefined;
      const keywords = !mailbox?.permanentFlags || mailbox.permanentFlags.has("\\*");
      const mark = keywords ? keyword : "\\Seen";
      const found = await client.search(keywords ? { unKeyword: keyword } : { seen: false }, { uid: true });
      for (const uid of (found || []).slice(0, roundSize)) {
        if (signal?.aborted) break;
        const fetched = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!fetched || !fetched.source) continue;
        const outcome = await store(fetched.source);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
        if (outcome !== retry) await client.messageFlagsAdd(String(uid), [mark], { uid: true });
        if (!(await takeLease(db, holder))) break;
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    failure = failureOf(error);
    throw error;
  } finally {
    client.close();
    await endRound(db, holder, failure);
  }
  if (Object.keys(counts).length > 0) log.info({ ...counts }, "read the complaints mailbox");
  return counts;
}
