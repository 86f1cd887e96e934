// Cambodia's public holidays loaded by the system on its own (issue 40), on PGlite and
// PostgreSQL: this year and the next on the first start, once whoever asks and however often;
// the next year again in December; a year kept by hand left alone; each load in the audit log as
// the system's act; the running deadlines follow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../../db/client.ts";
import { testDatabases, transactionsTogether } from "../../../../../testing/db.ts";
import { insertComplaint, openRegisterDb } from "../../../../../testing/register.ts";
import { holidayYearsRound, loadDueHolidayYears, yearsDue } from "./auto-load.server.ts";
import { cambodianHolidays } from "./cambodia.server.ts";

describe("the years due", () => {
  it("are this year, and the next too in December or the first time", () => {
    expect(yearsDue("2026-11-28", false)).toEqual([2026]);
    expect(yearsDue("2026-11-28", true)).toEqual([2026, 2027]);
    expect(yearsDue("2026-12-01", false)).toEqual([2026, 2027]);
  });
});

describe.each(testDatabases)("holidays loaded on their own on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openRegisterDb(database);
    await db.query("delete from public_holidays");
    await db.query("delete from holiday_years");
  });
  afterAll(() => db.close());

  const daysOf = async (year: number) =>
    (
      await db.query<{ day: string }>(
        "select to_char(day, 'YYYY-MM-DD') as day from public_holidays where extract(year from day) = $1 order by day",
        [year],
      )
    ).map((row) => row.day);
  const loads = () =>
    db.query<{ actor_id: string | null; actor_email: string; detail: { days: number; years: string[] } }>(
      "select actor_id, actor_email, detail from staff_audit_log where action = 'holiday.load' order by id",
    );

  it("loads this year and the next on the first start, once however many instances ask", async () => {
    // 28 November 2026, 09:00 in Phnom Penh, a complaint's deadline running.
    const now = new Date("2026-11-28T02:00:00Z");
    const { id } = await insertComplaint(db, { receivedAt: "2026-04-10T02:00:00Z" });
    const due = async () =>
      (await db.query<{ due: string }>("select answer_due_at::text as due from complaints where id = $1", [id]))[0]!
        .due;
    const before = await due();
    const together = transactionsTogether(db, 2);
    const [one, other] = await Promise.all([loadDueHolidayYears(together, now), loadDueHolidayYears(together, now)]);
    expect([...one, ...other].sort()).toEqual([2026, 2027]);
    expect(await daysOf(2026)).toEqual(cambodianHolidays(2026).map((holiday) => holiday.day));
    expect(await daysOf(2027)).toEqual(cambodianHolidays(2027).map((holiday) => holiday.day));
    expect(await loads()).toEqual([
      { actor_id: null, actor_email: "system", detail: { days: cambodianHolidays(2026).length, years: ["2026"] } },
      { actor_id: null, actor_email: "system", detail: { days: cambodianHolidays(2027).length, years: ["2027"] } },
    ]);
    // Khmer New Year (14–16 April 2026) falls in the complaint's working days: its deadline moves.
    expect(await due()).not.toBe(before);
    // Asked again (another day, a new instance): nothing more, even for a day an admin removed since.
    await db.query("delete from public_holidays where day = '2026-12-29'");
    expect(await holidayYearsRound(db)(new Date("2026-11-29T02:00:00Z"))).toEqual([]);
    expect(await daysOf(2026)).not.toContain("2026-12-29");
    expect(await loads()).toHaveLength(2);
  });

  it("loads the next year in December, and leaves a year with days entered by hand as it is", async () => {
    await db.query("insert into public_holidays (day, name_en, name_km) values ('2028-01-01', 'New Year', 'ឆ្នាំថ្មី')");
    // 1 December 2027: 2028 is due; it has a day of its own already.
    expect(await loadDueHolidayYears(db, new Date("2027-12-01T02:00:00Z"))).toEqual([2028]);
    expect(await daysOf(2028)).toEqual(["2028-01-01"]);
    expect(await db.query("select days from holiday_years where year = 2028")).toEqual([{ days: 0 }]);
    // A round asks the database once a day.
    const round = holidayYearsRound(db);
    expect(await round(new Date("2027-12-02T02:00:00Z"))).toEqual([]);
    expect(await round(new Date("2027-12-02T09:00:00Z"))).toBeNull();
  });
});
