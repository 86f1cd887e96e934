import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import {
  countContactMessages,
  getContactMessage,
  listContactMessages,
  type ContactMessageFilters,
} from "./contact-messages.server.ts";
import { changeStatus, assignOwner } from "./workflow.server.ts";
import { alice, bopha, insertContactMessage, openRegisterDb } from "../../testing/register.ts";

describe.each(testDatabases)("the contact messages register on $name", (database) => {
  let db: Db;
  const messages: { id: string; receivedAt: string; lang: "en" | "km"; name: string }[] = [];
  beforeAll(async () => {
    db = await openRegisterDb(database);
    const names = ["Chan Sophea", "គឹម សុខា", "Lim Srey Pov"];
    for (let i = 0; i < 12; i++) {
      // Two pairs share their instant of receipt.
      const receivedAt = new Date(
        Date.parse("2025-05-01T08:00:00Z") + (i === 3 || i === 8 ? i - 1 : i) * 3_600_000,
      ).toISOString();
      const lang = i % 2 === 0 ? "en" : "km";
      const id = await insertContactMessage(db, {
        receivedAt,
        lang,
        fullName: names[i % 3],
        email: i === 5 ? "" : `person${i}@example.com`,
        message: i % 3 === 1 ? "សូមទូរស័ព្ទមកខ្ញុំអំពីការធានារ៉ាប់រងរថយន្ត" : "Please call me about motor cover.",
      });
      messages.push({ id, receivedAt, lang, name: names[i % 3]! });
    }
    await changeStatus(db, "contactMessage", messages[0]!.id, "answered", alice);
    await changeStatus(db, "contactMessage", messages[1]!.id, "closed", alice, { outcomeNote: "Spam." });
    await assignOwner(db, "contactMessage", messages[2]!.id, bopha, alice);
  });
  afterAll(() => db.close());

  const newestFirst = (keep: (index: number) => boolean) =>
    messages
      .map((message, index) => ({ ...message, index }))
      .filter((message) => keep(message.index))
      .sort((a, b) => (a.receivedAt === b.receivedAt ? (a.id < b.id ? 1 : -1) : a.receivedAt < b.receivedAt ? 1 : -1))
      .map((message) => message.id);

  async function allIds(filters: ContactMessageFilters, limit: number) {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page = await listContactMessages(db, filters, { after, limit });
      ids.push(...page.items.map((item) => item.id));
      after = page.next;
    } while (after);
    return ids;
  }

  it("lists newest first in keyset pages that hold every message exactly once", async () => {
    for (const limit of [1, 5, 50]) expect(await allIds({}, limit)).toEqual(newestFirst(() => true));
  });

  it("filters by status, owner, language, date and search, and counts per status", async () => {
    expect(await allIds({ status: ["new"] }, 50)).toEqual(newestFirst((i) => i > 1));
    expect(await allIds({ status: ["answered", "closed"] }, 50)).toEqual(newestFirst((i) => i <= 1));
    expect(await allIds({ ownerId: bopha.id }, 50)).toEqual([messages[2]!.id]);
    expect(await allIds({ ownerId: null }, 50)).toEqual(newestFirst((i) => i !== 2));
    expect(await allIds({ lang: "km" }, 50)).toEqual(newestFirst((i) => messages[i]!.lang === "km"));
    expect(
      await allIds(
        { receivedFrom: new Date("2025-05-01T10:00:00Z"), receivedTo: new Date("2025-05-01T12:00:00Z") },
        50,
      ),
    ).toEqual(
      newestFirst(
        (i) => messages[i]!.receivedAt >= "2025-05-01T10:00:00" && messages[i]!.receivedAt < "2025-05-01T12:00:00",
      ),
    );
    expect(await allIds({ search: "សុខា" }, 50)).toEqual(newestFirst((i) => i % 3 === 1));
    expect(await allIds({ search: "រថយន្ត" }, 50)).toEqual(newestFirst((i) => i % 3 === 1));
    expect(await allIds({ search: "person10@" }, 50)).toEqual([messages[10]!.id]);
    expect(await countContactMessages(db)).toEqual({
      total: 12,
      byStatus: { new: 10, answered: 1, closed: 1 },
      capped: false,
    });
    expect(await countContactMessages(db, { search: "Sophea", status: ["new"] })).toEqual({
      total: 4,
      byStatus: { new: 3, answered: 1, closed: 0 },
      capped: false,
    });
  });

  it("reads one message in full", async () => {
    expect(await getContactMessage(db, messages[1]!.id)).toMatchObject({
      id: messages[1]!.id,
      fullName: "គឹម សុខា",
      status: "closed",
      outcomeNote: "Spam.",
      message: "សូមទូរស័ព្ទមកខ្ញុំអំពីការធានារ៉ាប់រងរថយន្ត",
    });
    expect((await getContactMessage(db, messages[1]!.id))!.answeredAt).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
    );
    expect(await getContactMessage(db, "7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
  });
});
