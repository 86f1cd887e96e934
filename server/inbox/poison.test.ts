// A poison message never stalls the complaints mailbox (issue 43): against a real IMAP server
// (Dovecot) and both databases, a message the register fails to store is tried again at each
// round while the messages after it are read; after three failures it is set aside with its
// reason, marked, and listed for staff. An outage of the database or storage is not held
// against the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../app/uploads/storage.server.ts";
import { testDatabases } from "../../testing/db.ts";
import { composeMail as compose, startImap, type TestImap } from "../../testing/dovecot.ts";
import { tempStorage } from "../../testing/kit.ts";
import { openRegisterDb } from "../../testing/register.ts";
import { fetchMailbox, mailboxSettings } from "./fetch.ts";
import { readMessage } from "../../app/register/mailbox/message.server.ts";
import { storeMessage } from "../../app/register/mailbox/store.server.ts";
import { guardedKeeper, listUnreadableMail, unreadableFigures } from "../../app/register/mailbox/poison.server.ts";

let imap: TestImap;
beforeAll(async () => {
  imap = await startImap();
});
afterAll(async () => {
  await imap?.close();
});

let mailboxes = 0;
function newMailbox() {
  const user = `poison-${++mailboxes}-${Date.now().toString(36)}`;
  return { user, settings: mailboxSettings(imap.url(user)) };
}

/** A flaw of the register that only some messages meet: the store refuses every subject with "POISON". */
class Poisoned extends Error {}

describe.each(testDatabases)("a poison message in the complaints mailbox on $name", (database) => {
  let db: Db;
  let storage: FileStorage;
  beforeAll(async () => {
    db = await openRegisterDb(database);
    storage = tempStorage();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The register's keeper with the flaw, guarded as the server guards it. */
  const keeper = (store: FileStorage = storage, seen: number[] = []) =>
    guardedKeeper(db, store, async (raw) => {
      const message = await readMessage(raw);
      const [counted] = await db.query<{ tries: number }>(
        "select tries from mailbox_attempts order by last_tried_at desc limit 1",
      );
      seen.push(counted?.tries ?? 0);
      if (message.subject.includes("POISON")) throw new Poisoned(`cannot keep ${message.subject}`);
      return storeMessage(db, store, message, raw);
    });

  const letter = (subject: string, from = "dara@example.com") =>
    compose({ from: `សុខ ដារា <${from}>`, subject, text: "ខ្ញុំចង់ដាក់ពាក្យបណ្តឹងអំពីការទាមទារសំណងរបស់ខ្ញុំ។" });

  it("reads the messages after it, tries it three times, then sets it aside with its reason and reads on", async () => {
    const { user, settings } = newMailbox();
    await imap.deliver(user, await letter("First complaint"));
    await imap.deliver(user, await letter("POISON ពាក្យបណ្តឹង", "vichea@example.com"));
    await imap.deliver(user, await letter("Third complaint", "bopha@example.com"));
    const round = () => fetchMailbox({ db, store: keeper(), settings, holder: "test" });

    // Each try is counted before it is made: a message that kills the process counts too.
    const seen: number[] = [];
    expect(await fetchMailbox({ db, store: keeper(storage, seen), settings, holder: "test" })).toEqual({
      opened: 2,
      retry: 1,
    });
    expect(seen).toContain(1);
    expect(await imap.flags(user)).toEqual([["$Registered"], [], ["$Registered"]]);

    expect(await round()).toEqual({ retry: 1 });
    expect(await round()).toEqual({ retry: 1 });
    const [failing] = await listUnreadableMail(db);
    expect(failing).toMatchObject({ tries: 3, setAsideAt: null, reason: "cannot keep POISON ពាក្យបណ្តឹង" });

    expect(await round()).toEqual({ unreadable: 1 });
    expect(await imap.flags(user)).toEqual([["$Registered"], ["$Registered"], ["$Registered"]]);
    await imap.deliver(user, await letter("Fourth complaint"));
    expect(await round()).toEqual({ opened: 1 });

    const [setAside] = await listUnreadableMail(db);
    expect(setAside).toMatchObject({
      fromText: "សុខ ដារា <vichea@example.com>",
      subject: "POISON ពាក្យបណ្តឹង",
      tries: 3,
      reason: "cannot keep POISON ពាក្យបណ្តឹង",
    });
    expect(setAside!.setAsideAt).not.toBeNull();
    expect(setAside!.rawBytes).toBeGreaterThan(100);
    expect(await unreadableFigures(db)).toEqual([
      expect.objectContaining({ name: "mailbox_messages_failing", value: 0 }),
      expect.objectContaining({ name: "mailbox_messages_set_aside", value: 1 }),
    ]);
    const opened = await db.query<{ email: string }>(
      "select email from complaints where email in ('dara@example.com', 'bopha@example.com', 'vichea@example.com')",
    );
    expect(opened.map((row) => row.email).sort()).toEqual([
      "bopha@example.com",
      "dara@example.com",
      "dara@example.com",
    ]);
  });

  it("holds an outage of the storage against no message: the rounds fail, the message waits, then is kept", async () => {
    const { user, settings } = newMailbox();
    await imap.deliver(user, await letter("During an outage", "sokha@example.com"));
    const refused = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9000"));
    const down: FileStorage = { ...storage, open: refused, put: refused };
    for (let round = 0; round < 5; round++)
      await expect(fetchMailbox({ db, store: keeper(down), settings, holder: "test" })).rejects.toThrow(/ECONNREFUSED/);
    expect(await imap.flags(user)).toEqual([[]]);
    expect(await db.query("select tries from mailbox_attempts where set_aside_at is null")).toEqual([{ tries: 0 }]);
    const [state] = await db.query<{ last_error: string }>("select last_error from work_leases where name = 'mailbox'");
    expect(state!.last_error).toContain("ECONNREFUSED");

    expect(await fetchMailbox({ db, store: keeper(), settings, holder: "test" })).toEqual({ opened: 1 });
    expect(await imap.flags(user)).toEqual([["$Registered"]]);
    expect(await db.query("select 1 from mailbox_attempts where set_aside_at is null")).toEqual([]);
  });
});
