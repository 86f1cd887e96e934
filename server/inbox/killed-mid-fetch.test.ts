// The real server process killed (SIGKILL) in the middle of reading the complaints mailbox from a
// real IMAP server (Dovecot): every message it had marked on the server was stored before, and
// after a restart every message is stored exactly once: nothing lost, nothing doubled.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDatabases } from "../../testing/db.ts";
import { composeMail, startImap, type TestImap } from "../../testing/dovecot.ts";
import { startServer, uploadFixture, waitFor } from "../../testing/kit.ts";

const messages = 30;
/** The Message-ID of the message delivered `index`th (from 0), which is its key in inbound_mail. */
const keyOf = (index: number) => `<letter-${index + 1}@example.com>`;

let imap: TestImap;
beforeAll(async () => {
  imap = await startImap();
});
const { targets, dropAll } = serverDatabases();
afterAll(async () => {
  await imap?.close();
  await dropAll();
});

describe.each(targets)("server killed while reading the mailbox ($name)", (target) => {
  it("stores each message once after a restart, and none it had marked was lost", { timeout: 240_000 }, async () => {
    const user = `killed-${target.name}-${Date.now().toString(36)}`;
    const letter = Buffer.from(uploadFixture("letter.pdf"));
    for (let index = 1; index <= messages; index++)
      await imap.deliver(
        user,
        await composeMail({
          from: `Complainant ${index} <complainant-${index}@example.com>`,
          subject: `My claim, letter ${index}`,
          messageId: keyOf(index - 1),
          text: `The garage has kept my car since the accident. This is letter ${index}.`,
          attachments: [{ filename: `letter-${index}.pdf`, content: letter }],
        }),
      );
    const dataDir = mkdtempSync(join(tmpdir(), "mailbox-kill-"));
    const env = { ...(await target.env()), DATA_DIR: dataDir, IMAP_URL: imap.url(user), IMAP_POLL_S: "5" };
    const marked = async () => (await imap.flags(user)).filter((flags) => flags.includes("$Registered")).length;

    let server = await startServer(env);
    await waitFor("the first message marked", async () => (await marked()) > 0, 60_000);
    server.child.kill("SIGKILL");
    await server.exited;

    // Cut off mid-round: some marked, not all; each marked one is stored already.
    const markedWhenKilled = (await imap.flags(user)).flatMap((flags, index) =>
      flags.includes("$Registered") ? [keyOf(index)] : [],
    );
    expect(markedWhenKilled.length).toBeGreaterThan(0);
    expect(markedWhenKilled.length).toBeLessThan(messages);
    let db = await target.open(dataDir, env);
    const storedKeys = async () =>
      (await db.query<{ message_key: string }>("select message_key from inbound_mail order by message_key")).map(
        (row) => row.message_key,
      );
    expect(await storedKeys()).toEqual(expect.arrayContaining(markedWhenKilled));
    // The dead instance's lease runs out (a minute after its last message).
    await db.query("update work_leases set until = now() where name = 'mailbox'");
    await db.close();

    server = await startServer(env);
    await waitFor("every message marked", async () => (await marked()) === messages, 120_000);
    server.child.kill("SIGTERM");
    await server.exited;

    db = await target.open(dataDir, env);
    try {
      const expected = Array.from({ length: messages }, (_, index) => keyOf(index)).sort();
      expect(await storedKeys()).toEqual(expected);
      const opened = await db.query<{ source: string; files: number }>(
        `select c.source, (select count(*)::int from complaint_files f where f.complaint_id = c.id) as files
           from complaints c join inbound_mail m on m.complaint_id = c.id`,
      );
      expect(opened).toHaveLength(messages);
      expect(opened.every((complaint) => complaint.source === "email" && complaint.files === 1)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
