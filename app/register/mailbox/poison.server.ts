// A message the register fails to store (a poison message) must not stall the mailbox (issue 43,
// migration 0028). Each try is counted before it is made, so that a message that kills the
// process counts too. A failed try leaves the message unmarked on the mail server ("retry") and
// the round goes on to the next. After three failed tries, while the database and the storage
// answer, the message is set aside with its reason: marked like a stored one, and listed on
// /admin/mailbox for a person to find in the mailbox itself. When they do not answer, it is an
// outage, not the message: the round fails as it always did and the try is not held against it.
import { createHash, randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import type { Db, Queryable } from "../../../db/client.ts";
import type { Figure } from "../../http/figures.ts";
import type { FileStorage } from "../../uploads/storage.server.ts";
import { storableText } from "../../validation/storable-text.ts";
import { iso } from "../sql.server.ts";

const triesBeforeSetAside = 3;

/** What the inbox's round does with a message it was not able to store (server/inbox/fetch.ts). */
const outcomes = {
  /** Leave it unmarked: the next round tries again. */
  retry: "retry",
  /** Mark it: it is set aside, with its reason. */
  setAside: "unreadable",
} as const;

const headerLimit = 64 * 1024;
const clip = (text: string, length: number) => storableText(text).slice(0, length);

/** Who sent it and its subject, as far as its header can be read; empty where it cannot. */
async function headerSummary(raw: Uint8Array): Promise<{ from: string; subject: string }> {
  try {
    const start = Buffer.from(raw.subarray(0, headerLimit));
    const end = start.toString("latin1").search(/\r?\n\r?\n/);
    const email = await PostalMime.parse(
      Buffer.concat([start.subarray(0, end >= 0 ? end : undefined), Buffer.from("\r\n\r\n")]),
    );
    const address = email.from?.address ? `<${email.from.address}>` : "";
    return {
      from: clip([email.from?.name, address].filter(Boolean).join(" "), 300),
      subject: clip(email.subject ?? "", 998),
    };
  } catch {
    return { from: "", subject: "" };
  }
}

/** Why it failed, in the error's own words. */
const reasonOf = (error: unknown) => clip(error instanceof Error ? error.message || error.name : String(error), 500);

const probeKey = "mail/answering-probe.eml";

/**
 * Whether the database answers and the storage takes a file: when they do, a failure is the
 * message's own. A write, not a read: a full disk still reads.
 */
async function answering(db: Db, storage: FileStorage): Promise<boolean> {
  const probe = join(tmpdir(), `mailbox-probe-${process.pid}-${randomUUID()}.eml`);
  try {
    await db.query("select 1");
    await writeFile(probe, "probe\r\n");
    await storage.put(probeKey, probe, "message/rfc822");
    await storage.remove(probeKey);
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { force: true });
  }
}

/** The keeper `keep` (one message, durably), guarded: a message that fails it three times is set aside. */
export function guardedKeeper(
  db: Db,
  storage: FileStorage,
  keep: (raw: Uint8Array) => Promise<string>,
): (raw: Uint8Array) => Promise<string> {
  return async (raw) => {
    const digest = createHash("sha256").update(raw).digest("hex");
    const [attempt] = await db.query<{ tries: number; set_aside: boolean }>(
      `insert into mailbox_attempts (digest, tries, raw_bytes) values ($1, 1, $2)
         on conflict (digest) do update set tries = mailbox_attempts.tries + 1, last_tried_at = now()
       returning tries, set_aside_at is not null as set_aside`,
      [digest, raw.length],
    );
    // Set aside before, its mark on the mail server lost with a round cut short.
    if (attempt!.set_aside) return outcomes.setAside;
    const outage = async (error: unknown) => {
      await db.query("update mailbox_attempts set tries = tries - 1 where digest = $1", [digest]).catch(() => {});
      throw error;
    };
    if (attempt!.tries > triesBeforeSetAside) {
      if (!(await answering(db, storage))) return outage(new Error("The database or the file storage does not answer"));
      const { from, subject } = await headerSummary(raw);
      await db.query(
        "update mailbox_attempts set tries = tries - 1, set_aside_at = now(), from_text = $2, subject = $3 where digest = $1",
        [digest, from, subject],
      );
      return outcomes.setAside;
    }
    let outcome: string;
    try {
      outcome = await keep(raw);
    } catch (error) {
      if (!(await answering(db, storage))) return outage(error);
      await db.query("update mailbox_attempts set last_error = $2 where digest = $1", [digest, reasonOf(error)]);
      return outcomes.retry;
    }
    await db.query("delete from mailbox_attempts where digest = $1", [digest]);
    return outcome;
  };
}

export interface UnreadableMail {
  digest: string;
  fromText: string;
  subject: string;
  rawBytes: number;
  tries: number;
  firstTriedAt: string;
  lastTriedAt: string;
  reason: string;
  /** When it was set aside; null while it is tried again each round. */
  setAsideAt: string | null;
}

/** Messages failing now (tried again each round, failed within a day) and the last 20 set aside. */
export async function listUnreadableMail(db: Queryable): Promise<UnreadableMail[]> {
  const rows = await db.query<{
    digest: string;
    from_text: string;
    subject: string;
    raw_bytes: number;
    tries: number;
    first_tried_at: string;
    last_tried_at: string;
    last_error: string | null;
    set_aside_at: string | null;
  }>(
    `(select digest, from_text, subject, raw_bytes, tries, ${iso("first_tried_at")} as first_tried_at,
             ${iso("last_tried_at")} as last_tried_at, last_error, null as set_aside_at
        from mailbox_attempts
       where set_aside_at is null and last_error is not null and last_tried_at > now() - interval '1 day'
       order by first_tried_at)
     union all
     (select digest, from_text, subject, raw_bytes, tries, ${iso("first_tried_at")}, ${iso("last_tried_at")},
             last_error, ${iso("set_aside_at")}
        from mailbox_attempts where set_aside_at is not null order by set_aside_at desc limit 20)`,
  );
  return rows.map((row) => ({
    digest: row.digest,
    fromText: row.from_text,
    subject: row.subject,
    rawBytes: row.raw_bytes,
    tries: row.tries,
    firstTriedAt: row.first_tried_at,
    lastTriedAt: row.last_tried_at,
    reason: row.last_error ?? "",
    setAsideAt: row.set_aside_at,
  }));
}

/** The poison messages as an operator watches them (server/metrics.ts). */
export async function unreadableFigures(db: Queryable): Promise<Figure[]> {
  const [row] = await db.query<{ failing: number; set_aside: number }>(
    `select count(*) filter (where set_aside_at is null and last_error is not null
                                  and last_tried_at > now() - interval '1 day')::int as failing,
            count(*) filter (where set_aside_at is not null)::int as set_aside
       from mailbox_attempts`,
  );
  return [
    {
      name: "mailbox_messages_failing",
      help: "Mailbox messages that failed to be stored and are tried again each round",
      value: row?.failing ?? 0,
    },
    {
      name: "mailbox_messages_set_aside",
      help: "Mailbox messages set aside after failing to be stored three times",
      value: row?.set_aside ?? 0,
    },
  ];
}
