// The drill's e-mailed complaints and answers: written into the complaints mailbox's folder as
// the mail server's delivery agent writes them, while the IMAP server is stopped, then checked:
// each stored exactly once, a new complaint opened for each complaint, each answer on the
// complaint it answers.
import type { Db } from "../../db/client.ts";
import { composeMail, type TestImap } from "../../testing/dovecot.ts";

export interface SentMail {
  messageId: string;
  kind: "complaint" | "answer";
  marker: string;
  /** The complaint an answer answers. */
  reference: string | null;
}

/** Mail number `n` of the run: a new complaint from a new address, or an answer to a thanked complaint. */
export async function mailFor(
  runId: string,
  n: number,
  answering: { reference: string; email: string } | null,
): Promise<{ raw: Buffer; sent: SentMail }> {
  const marker = `${runId}-mail-${n}`;
  const messageId = `<${marker}@example.com>`;
  const raw = await composeMail(
    answering
      ? {
          from: `Complainant <${answering.email}>`,
          subject: `Re: Your complaint ${answering.reference}`,
          messageId,
          text: `ខ្ញុំបានផ្ញើរូបថតបន្ថែម។ More details about my claim. [${marker}]`,
        }
      : {
          from: `Mail Complainant ${n} <mail-complainant-${runId}-${n}@example.com>`,
          subject: `Complaint about my motor claim (${n})`,
          messageId,
          text: `The garage has kept my car for a month and nobody answers the phone. [${marker}]`,
        },
  );
  return {
    raw,
    sent: { messageId, kind: answering ? "answer" : "complaint", marker, reference: answering?.reference ?? null },
  };
}

/** Writes `mails` into the mailbox's folder one by one over `overMs`, as they arrive from outside. */
export async function deliverOver(imap: TestImap, user: string, mails: Buffer[], overMs: number): Promise<void> {
  for (const raw of mails) {
    imap.deliverToFolder(user, raw);
    await new Promise((resolve) => setTimeout(resolve, overMs / mails.length));
  }
}

/** How many of the sent e-mails the register holds (to wait for them all). */
export async function storedMailCount(db: Db, sent: SentMail[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from inbound_mail where message_key = any($1)",
    [sent.map((mail) => mail.messageId)],
  );
  return row!.n;
}

/** Each e-mail stored once, where it belongs; what is wrong, and how many were stored once. */
export async function checkMail(db: Db, sent: SentMail[]): Promise<{ problems: string[]; storedOnce: number }> {
  const rows = await db.query<{
    message_key: string;
    state: string;
    reference: string | null;
    source: string | null;
    body: string;
  }>(
    `select m.message_key, m.state, c.reference, c.source, m.body
       from inbound_mail m left join complaints c on c.id = m.complaint_id
      where m.message_key = any($1)`,
    [sent.map((mail) => mail.messageId)],
  );
  const byKey = Map.groupBy(rows, (row) => row.message_key);
  const problems: string[] = [];
  let storedOnce = 0;
  for (const mail of sent) {
    const stored = byKey.get(mail.messageId) ?? [];
    if (stored.length !== 1) {
      problems.push(`e-mail ${mail.marker} stored ${stored.length} times`);
      continue;
    }
    const [row] = stored;
    if (mail.kind === "complaint" && (row!.state !== "opened" || row!.source !== "email"))
      problems.push(`e-mail ${mail.marker} is ${row!.state}, not a complaint of its own`);
    else if (mail.kind === "answer" && (row!.state !== "matched" || row!.reference !== mail.reference))
      problems.push(
        `answer ${mail.marker} is ${row!.state} on ${row!.reference ?? "nothing"}, not on ${mail.reference}`,
      );
    else if (!row!.body.includes(`[${mail.marker}]`)) problems.push(`e-mail ${mail.marker} lost its text`);
    else storedOnce += 1;
  }
  const [opened] = await db.query<{ n: number }>(
    "select count(*)::int as n from complaints where source = 'email' and message like '%' || $1 || '-mail-%'",
    [sent[0]?.marker.replace(/-mail-\d+$/, "") ?? ""],
  );
  const complaints = sent.filter((mail) => mail.kind === "complaint").length;
  if (opened!.n !== complaints) problems.push(`${opened!.n} complaints opened by e-mail for ${complaints} sent`);
  return { problems, storedOnce };
}
