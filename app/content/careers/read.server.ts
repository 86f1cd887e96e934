// Reads of the careers page (its open positions) and of one position's page.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { formatCloseDate, formatLongDate, isoDate, phnomPenhTimeZone } from "../../i18n/dates.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { employmentKindOf } from "./employment.ts";
import { careersPageSchema, positionSchema as positionRecordSchema } from "./schema.ts";

// As stored: the slug is the page's path, the type the language's word; a close date that
// cannot be read is shown without it rather than taking the page down.
const positionSchema = positionRecordSchema
  .pick({ position: true, department: true, location: true, orders: true })
  .extend({
    id: z.number(),
    type: z.string(),
    close_date: z.string(),
    slug: z.string(),
    lang: z.string(),
    open: z.boolean(),
  });

const careersSchema = careersPageSchema.extend({
  career_details: z.array(positionSchema),
  drafts: z.array(z.string()),
});

export type Position = Omit<z.infer<typeof positionSchema>, "open"> & { closeDate: string | null };
export type Careers = Omit<z.infer<typeof careersSchema>, "career_details"> & { open: Position[] };

/**
 * "Today" in Cambodia (yyyy-MM-dd): a position closing on a date is open until that day ends
 * in Phnom Penh, wherever the server runs.
 */
export function phnomPenhToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: phnomPenhTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The careers page with its open positions (close date today or later; the spec's nested read of positions,
 * ascending by orders). See docs/decisions/0006-careers-open-positions.md. `preview`: unpublished
 * open positions too, named in `drafts`.
 */
export async function getCareers(db: Queryable, lang: Lang, today: string, preview = false): Promise<Careers | null> {
  const row = await selectOne(
    db,
    careersSchema,
    `select c.image1, c."values", c.benefits, c.subtitle,
       coalesce((select json_agg(json_build_object(
                   'id', d.id, 'position', d.position, 'department', d.department, 'type', d.type,
                   'close_date', d.close_date::text, 'location', d.location, 'orders', d.orders, 'slug', d.slug, 'lang', d.lang,
                   'open', d.close_date >= $2::date) order by d.orders, d.id)
                 from career_details d where d.lang = c.lang and ${shown("d", "$3")}), '[]') as career_details,
       ${draftTitles("d", "d.position order by d.orders, d.id", "career_details d where d.lang = c.lang and d.close_date >= $2::date", "$3")} as drafts
     from careers c where c.lang = $1`,
    [lang, today, preview],
  );
  if (!row) return null;
  const { career_details, ...page } = row;
  const open = career_details
    .filter((position) => position.open)
    .map(({ open: _open, ...position }) => ({ ...position, closeDate: formatCloseDate(position.close_date, lang) }));
  return { ...page, open };
}

const careerSchema = positionSchema.extend({
  ...positionRecordSchema.pick({
    description: true,
    responsibilities: true,
    requirements: true,
    note: true,
    email: true,
    metadata: true,
  }).shape,
  /** The type as the English row of the same slug words it, for schema.org's employmentType. */
  type_en: z.string(),
  /** Not published: only a staff preview reads it. */
  draft: z.boolean(),
});

export type Career = z.infer<typeof careerSchema> & {
  /** Long weekday, month, day, year; null when the stored date cannot be read. */
  closeDateLong: string | null;
  /** End of the closing day in Phnom Penh, ISO 8601; null when the date cannot be read. */
  validThrough: string | null;
  employmentType: string;
};

/** schema.org employmentType of a position's type ("Full-time" → FULL_TIME); OTHER when unknown. */
export function employmentType(type: string): string {
  return employmentKindOf(type) ?? "OTHER";
}

/**
 * The career page of a slug ("claims-officer" → the row "/careers/claims-officer" of the language);
 * an unpublished one only for a preview.
 */
export async function getCareer(
  db: Queryable,
  lang: Lang,
  slug: string,
  today: string,
  preview = false,
): Promise<Career | null> {
  const row = await selectOne(
    db,
    careerSchema,
    `select d.id, d.position, d.department, d.type, d.close_date::text as close_date, d.location, d.orders, d.slug, d.lang::text as lang,
       d.description, d.responsibilities, d.requirements, d.note, d.email, d.metadata,
       coalesce(e.type, d.type) as type_en, d.close_date >= $3::date as open, not d.published as draft
     from career_details d
     left join career_details e on e.lang = 'en' and e.slug = d.slug
     where d.lang = $1 and d.slug = $2 and ${shown("d", "$4")}`,
    [lang, `/careers/${slug}`, today, preview],
  );
  if (!row) return null;
  const day = isoDate(row.close_date);
  return {
    ...row,
    closeDateLong: formatLongDate(row.close_date, lang),
    validThrough: day && `${day}T23:59:59+07:00`,
    employmentType: employmentType(row.type_en),
  };
}
