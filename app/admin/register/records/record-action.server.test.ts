// Giving a record to a colleague (issue 32): only to an active member of the complaints team,
// with the e-mail that tells them queued in the same transaction; taking it oneself tells nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import type { StaffMember } from "../../../staff-session/sessions.server.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { alice, bopha, insertComplaint, openRegisterDb } from "../../../../testing/register.ts";
import { performRegisterAction } from "./record-action.server.ts";
import { RegisterError } from "../../../register/workflow.ts";

const aliceStaff = { id: alice.id, displayName: alice.name, email: "alice@tonle.example", roles: ["complaints"] };

describe.each(testDatabases)("giving a record on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  const act = (id: string, take: string, expectedOwner?: string) =>
    performRegisterAction(
      db,
      "complaint",
      id,
      { intent: "owner", take, ...(expectedOwner ? { expectedOwner } : {}) },
      aliceStaff as StaffMember,
      "127.0.0.1",
    );
  const jobs = (id: string) =>
    db.query(`select payload from outbox where kind = 'complaint.assigned' and payload->>'complaintId' = $1`, [id]);

  it("gives a complaint to a colleague of the complaints team and queues the e-mail that tells them", async () => {
    const { id } = await insertComplaint(db);
    expect(await act(id, bopha.id)).toBe(true);
    expect(await jobs(id)).toEqual([{ payload: { complaintId: id, assigneeId: bopha.id, byName: alice.name } }]);
    const [event] = await db.query(`select detail from register_events where complaint_id = $1 and kind = 'owner'`, [
      id,
    ]);
    expect(event).toEqual({ detail: { from: null, fromName: null, to: bopha.id, toName: bopha.name } });
    // Taking it back oneself tells nobody.
    expect(await act(id, "me", bopha.id)).toBe(true);
    expect(await jobs(id)).toHaveLength(1);
  });

  it("refuses an account without the complaints role or a disabled one, and changes nothing", async () => {
    const { id } = await insertComplaint(db);
    const [editor] = await db.query<{ id: string }>(
      `insert into staff_accounts (email, display_name, roles) values ('editor-only@tonle.example', 'Editor Only', '{editor}') returning id`,
    );
    const [gone] = await db.query<{ id: string }>(
      `insert into staff_accounts (email, display_name, roles, status) values ('gone@tonle.example', 'Gone', '{complaints}', 'disabled') returning id`,
    );
    for (const account of [editor!.id, gone!.id]) {
      await expect(act(id, account)).rejects.toThrow(RegisterError);
    }
    const [row] = await db.query(`select owner_id from complaints where id = $1`, [id]);
    expect(row).toEqual({ owner_id: null });
    expect(await jobs(id)).toHaveLength(0);
  });
});
