// "Due soon": an open complaint whose deadline has not passed but ends within one working day
// (at the end of today, or of the next working day), in the list's filter, its counts and its rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { testDatabases } from "../../../../testing/db.ts";
import { alice, insertComplaint, openRegisterDb } from "../../../../testing/register.ts";
import { countComplaints, listComplaints } from "../../../register/complaints.server.ts";
import { updateRegisterSettings } from "../../../register/deadlines.server.ts";
import { parseListQuery } from "./list-query.ts";
import { changeStatus } from "../../../register/workflow.server.ts";

describe.each(testDatabases)("complaints due soon on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());

  it("marks, filters and counts the open complaints whose deadline ends within one working day", async () => {
    const run = `due-soon-${Date.now()}@example.com`;
    const late = await insertComplaint(db, { email: run, receivedAt: "2020-01-06T03:00:00Z" });
    // Acknowledging within one working day: a complaint received now is due by the end of the next one.
    await updateRegisterSettings(db, { ackWorkingDays: 1, answerWorkingDays: 10 }, alice);
    const soon = await insertComplaint(db, { email: run });
    const acknowledged = await insertComplaint(db, { email: run });
    // Acknowledged, it waits for its answer: ten working days away.
    await changeStatus(db, "complaint", acknowledged.id, "acknowledged", alice);
    const closed = await insertComplaint(db, { email: run });
    await changeStatus(db, "complaint", closed.id, "acknowledged", alice);
    await changeStatus(db, "complaint", closed.id, "in_progress", alice);
    await changeStatus(db, "complaint", closed.id, "rejected", alice, { outcomeNote: "Not ours." });

    const mine = { search: run };
    const rows = (await listComplaints(db, mine)).items;
    const flags = Object.fromEntries(rows.map((row) => [row.id, [row.overdue, row.dueSoon]]));
    expect(flags).toEqual({
      [late.id]: [true, false],
      [soon.id]: [false, true],
      [acknowledged.id]: [false, false],
      [closed.id]: [false, false],
    });
    expect((await listComplaints(db, { ...mine, dueSoon: true })).items.map((row) => row.id)).toEqual([soon.id]);
    expect(await countComplaints(db, mine)).toMatchObject({ total: 4, overdue: 1, dueSoon: 1, today: 3 });
    await updateRegisterSettings(db, { ackWorkingDays: 2, answerWorkingDays: 10 }, alice);
    expect((await listComplaints(db, { ...mine, dueSoon: true })).items).toEqual([]);
  });

  it("reads the tabs from the address: due soon, and received today in Phnom Penh", () => {
    const me = "0b7d4c1e-8a55-4f39-9d6e-2f1a3b4c5d6e";
    expect(parseListQuery("complaint", new URLSearchParams("due=soon"), me).filters).toEqual({ dueSoon: true });
    // 23:30 on 27 November in Phnom Penh is 16:30 UTC: "today" is the 27th there.
    const today = parseListQuery(
      "complaint",
      new URLSearchParams("received=today&from=2020-01-01"),
      me,
      new Date("2026-11-27T16:30:00Z"),
    ).filters;
    expect(today).toEqual({
      receivedFrom: new Date("2026-11-26T17:00:00Z"),
      receivedTo: new Date("2026-11-27T17:00:00Z"),
    });
    expect(parseListQuery("contactMessage", new URLSearchParams("due=soon&received=today"), me).filters).toEqual({});
  });
});
