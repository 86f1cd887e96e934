import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases, withRollback } from "../../testing/db.ts";
import {
  deletePublicHoliday,
  getRegisterSettings,
  listHolidayYears,
  listPublicHolidays,
  recomputeDueDates,
  savePublicHoliday,
  updateRegisterSettings,
} from "./deadlines.server.ts";
import { alice, insertComplaint, openRegisterDb, setComplaintState } from "../../testing/register.ts";
import { dueAt, phnomPenhDay, workingDaysBetween } from "./working-days.ts";

const khmerNewYear = [
  { day: "2030-04-15", nameEn: "Khmer New Year", nameKm: "បុណ្យចូលឆ្នាំខ្មែរ" },
  { day: "2030-04-16", nameEn: "Khmer New Year", nameKm: "បុណ្យចូលឆ្នាំខ្មែរ" },
];

describe.each(testDatabases)("register deadlines on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.exec(
      "delete from complaints; delete from public_holidays; update register_settings set ack_working_days = 2, answer_working_days = 15",
    );
  });

  const dueDates = async (id: string) =>
    (
      await db.query<{ ack: number; answer: number }>(
        "select extract(epoch from ack_due_at)::float8 * 1000 as ack, extract(epoch from answer_due_at)::float8 * 1000 as answer from complaints where id = $1",
        [id],
      )
    )[0]!;

  it("has 2 and 15 working days by default, and keeps who changed them", async () => {
    expect(await getRegisterSettings(db)).toMatchObject({ ackWorkingDays: 2, answerWorkingDays: 15, updatedBy: null });
    await updateRegisterSettings(db, { ackWorkingDays: 3, answerWorkingDays: 10 }, alice);
    expect(await getRegisterSettings(db)).toMatchObject({ ackWorkingDays: 3, answerWorkingDays: 10, updatedBy: alice });
    await expect(updateRegisterSettings(db, { ackWorkingDays: 5, answerWorkingDays: 4 }, alice)).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(updateRegisterSettings(db, { ackWorkingDays: 0, answerWorkingDays: 4 }, alice)).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(
      updateRegisterSettings(db, { ackWorkingDays: 1, answerWorkingDays: 4 }, { id: "x", name: "" }),
    ).rejects.toMatchObject({ code: "invalid" });
  });

  it("keeps a list of public holidays", async () => {
    for (const holiday of khmerNewYear) await savePublicHoliday(db, holiday, alice);
    await savePublicHoliday(db, { day: "2030-04-15", nameEn: "Khmer New Year's Day", nameKm: "ថ្ងៃចូលឆ្នាំ" }, alice);
    await savePublicHoliday(
      db,
      { day: "2030-05-01", nameEn: "International Labour Day", nameKm: "ទិវាពលកម្មអន្តរជាតិ" },
      alice,
    );
    expect(await listPublicHolidays(db, { from: "2030-04-16" })).toEqual([
      { day: "2030-04-16", nameEn: "Khmer New Year", nameKm: "បុណ្យចូលឆ្នាំខ្មែរ" },
      { day: "2030-05-01", nameEn: "International Labour Day", nameKm: "ទិវាពលកម្មអន្តរជាតិ" },
    ]);
    expect((await listPublicHolidays(db, { to: "2030-04-15" })).map((holiday) => holiday.nameEn)).toEqual([
      "Khmer New Year's Day",
    ]);
    expect((await listHolidayYears(db)).filter((year) => year >= 2030)).toEqual([2030]);
    expect(await deletePublicHoliday(db, "2030-05-01", alice)).toBe(true);
    expect(await deletePublicHoliday(db, "2030-05-01", alice)).toBe(false);
    await expect(savePublicHoliday(db, { day: "2030-02-30", nameEn: "x", nameKm: "x" }, alice)).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(savePublicHoliday(db, { day: "2030-03-01", nameEn: " ", nameKm: "x" }, alice)).rejects.toMatchObject({
      code: "invalid",
    });
  });

  it("sets a new complaint's due dates from the settings and holidays, as working-days.ts does", async () => {
    for (const holiday of khmerNewYear) await savePublicHoliday(db, holiday, alice);
    const received = "2030-04-12T15:30:00+07:00"; // a Friday, before the holidays
    const { id } = await insertComplaint(db, { receivedAt: received });
    const holidays = new Set(khmerNewYear.map((holiday) => holiday.day));
    expect(await dueDates(id)).toEqual({
      ack: dueAt(new Date(received), 2, holidays).getTime(),
      answer: dueAt(new Date(received), 15, holidays).getTime(),
    });
    // Friday, then Wednesday 17 and Thursday 18 April (Monday and Tuesday are holidays).
    expect(new Date((await dueDates(id)).ack).toISOString()).toBe("2030-04-18T17:00:00.000Z");
  });

  it("moves the deadlines still running when holidays or settings change, and only those", async () => {
    const received = "2030-04-11T10:00:00+07:00";
    const fresh = await insertComplaint(db, { receivedAt: received });
    const acknowledged = await insertComplaint(db, { receivedAt: received });
    const resolved = await insertComplaint(db, { receivedAt: received });
    await setComplaintState(db, acknowledged.id, {
      status: "acknowledged",
      acknowledgedAt: "2030-04-12T09:00:00+07:00",
    });
    await setComplaintState(db, resolved.id, {
      status: "resolved",
      acknowledgedAt: "2030-04-12T09:00:00+07:00",
      answeredAt: "2030-04-19T09:00:00+07:00",
      outcomeNote: "Refund paid.",
    });
    const before = {
      fresh: await dueDates(fresh.id),
      acknowledged: await dueDates(acknowledged.id),
      resolved: await dueDates(resolved.id),
    };

    for (const holiday of khmerNewYear) await savePublicHoliday(db, holiday, alice);
    const holidays = new Set(khmerNewYear.map((holiday) => holiday.day));
    const r = new Date(received);
    expect(await dueDates(fresh.id)).toEqual({
      ack: dueAt(r, 2, holidays).getTime(),
      answer: dueAt(r, 15, holidays).getTime(),
    });
    expect((await dueDates(fresh.id)).ack).toBeGreaterThan(before.fresh.ack);
    expect(await dueDates(acknowledged.id)).toEqual({
      ack: before.acknowledged.ack,
      answer: dueAt(r, 15, holidays).getTime(),
    });
    expect(await dueDates(resolved.id)).toEqual(before.resolved);

    await updateRegisterSettings(db, { ackWorkingDays: 1, answerWorkingDays: 10 }, alice);
    expect(await dueDates(fresh.id)).toEqual({
      ack: dueAt(r, 1, holidays).getTime(),
      answer: dueAt(r, 10, holidays).getTime(),
    });
    expect(await dueDates(resolved.id)).toEqual(before.resolved);

    await deletePublicHoliday(db, "2030-04-16", alice);
    expect((await dueDates(fresh.id)).answer).toBe(dueAt(r, 10, new Set(["2030-04-15"])).getTime());
  });

  it("recomputes on request what was changed behind the triggers' back", async () => {
    const { id } = await insertComplaint(db, { receivedAt: "2030-04-11T10:00:00+07:00" });
    expect(await recomputeDueDates(db)).toBe(0);
    await db.query("update complaints set ack_due_at = ack_due_at + interval '3 days' where id = $1", [id]);
    expect(await recomputeDueDates(db)).toBe(1);
    expect(await recomputeDueDates(db)).toBe(0);
  });

  it("computes due dates and working days in SQL exactly as working-days.ts does", async () => {
    const sample = fc.record({
      base: fc.date({
        min: new Date("2020-01-01T00:00:00Z"),
        max: new Date("2035-12-31T00:00:00Z"),
        noInvalidDate: true,
      }),
      holidayOffsets: fc.uniqueArray(fc.integer({ min: -5, max: 45 }), { maxLength: 20 }),
      cases: fc.array(
        fc.record({
          receivedOffsetMs: fc.integer({ min: 0, max: 5 * 86_400_000 }),
          doneAfterMs: fc.integer({ min: 0, max: 60 * 86_400_000 }),
          n: fc.integer({ min: 1, max: 30 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(sample, async ({ base, holidayOffsets, cases }) => {
        const holidays = new Set(
          holidayOffsets.map((offset) => phnomPenhDay(new Date(base.getTime() + offset * 86_400_000))),
        );
        const inputs = cases.map(({ receivedOffsetMs, doneAfterMs, n }) => {
          const received = new Date(base.getTime() + receivedOffsetMs);
          return { received, done: new Date(received.getTime() + doneAfterMs), n };
        });
        const fromSql = await withRollback(db, async (tx) => {
          await tx.query("delete from public_holidays");
          if (holidays.size > 0) {
            await tx.query(
              "insert into public_holidays (day, name_en, name_km) select d, 'Holiday', 'ថ្ងៃឈប់សម្រាក' from unnest($1::date[]) d",
              [[...holidays]],
            );
          }
          return tx.query<{ due: number; days: number }>(
            `select extract(epoch from register_due_at(x.received, x.n))::float8 * 1000 as due,
                    register_working_days_between(x.received, x.done) as days
               from unnest($1::timestamptz[], $2::timestamptz[], $3::int[]) with ordinality as x(received, done, n, i)
              order by x.i`,
            [
              inputs.map((input) => input.received.toISOString()),
              inputs.map((input) => input.done.toISOString()),
              inputs.map((input) => input.n),
            ],
          );
        });
        expect(fromSql).toEqual(
          inputs.map(({ received, done, n }) => ({
            due: dueAt(received, n, holidays).getTime(),
            days: workingDaysBetween(received, done, holidays),
          })),
        );
      }),
      { numRuns: 60 },
    );
  });
});
