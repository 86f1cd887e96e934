// The editor's drafts in the database: one per staff member and record, replaced as they type,
// kept apart from another staff member's, removed on discard, and gone with the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { makeStaff, openMigrated } from "../../../testing/staff.ts";
import { dropDraft, keepDraft, readDraft } from "./drafts.server.ts";
import { newItemKey } from "./live-preview.ts";

describe.each(testDatabases)("content drafts on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  it("keeps the latest draft of each staff member and record, apart from others'", async () => {
    const [ana, ben] = [await makeStaff(db, ["editor"]), await makeStaff(db, ["editor"])];
    const record = { entity: "positions", key: "sales-officer" };
    const first = { en: { title: "Sales officer" }, km: null };
    const second = { en: { title: "Senior sales officer" }, km: { title: "មន្ត្រីលក់ជាន់ខ្ពស់" } };
    const at = await keepDraft(db, { staffId: ana.id, ...record }, first, "v1");
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    await keepDraft(db, { staffId: ana.id, ...record }, second, "v2");
    await keepDraft(db, { staffId: ben.id, ...record }, first, "v1");

    expect(await readDraft(db, { staffId: ana.id, ...record })).toMatchObject({ value: second, baseVersion: "v2" });
    expect(await readDraft(db, { staffId: ben.id, ...record })).toMatchObject({ value: first, baseVersion: "v1" });
    expect(await readDraft(db, { staffId: ana.id, entity: "positions", key: newItemKey })).toBeNull();

    await dropDraft(db, { staffId: ana.id, ...record });
    expect(await readDraft(db, { staffId: ana.id, ...record })).toBeNull();
    expect(await readDraft(db, { staffId: ben.id, ...record })).not.toBeNull();
  });

  it("keeps a new item's draft without a base version, and Khmer text as typed", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const draftOf = { staffId: staff.id, entity: "faqs", key: newItemKey };
    const value = { en: null, km: { question: "តើខ្ញុំអាចទាមទារសំណងដោយរបៀបណា?" } };
    await keepDraft(db, draftOf, value, null);
    expect(await readDraft(db, draftOf)).toMatchObject({ value, baseVersion: null });
  });
});
