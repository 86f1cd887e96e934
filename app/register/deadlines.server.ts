// The rules of the complaint deadlines: how many working days to acknowledge and to answer
// (register_settings) and the public holidays (public_holidays). Changing either moves the
// deadlines still running: the database does it in the same transaction (triggers calling
// register_recompute_due_dates, db/migrations/0007_register.sql).
import { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { iso } from "./sql.server.ts";
import { actorSchema } from "./actor.server.ts";
import { RegisterError, type Actor } from "./workflow.ts";

export interface RegisterSettings {
  /** Working days after the day of receipt to acknowledge a complaint (default 2). */
  ackWorkingDays: number;
  /** Working days after the day of receipt to resolve or reject it (default 15). */
  answerWorkingDays: number;
}

const settingsSchema = z
  .object({ ackWorkingDays: z.number().int().min(1).max(60), answerWorkingDays: z.number().int().min(1).max(120) })
  .refine(
    (settings) => settings.ackWorkingDays <= settings.answerWorkingDays,
    "acknowledging cannot take longer than answering",
  );

const settingsRow = z.object({
  ack_working_days: z.number(),
  answer_working_days: z.number(),
  updated_at: z.string(),
  updated_by_id: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});

export async function getRegisterSettings(
  db: Queryable,
): Promise<RegisterSettings & { updatedAt: string; updatedBy: { id: string; name: string } | null }> {
  const [found] = await db.query(
    `select ack_working_days, answer_working_days, ${iso("updated_at")} as updated_at, updated_by_id, updated_by_name from register_settings`,
  );
  const row = settingsRow.parse(found);
  return {
    ackWorkingDays: row.ack_working_days,
    answerWorkingDays: row.answer_working_days,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_id && row.updated_by_name ? { id: row.updated_by_id, name: row.updated_by_name } : null,
  };
}

function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RegisterError("invalid", parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data;
}

/** New deadlines: they apply to complaints received from now on and to the deadlines still running. */
export async function updateRegisterSettings(db: Db, settings: RegisterSettings, actor: Actor): Promise<void> {
  const value = parseOrRefuse(settingsSchema, settings);
  const who = parseOrRefuse(actorSchema, actor);
  await db.transaction(async (tx) => {
    await tx.query(
      `update register_settings set ack_working_days = $1, answer_working_days = $2, updated_at = now(), updated_by_id = $3, updated_by_name = $4`,
      [value.ackWorkingDays, value.answerWorkingDays, who.id, who.name],
    );
  });
}

export interface PublicHoliday {
  /** ISO date, a calendar day in Phnom Penh. */
  day: string;
  nameEn: string;
  nameKm: string;
}

const holidaySchema = z.object({
  day: z.iso.date(),
  nameEn: z.string().trim().min(1).max(200),
  nameKm: z.string().trim().min(1).max(200),
});

const holidayRow = z.object({ day: z.string(), name_en: z.string(), name_km: z.string() });

/** The holidays from `from` to `to` (ISO dates, both included; absent: no bound), in date order. */
export async function listPublicHolidays(
  db: Queryable,
  { from, to }: { from?: string; to?: string } = {},
): Promise<PublicHoliday[]> {
  const rows = await db.query(
    `select to_char(day, 'YYYY-MM-DD') as day, name_en, name_km from public_holidays
      where ($1::date is null or day >= $1::date) and ($2::date is null or day <= $2::date) order by day`,
    [from ?? null, to ?? null],
  );
  return rows.map((row) => {
    const parsed = holidayRow.parse(row);
    return { day: parsed.day, nameEn: parsed.name_en, nameKm: parsed.name_km };
  });
}

/** The years that have holidays in the list, in order. */
export async function listHolidayYears(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    "select distinct extract(year from day)::int as year from public_holidays order by year",
  );
  return rows.map((row) => row.year);
}

/** Adds a holiday, or renames the one of that day. */
export async function savePublicHoliday(db: Db, holiday: PublicHoliday, actor: Actor): Promise<void> {
  const value = parseOrRefuse(holidaySchema, holiday);
  const who = parseOrRefuse(actorSchema, actor);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public_holidays (day, name_en, name_km, updated_by_id, updated_by_name) values ($1, $2, $3, $4, $5)
       on conflict (day) do update set name_en = excluded.name_en, name_km = excluded.name_km,
         updated_at = now(), updated_by_id = excluded.updated_by_id, updated_by_name = excluded.updated_by_name`,
      [value.day, value.nameEn, value.nameKm, who.id, who.name],
    );
  });
}

/** Adds the holidays whose days are not in the list yet (a day already there keeps its names); returns the days added. */
export async function addPublicHolidays(db: Db, holidays: PublicHoliday[], actor: Actor): Promise<string[]> {
  const values = holidays.map((holiday) => parseOrRefuse(holidaySchema, holiday));
  const who = parseOrRefuse(actorSchema, actor);
  return db.transaction(async (tx) => {
    const added: string[] = [];
    for (const value of values) {
      const rows = await tx.query(
        `insert into public_holidays (day, name_en, name_km, updated_by_id, updated_by_name) values ($1, $2, $3, $4, $5)
         on conflict (day) do nothing returning day`,
        [value.day, value.nameEn, value.nameKm, who.id, who.name],
      );
      if (rows.length > 0) added.push(value.day);
    }
    return added;
  });
}

/**
 * Removes a holiday; false when that day was none. (The actor is for the caller's audit entry:
 * nothing of the row is left to carry it.)
 */
export async function deletePublicHoliday(db: Db, day: string, actor: Actor): Promise<boolean> {
  parseOrRefuse(actorSchema, actor);
  const value = parseOrRefuse(z.iso.date(), day);
  return db.transaction(
    async (tx) => (await tx.query("delete from public_holidays where day = $1 returning day", [value])).length > 0,
  );
}

/**
 * Recomputes the deadlines still running from the current holidays and settings; returns how
 * many complaints changed. The triggers already do it on every change through SQL; this is for
 * an operator who changed the rules another way (a restored backup, a holiday list loaded with
 * the triggers disabled).
 */
export async function recomputeDueDates(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ changed: number }>("select register_recompute_due_dates() as changed");
    return row!.changed;
  });
}
