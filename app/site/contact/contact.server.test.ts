import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { saveContactMessage } from "./contact.server.ts";

const values = {
  fullName: "Sok Dara",
  email: "dara@example.com",
  phone: "012 345 678",
  message: "Please call me about motor cover.",
  website: "",
};

async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row!.count;
}

describe.each(testDatabases)("storing contact messages on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("stores the message and its e-mail delivery job together", async () => {
    const { id } = await saveContactMessage(db, "km", values);
    const [message] = await db.query(
      "select lang, full_name, email, phone_number, message, company_name from contact_messages where id = $1",
      [id],
    );
    expect(message).toEqual({
      lang: "km",
      full_name: "Sok Dara",
      email: "dara@example.com",
      phone_number: "012 345 678",
      message: values.message,
      company_name: "",
    });
    const jobs = await db.query<{ kind: string; status: string; attempts: number }>(
      "select kind, status, attempts from outbox where payload->>'contactMessageId' = $1",
      [id],
    );
    expect(jobs).toEqual([{ kind: "contact.email", status: "pending", attempts: 0 }]);
  });

  it("stores nothing when the delivery job cannot be written", async () => {
    const before = await count(db, "contact_messages");
    const failingOutbox: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (text, params) =>
              text.includes("into outbox") ? Promise.reject(new Error("disk full")) : tx.query(text, params),
          }),
        ),
    };
    await expect(saveContactMessage(failingOutbox, "en", values)).rejects.toThrow("disk full");
    expect(await count(db, "contact_messages")).toBe(before);
  });

  it("refuses out-of-bounds values in the database too", async () => {
    await expect(saveContactMessage(db, "en", { ...values, fullName: "x".repeat(31) })).rejects.toThrow();
    await expect(saveContactMessage(db, "en", { ...values, phone: "1" })).rejects.toThrow();
  });
});
