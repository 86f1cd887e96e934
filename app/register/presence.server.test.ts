import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { alice, bopha, insertComplaint, openRegisterDb } from "../../testing/register.ts";
import { latestEventOf, notePresence } from "./presence.server.ts";
import { addReply } from "./workflow.server.ts";

describe.each(testDatabases)("who is on a record, on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("tells each reader who else is there and who writes; a reader gone quiet or leaving is gone", async () => {
    const { id } = await insertComplaint(db);
    expect(await notePresence(db, id, alice, { writing: false })).toMatchObject({ others: [] });
    await notePresence(db, id, bopha, { writing: true });
    expect((await notePresence(db, id, alice, { writing: false }))!.others).toEqual([
      { name: bopha.name, writing: true },
    ]);
    expect((await notePresence(db, id, bopha, { writing: false }))!.others).toEqual([
      { name: alice.name, writing: false },
    ]);
    // Alice's page stops saying so (a lost network): after 15 s she is gone.
    await db.query("update record_presence set seen_at = now() - interval '16 seconds' where staff_id = $1", [
      alice.id,
    ]);
    expect((await notePresence(db, id, bopha, { writing: false }))!.others).toEqual([]);
    await notePresence(db, id, alice, { writing: false });
    await notePresence(db, id, alice, "left");
    expect((await notePresence(db, id, bopha, { writing: false }))!.others).toEqual([]);
    // Another record's readers are not this one's.
    const other = await insertComplaint(db);
    await notePresence(db, other.id, alice, { writing: true });
    expect((await notePresence(db, id, bopha, { writing: false }))!.others).toEqual([]);
    expect(await notePresence(db, "not-a-record", bopha, { writing: false })).toBeNull();
  });

  it("says when the record changed, so a page loads a colleague's reply", async () => {
    const { id } = await insertComplaint(db);
    const before = (await notePresence(db, id, alice, { writing: false }))!.latestEvent;
    expect(before).toBe(await latestEventOf(db, id));
    await addReply(db, "complaint", id, "We are calling the garage today.", bopha);
    const after = (await notePresence(db, id, alice, { writing: false }))!.latestEvent;
    expect(after).not.toBe(before);
    expect(after).toBe(await latestEventOf(db, id));
  });
});
