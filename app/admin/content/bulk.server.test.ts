// Bulk actions on content lists (issue 45), on PGlite and PostgreSQL: each ticked item goes
// through the same save or schedule as one by one (a revision and an audit entry each); an
// unfinished item is not published, an author still named is not deleted, a forged key is named
// as gone; the others are done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { draftPosition } from "../../../testing/drafts.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { emptyValue } from "../../content/model/field.ts";
import { viewOf } from "../../content/model/entity.ts";
import { saveRecord } from "./save.server.ts";
import { applyToItems } from "./bulk.server.ts";
import { schedulesOf } from "./schedules.server.ts";

describe.each(testDatabases)("bulk content actions on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000b045", email: "bulk@example.com" };
  const positions = () => editableNamed("positions")!;
  const published = async (slug: string) =>
    (
      await db.query<{ published: boolean }>("select published from career_details where slug = $1 order by lang", [
        `/careers/${slug}`,
      ])
    ).map((row) => row.published);
  const audits = async (action: string) =>
    (await db.query("select 1 from staff_audit_log where action = $1", [action])).length;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Bulk Editor', '{editor}')",
      [actor.id, actor.email],
    );
    await draftPosition(db, "bulk-one", "Bulk one");
    await draftPosition(db, "bulk-two", "Bulk two");
  });
  afterAll(() => db.close());

  it("publishes, unpublishes and schedules each item as one by one, naming those it leaves", async () => {
    const blank = emptyValue(viewOf(positions().definition).record) as Record<string, unknown>;
    const unfinished = await saveRecord(db, positions(), {
      key: null,
      value: { en: { ...blank, position: "Bulk unfinished", published: false }, km: null },
      base: null,
      actor,
      clientIp: "",
    });
    const draftKey = unfinished.status === "saved" ? unfinished.key : "";
    const saves = await audits("content.save");

    const publish = await applyToItems(
      db,
      positions(),
      { keys: ["bulk-one", "bulk-two", draftKey, "no-such-position"], action: "publish" },
      actor,
      "",
    );
    expect(publish).toEqual({
      done: 2,
      unchanged: 0,
      refused: [
        { key: draftKey, why: "unfinished" },
        { key: "no-such-position", why: "gone" },
      ],
    });
    expect(await published("bulk-one")).toEqual([true, true]);
    expect(await published("bulk-two")).toEqual([true, true]);
    expect(await audits("content.save")).toBe(saves + 2);

    const again = await applyToItems(db, positions(), { keys: ["bulk-one"], action: "publish" }, actor, "");
    expect(again).toEqual({ done: 0, unchanged: 1, refused: [] });

    expect(await applyToItems(db, positions(), { keys: ["bulk-two"], action: "unpublish" }, actor, "")).toMatchObject({
      done: 1,
    });
    expect(await published("bulk-two")).toEqual([false, false]);

    const dueAt = new Date(Date.now() + 3_600_000);
    const scheduled = await applyToItems(
      db,
      positions(),
      { keys: ["bulk-one", "bulk-two", draftKey], action: "schedule", dueAt },
      actor,
      "",
    );
    expect(scheduled).toEqual({ done: 2, unchanged: 0, refused: [{ key: draftKey, why: "unfinished" }] });
    expect((await schedulesOf(db, "positions", "bulk-one")).map((one) => one.action)).toEqual(["unpublish"]);
    expect((await schedulesOf(db, "positions", "bulk-two")).map((one) => one.action)).toEqual(["publish"]);
  });

  it("deletes the items asked for, but not an author still named by a newsletter", async () => {
    const authors = editableNamed("authors")!;
    const [named] = await db.query<{ key: string }>(
      "select p.handle as key from profiles p where exists (select 1 from newsletter_details n where n.author_handle = p.handle) limit 1",
    );
    const removed = await applyToItems(db, positions(), { keys: ["bulk-two"], action: "remove" }, actor, "");
    expect(removed).toEqual({ done: 1, unchanged: 0, refused: [] });
    expect(await published("bulk-two")).toEqual([]);
    const kept = await applyToItems(db, authors, { keys: [named!.key], action: "remove" }, actor, "");
    expect(kept).toEqual({ done: 0, unchanged: 0, refused: [{ key: named!.key, why: "inUse" }] });
    expect(await authors.store.load(db, named!.key)).not.toBeNull();
  });
});
