import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { alice, bopha, insertComplaint, openRegisterDb, setComplaintState } from "../../../testing/register.ts";
import { getComplaint, getComplaintFile } from "../complaints.server.ts";
import { eraseComplaint } from "../erasure.server.ts";
import { complaintProgress } from "../progress.server.ts";
import { complaintReportRows } from "../report.server.ts";
import { getTimeline } from "../timeline.server.ts";
import { addNote, changeStatus } from "../workflow.server.ts";
import { keptRoot, mergeComplaint, mergedIntoThis, possibleDuplicates, splitComplaint } from "./merge.server.ts";

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

describe.each(testDatabases)("merging duplicate complaints on $name", (database) => {
  let db: Db;
  let person = 0;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  /** A person of their own per test: the duplicates of one never show in another. */
  const someone = () => {
    person += 1;
    return { email: `person-${person}@example.com`, phoneNumber: `012 ${String(100_000 + person)}` };
  };
  /** What the register holds, to show that a refusal changed nothing. */
  const snapshot = async () => ({
    complaints: await db.query("select id, status, merged_into from complaints order by id"),
    events: await db.query("select count(*)::int as n from register_events"),
    outbox: await db.query("select count(*)::int as n from outbox"),
  });

  it("offers the open complaints with the same e-mail or phone within 30 days, and no others", async () => {
    const who = someone();
    const kept = await insertComplaint(db, { ...who, receivedAt: ago(1) });
    const sameEmail = await insertComplaint(db, {
      email: who.email.toUpperCase(),
      phoneNumber: "099 999 999",
      receivedAt: ago(3),
    });
    const samePhone = await insertComplaint(db, {
      email: "another-address@example.com",
      phoneNumber: `+855 ${who.phoneNumber.slice(1)}`,
      receivedAt: ago(20),
    });
    await insertComplaint(db, { ...who, receivedAt: ago(40) });
    await insertComplaint(db, { email: "someone-else@example.com", phoneNumber: "011 222 333" });
    const closed = await insertComplaint(db, { ...who, receivedAt: ago(2) });
    await setComplaintState(db, closed.id, {
      status: "resolved",
      acknowledgedAt: ago(2),
      answeredAt: ago(1),
      outcomeNote: "Paid.",
    });
    const found = await possibleDuplicates(db, kept.id);
    expect(found.map((duplicate) => [duplicate.reference, duplicate.sameEmail, duplicate.samePhone])).toEqual([
      [sameEmail.reference, true, false],
      [samePhone.reference, false, true],
    ]);
    expect(await possibleDuplicates(db, "not-an-id")).toEqual([]);
  });

  it("merges one into the other: its message, files, notes and mails read as the kept one's, in time order, the complainant told once, the report counting one", async () => {
    const who = someone();
    const first = await insertComplaint(db, { ...who, receivedAt: ago(2), files: 1, message: "The form, first." });
    const second = await insertComplaint(db, { ...who, receivedAt: ago(1), files: 2, message: "By e-mail, again." });
    await addNote(db, "complaint", second.id, "Called back, no answer.", bopha);
    await changeStatus(db, "complaint", second.id, "acknowledged", bopha);
    await addNote(db, "complaint", first.id, "Garage named.", alice);

    await mergeComplaint(db, second.id, first.id, alice);

    expect(await getComplaint(db, second.id)).toMatchObject({ status: "merged", nextDueAt: null });
    const kept = (await getComplaint(db, first.id))!;
    expect(kept.status).toBe("new");
    expect(kept.files.map((file) => file.originalName)).toEqual(["letter-0.pdf", "letter-0.pdf", "letter-1.pdf"]);
    expect(await getComplaintFile(db, first.id, kept.files[2]!.id)).not.toBeNull();

    const timeline = (await getTimeline(db, "complaint", first.id))!;
    const said = timeline.map((entry) =>
      entry.kind === "note"
        ? `note: ${entry.text}`
        : entry.kind === "joined"
          ? `joined ${entry.reference}: ${entry.message} (${entry.files.length} files)`
          : entry.kind === "merge"
            ? `merge ${entry.side} ${entry.other.reference}`
            : entry.kind,
    );
    expect(said).toEqual([
      "received",
      `joined ${second.reference}: By e-mail, again. (2 files)`,
      "note: Called back, no answer.",
      "status",
      "note: Garage named.",
      `merge kept ${second.reference}`,
      "delivery",
    ]);
    expect(timeline.map((entry) => entry.at)).toEqual(timeline.map((entry) => entry.at).toSorted());
    const mergedOwn = (await getTimeline(db, "complaint", second.id))!;
    expect(mergedOwn.filter((entry) => entry.kind === "merge")).toMatchObject([
      { side: "merged", other: { id: first.id, reference: first.reference }, actor: { name: alice.name } },
    ]);
    const told = await db.query<{ kind: string; payload: { complaintId: string; keptId: string } }>(
      "select kind, payload from outbox where payload->>'complaintId' = any($1::text[])",
      [[first.id, second.id]],
    );
    expect(told).toEqual([{ kind: "complaint.merged", payload: { complaintId: second.id, keptId: first.id } }]);
    expect(await mergedIntoThis(db, first.id)).toMatchObject([{ id: second.id, reference: second.reference }]);
    expect(await possibleDuplicates(db, first.id)).toEqual([]);

    const period = { from: new Date(Date.now() - 10 * day), to: new Date(Date.now() + day) };
    const references = (await complaintReportRows(db, period)).map((row) => row.reference);
    expect(references).toContain(first.reference);
    expect(references).not.toContain(second.reference);

    // A merged complaint takes no more work; the complainant's answer to it goes to the one kept.
    await expect(addNote(db, "complaint", second.id, "late", alice)).rejects.toMatchObject({ code: "merged" });
    expect(await keptRoot(db, second.id)).toBe(first.id);
    // Its tracking page shows the one kept.
    expect(await complaintProgress(db, second.reference, "en", who.email)).toMatchObject({
      reference: first.reference,
      joinedFrom: second.reference,
    });
  });

  it("splits it back as it was: its status, files and history its own again", async () => {
    const who = someone();
    const first = await insertComplaint(db, { ...who, receivedAt: ago(2), files: 1 });
    const second = await insertComplaint(db, { ...who, receivedAt: ago(1), files: 1 });
    await changeStatus(db, "complaint", second.id, "acknowledged", bopha);
    await mergeComplaint(db, second.id, first.id, alice);
    await addNote(db, "complaint", first.id, "After the merge.", alice);

    await splitComplaint(db, second.id, first.id, bopha);

    expect(await getComplaint(db, second.id)).toMatchObject({ status: "acknowledged" });
    expect((await getComplaint(db, first.id))!.files).toHaveLength(1);
    const kept = (await getTimeline(db, "complaint", first.id))!;
    expect(kept.some((entry) => entry.kind === "joined")).toBe(false);
    expect(kept.filter((entry) => entry.kind === "note")).toMatchObject([{ text: "After the merge." }]);
    expect(kept.filter((entry) => entry.kind === "split")).toMatchObject([
      { side: "kept", other: { reference: second.reference } },
    ]);
    expect(await mergedIntoThis(db, first.id)).toEqual([]);
    expect(await complaintProgress(db, second.reference, "en", who.email)).toMatchObject({
      reference: second.reference,
      joinedFrom: null,
    });
    // It can be merged again.
    await mergeComplaint(db, second.id, first.id, alice);
    expect(await getComplaint(db, second.id)).toMatchObject({ status: "merged" });
  });

  it("refuses forged and impossible merges and splits, changing nothing", async () => {
    const who = someone();
    const first = await insertComplaint(db, { ...who, receivedAt: ago(2) });
    const second = await insertComplaint(db, { ...who, receivedAt: ago(1) });
    const stranger = await insertComplaint(db, { email: "stranger@example.com", phoneNumber: "088 777 666" });
    const closed = await insertComplaint(db, { ...who });
    await setComplaintState(db, closed.id, {
      status: "rejected",
      acknowledgedAt: ago(1),
      answeredAt: ago(0),
      outcomeNote: "No.",
    });
    const before = await snapshot();
    const refused = [
      [() => mergeComplaint(db, first.id, first.id, alice), "invalid"],
      [() => mergeComplaint(db, stranger.id, first.id, alice), "invalid"],
      [() => mergeComplaint(db, closed.id, first.id, alice), "move_refused"],
      [() => mergeComplaint(db, "not-an-id", first.id, alice), "not_found"],
      [() => mergeComplaint(db, crypto.randomUUID(), first.id, alice), "not_found"],
      [() => mergeComplaint(db, second.id, first.id, { id: "x", name: "" }), "invalid"],
      [() => splitComplaint(db, second.id, first.id, alice), "invalid"],
    ] as const;
    for (const [attempt, code] of refused) await expect(attempt()).rejects.toMatchObject({ code });
    expect(await snapshot()).toEqual(before);

    await mergeComplaint(db, second.id, first.id, alice);
    const after = await snapshot();
    // Into a merged one, or a merged one again: refused.
    await expect(mergeComplaint(db, first.id, second.id, alice)).rejects.toMatchObject({ code: "move_refused" });
    await expect(mergeComplaint(db, second.id, first.id, alice)).rejects.toMatchObject({ code: "move_refused" });
    await expect(splitComplaint(db, second.id, stranger.id, alice)).rejects.toMatchObject({ code: "invalid" });
    expect(await snapshot()).toEqual(after);
  });

  it("of two opposite merges at once, makes one: never a circle", async () => {
    const who = someone();
    const a = await insertComplaint(db, { ...who, receivedAt: ago(2) });
    const b = await insertComplaint(db, { ...who, receivedAt: ago(1) });
    const results = await Promise.allSettled([
      mergeComplaint(db, a.id, b.id, alice),
      mergeComplaint(db, b.id, a.id, bopha),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const statuses = await db.query<{ status: string }>(
      "select status from complaints where id = any($1::uuid[]) order by status",
      [[a.id, b.id]],
    );
    expect(statuses.map((row) => row.status).toSorted()).toEqual(["merged", "new"]);
  });

  it("erases the complaints merged into one with it, their files too", async () => {
    const who = someone();
    const first = await insertComplaint(db, { ...who, receivedAt: ago(2), files: 1 });
    const second = await insertComplaint(db, { ...who, receivedAt: ago(1), files: 2 });
    await mergeComplaint(db, second.id, first.id, alice);
    const erased = await eraseComplaint(db, first.id);
    expect(erased?.storageKeys).toHaveLength(3);
    expect(await getComplaint(db, second.id)).toBeNull();
    expect(
      await db.query("select 1 from outbox where payload->>'complaintId' = any($1::text[])", [[first.id, second.id]]),
    ).toEqual([]);
  });
});
