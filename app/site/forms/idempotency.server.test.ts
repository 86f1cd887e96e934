// The storage rule of one-time keys (decision 0023), through the contact message, the simpler
// of the two forms (complaint.server.test.ts adds the files): a key stores once, answers a
// repeat with the first outcome, refuses other content, decides between arrivals at once, and
// expires.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases, transactionsTogether } from "../../../testing/db.ts";
import { eraseContactMessage } from "../../register/erasure.server.ts";
import { saveContactMessage } from "../contact/contact.server.ts";
import { KeyReused, readKey, type SubmissionKey } from "./idempotency.server.ts";

const values = {
  fullName: "Sok Dara",
  email: "dara@example.com",
  phone: "012 345 678",
  message: "Please call me about motor cover.",
  website: "",
};
let keys = 0;
const newKey = (source: SubmissionKey["source"] = "site"): SubmissionKey => ({
  source,
  key: `test-key-${process.pid}-${++keys}-abcdef`,
});

describe("readKey", () => {
  it("takes 16 to 128 letters, digits, '-' and '_', bare or quoted; nothing is no key", () => {
    expect(readKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toEqual({
      ok: true,
      key: "8e03978e-40d5-43e8-bc93-6894a57f9324",
    });
    expect(readKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({
      ok: true,
      key: "8e03978e-40d5-43e8-bc93-6894a57f9324",
    });
    expect(readKey("a".repeat(16))).toEqual({ ok: true, key: "a".repeat(16) });
    expect(readKey("A_b-".repeat(32))).toEqual({ ok: true, key: "A_b-".repeat(32) });
    for (const none of [null, undefined, "", "  "]) expect(readKey(none)).toEqual({ ok: true, key: null });
    for (const bad of [
      "a".repeat(15),
      "a".repeat(129),
      "key with spaces 123",
      "ключ-ключ-ключ-ключ",
      "abc/def+ghi=jklmnop",
      '"unterminated-quote-1234',
    ]) {
      expect(readKey(bad)).toEqual({ ok: false });
    }
  });
});

describe.each(testDatabases)("storing once per key on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  const stored = async (id: string) => ({
    messages: (await db.query<{ n: number }>("select count(*)::int as n from contact_messages where id = $1", [id]))[0]!
      .n,
    jobs: (
      await db.query<{ n: number }>("select count(*)::int as n from outbox where payload->>'contactMessageId' = $1", [
        id,
      ])
    )[0]!.n,
  });
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  it("stores a keyed submission once: the repeat answers with the first one's id and stores nothing", async () => {
    const key = newKey();
    const before = await count("contact_messages");
    const first = await saveContactMessage(db, "en", values, { key });
    const again = await saveContactMessage(db, "en", values, { key });
    expect(first.repeat).toBe(false);
    expect(again).toEqual({ id: first.id, repeat: true });
    expect(await count("contact_messages")).toBe(before + 1);
    expect(await stored(first.id)).toEqual({ messages: 1, jobs: 1 });
  });

  it("stores every submission without a key", async () => {
    const before = await count("contact_messages");
    const [a, b] = [await saveContactMessage(db, "en", values), await saveContactMessage(db, "en", values)];
    expect(a.id).not.toBe(b.id);
    expect([a.repeat, b.repeat]).toEqual([false, false]);
    expect(await count("contact_messages")).toBe(before + 2);
  });

  it("refuses the key with other content (KeyReused), storing nothing", async () => {
    const key = newKey("api");
    await saveContactMessage(db, "en", values, { key });
    const before = await count("contact_messages");
    await expect(
      saveContactMessage(db, "en", { ...values, message: "Something else" }, { key }),
    ).rejects.toBeInstanceOf(KeyReused);
    await expect(saveContactMessage(db, "en", values, { key, companyName: "Mekong Logistics" })).rejects.toBeInstanceOf(
      KeyReused,
    );
    expect(await count("contact_messages")).toBe(before);
  });

  it("keeps the site's keys and the API's apart", async () => {
    const { key } = newKey();
    const site = await saveContactMessage(db, "en", values, { key: { source: "site", key } });
    const api = await saveContactMessage(db, "en", values, { key: { source: "api", key } });
    expect(api.id).not.toBe(site.id);
    expect(api.repeat).toBe(false);
  });

  it("stores once when the same key arrives several times at once, however the arrivals interleave", async () => {
    const key = newKey();
    const before = await count("contact_messages");
    // Each arrival looks for an earlier one before any of them has stored: the primary key decides.
    const afterLookup = transactionsTogether(db, 4);
    const answers = await Promise.all([1, 2, 3, 4].map(() => saveContactMessage(afterLookup, "en", values, { key })));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.repeat)).toHaveLength(1);
    expect(await count("contact_messages")).toBe(before + 1);
    expect(await stored(answers[0]!.id)).toEqual({ messages: 1, jobs: 1 });
  });

  it("forgets a key after it expires: it stores anew, and expired keys are removed after the next submission", async () => {
    const key = newKey();
    const first = await saveContactMessage(db, "en", values, { key });
    const other = newKey();
    await saveContactMessage(db, "en", values, { key: other });
    await db.query("update submission_keys set expires_at = now() - interval '1 second' where key = any($1)", [
      [key.key, other.key],
    ]);
    const later = await saveContactMessage(db, "en", values, { key });
    expect(later.id).not.toBe(first.id);
    expect(later.repeat).toBe(false);
    const left = await db.query<{ key: string; id: string; expires_in_hours: number }>(
      "select key, contact_message_id as id, round(extract(epoch from expires_at - now()) / 3600)::int as expires_in_hours from submission_keys where key = any($1)",
      [[key.key, other.key]],
    );
    expect(left).toEqual([{ key: key.key, id: later.id, expires_in_hours: 24 }]);
  });

  it("goes with its message when the message is erased", async () => {
    const key = newKey();
    const { id } = await saveContactMessage(db, "en", values, { key });
    expect(await eraseContactMessage(db, id)).toBe(true);
    expect(await db.query("select 1 from submission_keys where key = $1", [key.key])).toEqual([]);
  });

  it("refuses a malformed key or a key without its record in the database too", async () => {
    const insert = (key: string, contactMessageId: string | null) =>
      db.query(
        "insert into submission_keys (form, source, key, fingerprint, contact_message_id, expires_at) values ('contact', 'site', $1, $2, $3, now())",
        [key, "0".repeat(64), contactMessageId],
      );
    await expect(insert("short", null)).rejects.toThrow();
    await expect(insert("a-well-formed-key-1", null)).rejects.toThrow();
    await expect(insert("a-well-formed-key-2", crypto.randomUUID())).rejects.toThrow();
  });
});
