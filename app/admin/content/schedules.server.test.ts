// Real drafts and scheduled publishing (issue 31), on PGlite and PostgreSQL: an unpublished item
// saved with only a title waits unfinished and moves to its table once complete; a publication
// set for a moment runs once however many instances run it at the same time, with one revision
// and one audit entry; one that cannot be published is refused with what it lacks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases, transactionsTogether } from "../../../testing/db.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { emptyValue } from "../../content/model/field.ts";
import { viewOf } from "../../content/model/entity.ts";
import { saveRecord, versionOf } from "./save.server.ts";
import { readUnfinished } from "./unfinished.server.ts";
import { cancelSchedule, runDueSchedules, schedule, schedulesOf } from "./schedules.server.ts";

describe.each(testDatabases)("unfinished items and schedules on $name", (database) => {
  let db: Db;
  const actor = { id: "00000000-0000-4000-8000-00000000e031", email: "scheduler@example.com" };
  const positions = () => editableNamed("positions")!;
  beforeAll(async () => {
    db = await openSeeded(database);
    await db.query(
      "insert into staff_accounts (id, email, display_name, roles) values ($1, $2, 'Scheduler', '{editor}')",
      [actor.id, actor.email],
    );
  });
  afterAll(() => db.close());

  const blank = () => emptyValue(viewOf(positions().definition).record) as Record<string, unknown>;
  const revisions = async (key: string) =>
    (await db.query("select 1 from content_revisions where entity = 'positions' and key = $1", [key])).length;
  const audits = async (action: string, key: string) =>
    (await db.query("select 1 from staff_audit_log where action = $1 and target_id = $2", [action, `positions/${key}`]))
      .length;

  it("saves an unpublished position with only a title, unfinished, and refuses to publish it so", async () => {
    const onlyTitle = { ...blank(), position: "Underwriting trainee", published: false };
    const saved = await saveRecord(db, positions(), {
      key: null,
      value: { en: onlyTitle, km: null },
      base: null,
      actor,
      clientIp: "",
    });
    expect(saved, JSON.stringify(saved)).toMatchObject({ status: "saved", unfinished: true });
    const key = saved.status === "saved" ? saved.key : "";
    expect(key).toMatch(/^draft-[0-9a-f]{8}$/);
    expect(await positions().store.load(db, key)).toBeNull();
    expect((await readUnfinished(db, "positions", key))?.en?.position).toBe("Underwriting trainee");

    const published = await saveRecord(db, positions(), {
      key,
      value: { en: { ...onlyTitle, published: true }, km: null },
      base: versionOf((await readUnfinished(db, "positions", key))!),
      actor,
      clientIp: "",
    });
    expect(published.status).toBe("invalid");
    // Every field that needs attention is named, not a first few.
    expect(published.status === "invalid" && published.issues.length).toBeGreaterThan(8);

    // Without any title, nothing is saved.
    const untitled = await saveRecord(db, positions(), {
      key: null,
      value: { en: { ...blank(), published: false }, km: null },
      base: null,
      actor,
      clientIp: "",
    });
    expect(untitled.status).toBe("invalid");
  });

  it("moves an unfinished item to its table once complete, under its own slug, history kept", async () => {
    const [first] = await positions().store.list!(db);
    const complete = (await positions().store.load(db, first!.key))!;
    const started = await saveRecord(db, positions(), {
      key: null,
      value: { en: { ...blank(), position: "Claims assistant", published: false }, km: null },
      base: null,
      actor,
      clientIp: "",
    });
    const draftKey = started.status === "saved" ? started.key : "";
    const finished = await saveRecord(db, positions(), {
      key: draftKey,
      value: {
        en: { ...complete.en!, slug: "claims-assistant", position: "Claims assistant", published: false },
        km: { ...complete.km!, slug: "claims-assistant", published: false },
      },
      base: versionOf((await readUnfinished(db, "positions", draftKey))!),
      actor,
      clientIp: "",
    });
    expect(finished).toMatchObject({ status: "saved", key: "claims-assistant", unfinished: false });
    expect(await readUnfinished(db, "positions", draftKey)).toBeNull();
    expect((await positions().store.load(db, "claims-assistant"))?.en?.position).toBe("Claims assistant");
    expect(await revisions("claims-assistant")).toBe(2);
  });

  it("publishes at the set time once, whichever of several instances runs it", async () => {
    const key = "claims-assistant";
    await schedule(db, { entity: "positions", key, action: "publish", dueAt: new Date(Date.now() - 1000) }, actor, "");
    await schedule(
      db,
      { entity: "positions", key, action: "unpublish", dueAt: new Date(Date.now() + 3_600_000) },
      actor,
      "",
    );
    const before = await revisions(key);
    // Three instances poll at the same moment.
    const together = transactionsTogether(db, 3);
    const ran = await Promise.all([runDueSchedules(together), runDueSchedules(together), runDueSchedules(together)]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    const saved = (await positions().store.load(db, key))!;
    expect([saved.en?.published, saved.km?.published]).toEqual([true, true]);
    expect(await revisions(key)).toBe(before + 1);
    expect(await audits("content.scheduled_publish", key)).toBe(1);
    expect(await runDueSchedules(db)).toBe(0);
    const listed = await schedulesOf(db, "positions", key);
    expect(listed.map((row) => [row.action, row.outcome])).toEqual([
      ["publish", "done"],
      ["unpublish", null],
    ]);
    // The later one can be cancelled, once.
    const later = listed[1]!;
    expect(await cancelSchedule(db, { entity: "positions", key, id: later.id }, actor, "")).toBe(true);
    expect(await cancelSchedule(db, { entity: "positions", key, id: later.id }, actor, "")).toBe(false);
    expect((await schedulesOf(db, "positions", key)).map((row) => row.outcome)).toEqual(["done"]);
  });

  it("refuses a scheduled publication of an unfinished item, saying what it lacks", async () => {
    const started = await saveRecord(db, positions(), {
      key: null,
      value: { en: { ...blank(), position: "Actuary", published: false }, km: null },
      base: null,
      actor,
      clientIp: "",
    });
    const key = started.status === "saved" ? started.key : "";
    await schedule(db, { entity: "positions", key, action: "publish", dueAt: new Date(Date.now() - 1000) }, actor, "");
    expect(await runDueSchedules(db)).toBe(1);
    const [done] = await schedulesOf(db, "positions", key);
    expect(done?.outcome).toBe("refused");
    expect(done?.issues?.length).toBeGreaterThan(5);
    expect(await readUnfinished(db, "positions", key)).not.toBeNull();
  });
});
