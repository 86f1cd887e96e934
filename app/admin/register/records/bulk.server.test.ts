// The list's bulk actions (issue 44): each record changed as on its own page, with the same
// refusals and audit; one refused leaves the others done; marking as spam moves only records
// nobody has worked on, and "not spam" brings one back as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import type { StaffMember } from "../../../staff-session/sessions.server.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { alice, bopha, insertComplaint, insertContactMessage, openRegisterDb } from "../../../../testing/register.ts";
import { getComplaint } from "../../../register/complaints.server.ts";
import { mergeComplaint } from "../../../register/merge/merge.server.ts";
import { listSpam, releaseSpam } from "../../../register/spam/spam.server.ts";
import { addNote, changeStatus } from "../../../register/workflow.server.ts";
import { parseBulkChange } from "./bulk.ts";
import { performBulk } from "./bulk.server.ts";

const aliceStaff = { id: alice.id, displayName: alice.name, email: "alice@tonle.example", roles: ["complaints"] };

describe("bulk changes read from the form", () => {
  it("knows the changes it offers and nothing else", () => {
    expect(parseBulkChange("complaint", "owner:me")).toEqual({
      kind: "action",
      input: { intent: "owner", take: "me", anyOwner: true },
    });
    expect(parseBulkChange("complaint", "status:in_progress")).toMatchObject({ input: { to: "in_progress" } });
    expect(parseBulkChange("complaint", "category:none")).toEqual({ kind: "action", input: { intent: "category" } });
    expect(parseBulkChange("contactMessage", "spam")).toEqual({ kind: "spam" });
    for (const forged of [
      "status:resolved",
      "status:merged",
      "status:new",
      "owner:x",
      "category:none!",
      "spam:1",
      "drop",
    ])
      expect(parseBulkChange("complaint", forged)).toBeNull();
    expect(parseBulkChange("contactMessage", "category:none")).toBeNull();
    expect(parseBulkChange("contactMessage", "status:closed")).toBeNull();
  });
});

describe.each(testDatabases)("bulk changes on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  const bulk = (kind: "complaint" | "contactMessage", ids: string[], change: string) =>
    performBulk(db, kind, ids, parseBulkChange(kind, change)!, aliceStaff as StaffMember, "127.0.0.1");
  const audited = (action: string, ids: string[]) =>
    db.query(`select target_id from staff_audit_log where action = $1 and target_id = any($2::text[])`, [action, ids]);

  it("moves each record allowed to, refuses the others by name, and audits each change", async () => {
    const fresh = await insertComplaint(db);
    const acknowledged = await insertComplaint(db);
    await changeStatus(db, "complaint", acknowledged.id, "acknowledged", bopha);
    const gone = crypto.randomUUID();
    const outcome = await bulk("complaint", [fresh.id, acknowledged.id, gone], "status:in_progress");
    expect(outcome).toEqual({
      changed: 1,
      unchanged: 0,
      refused: [
        { label: fresh.reference, why: "move_refused" },
        { label: "?", why: "not_found" },
      ],
    });
    expect(await getComplaint(db, acknowledged.id)).toMatchObject({ status: "in_progress" });
    expect(await getComplaint(db, fresh.id)).toMatchObject({ status: "new" });
    expect(await audited("register.status", [fresh.id, acknowledged.id])).toEqual([{ target_id: acknowledged.id }]);
  });

  it("gives several to a colleague, telling them once each; those already theirs are unchanged", async () => {
    const [a, b] = [await insertComplaint(db), await insertComplaint(db)];
    expect(await bulk("complaint", [a.id, b.id, a.id], `owner:${bopha.id}`)).toEqual({
      changed: 2,
      unchanged: 0,
      refused: [],
    });
    expect(await bulk("complaint", [a.id], `owner:${bopha.id}`)).toEqual({ changed: 0, unchanged: 1, refused: [] });
    const told = await db.query(
      `select 1 from outbox where kind = 'complaint.assigned' and payload->>'complaintId' = any($1::text[])`,
      [[a.id, b.id]],
    );
    expect(told).toHaveLength(2);
  });

  it("refuses a merged complaint, changing nothing of it", async () => {
    const kept = await insertComplaint(db, { email: "bulk-merged@example.com" });
    const merged = await insertComplaint(db, { email: "bulk-merged@example.com" });
    await mergeComplaint(db, merged.id, kept.id, alice);
    expect(await bulk("complaint", [merged.id], "owner:me")).toMatchObject({
      refused: [{ label: merged.reference, why: "merged" }],
    });
    expect(await getComplaint(db, merged.id)).toMatchObject({ status: "merged", ownerId: null });
  });

  it("marks as spam only what nobody has worked on; not spam brings it back with its files", async () => {
    const untouched = await insertComplaint(db, { files: 2 });
    await changeStatus(db, "complaint", untouched.id, "acknowledged", bopha);
    // The acknowledgement's move is the mail's, not a person's: still untouched.
    await db.query(`update register_events set actor_id = null, actor_name = 'mail' where complaint_id = $1`, [
      untouched.id,
    ]);
    await db.query(`insert into outbox (kind, payload) values ('complaint.ack', $1)`, [
      JSON.stringify({ complaintId: untouched.id }),
    ]);
    const worked = await insertComplaint(db);
    await addNote(db, "complaint", worked.id, "Called.", bopha);
    const message = await insertContactMessage(db);

    expect(await bulk("complaint", [untouched.id, worked.id], "spam")).toEqual({
      changed: 1,
      unchanged: 0,
      refused: [{ label: worked.reference, why: "move_refused" }],
    });
    expect(await bulk("contactMessage", [message], "spam")).toMatchObject({ changed: 1 });
    expect(await getComplaint(db, untouched.id)).toBeNull();
    expect(await db.query(`select 1 from outbox where payload->>'complaintId' = $1`, [untouched.id])).toEqual([]);
    const held = (await listSpam(db)).items.find((item) => item.id === untouched.id);
    expect(held).toMatchObject({ kind: "complaint", reason: "marked_by_staff", detail: alice.name });
    expect(held!.files).toHaveLength(2);
    expect(await audited("spam.mark", [untouched.id, message])).toHaveLength(2);

    const released = await releaseSpam(db, untouched.id, alice);
    expect(released).toMatchObject({ kind: "complaint", id: untouched.id });
    expect((await getComplaint(db, untouched.id))!.files).toHaveLength(2);
  });
});
