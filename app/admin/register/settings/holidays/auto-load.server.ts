// Cambodia's public holidays loaded by the system on its own (issue 40), so that a new install
// does not count deadlines over holidays until an admin thinks of them: this year and the next
// on the first start, then each December the next year. Each year is claimed once in the
// database (holiday_years), by whichever instance asks first; the days go in with the claim,
// audited as the system's act. A year with days entered by hand is left as the admin made it.
// The running deadlines follow (public_holidays' trigger recomputes them).
import type { Db, Executor } from "../../../../../db/client.ts";
import { audit, systemActor } from "../../../staff/audit.server.ts";
import { phnomPenhDay } from "../../../../register/working-days.ts";
import { cambodianHolidays } from "./cambodia.server.ts";

/** The years due on `today` (Phnom Penh): this one; the next too in December, or when none was ever loaded. */
export function yearsDue(today: string, firstTime: boolean): number[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 12 || firstTime ? [year, year + 1] : [year];
}

/** Claims and loads one year in the caller's transaction; the days added (0 when claimed before or kept by hand). */
async function loadYear(tx: Executor, year: number): Promise<number | null> {
  const [claimed] = await tx.query(
    "insert into holiday_years (year, days) values ($1, 0) on conflict do nothing returning year",
    [year],
  );
  if (!claimed) return null;
  const [byHand] = await tx.query("select 1 from public_holidays where extract(year from day) = $1 limit 1", [year]);
  if (byHand) return 0;
  let added = 0;
  for (const holiday of cambodianHolidays(year)) {
    const rows = await tx.query(
      `insert into public_holidays (day, name_en, name_km, updated_by_id, updated_by_name)
       values ($1, $2, $3, null, 'system') on conflict (day) do nothing returning day`,
      [holiday.day, holiday.nameEn, holiday.nameKm],
    );
    added += rows.length;
  }
  await tx.query("update holiday_years set days = $2 where year = $1", [year, added]);
  await audit(tx, {
    actor: systemActor,
    clientIp: "",
    action: "holiday.load",
    detail: { days: added, years: [String(year)] },
  });
  return added;
}

/** Loads the years due now that no instance has loaded yet; the years it loaded. */
export function loadDueHolidayYears(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [any] = await tx.query("select 1 from holiday_years limit 1");
    const loaded: number[] = [];
    for (const year of yearsDue(phnomPenhDay(now), !any)) if ((await loadYear(tx, year)) !== null) loaded.push(year);
    return loaded;
  });
}

/**
 * One poll of it: the database is asked at most once a day per instance (the claim itself is the
 * database's; this only spares it a transaction every poll).
 */
export function holidayYearsRound(db: Db): (now?: Date) => Promise<number[] | null> {
  let settled: string | null = null;
  return async (now = new Date()) => {
    const day = phnomPenhDay(now);
    if (settled === day) return null;
    const loaded = await loadDueHolidayYears(db, now);
    settled = day;
    return loaded;
  };
}
