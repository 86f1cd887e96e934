// Every date the site writes, public pages and back office alike, in English or Khmer. The words
// (months, weekdays, "3 days ago") come from date-fns's locales, not from the browser's Intl:
// Debian's Chromium has no Khmer locale data (it writes "km-KH" dates in English), and English
// abbreviations differ between ICU versions ("Sep", "Sept"), so a page written on the server
// would change as it hydrated. Content may hold invalid dates: the content formatters return null
// for them instead of throwing. Khmer dates are written in Khmer digits, as Khmer text is
// ("២៩ វិច្ឆិកា ២០២៦"); machine-readable ones (isoDate) never are.
// Each function and locale from its own module: Node.js (the server, the command line, the tests)
// would otherwise load every function and every locale of date-fns, about a thousand modules,
// each resolution parsing its 200 KB package.json again (3.3 s of every process's start).
import { format } from "date-fns/format";
import { formatDistance } from "date-fns/formatDistance";
import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { enUS } from "date-fns/locale/en-US";
import { km as khmer } from "date-fns/locale/km";
import { localDigits } from "./digits.ts";
import type { Lang } from "./lang.ts";

const locales = { en: enUS, km: khmer } as const;

function parse(value: string | Date): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

function formatWith(pattern: string) {
  return (value: string | Date, lang: Lang): string | null => {
    const date = parse(value);
    return date ? localDigits(format(date, pattern, { locale: locales[lang] }), lang) : null;
  };
}

/** Careers list: dd-MMM-yyyy, e.g. "15-Dec-2026". */
export const formatCloseDate = formatWith("dd-MMM-yyyy");

/** Career details and newsletters: long weekday, month, day, year, e.g. "Tuesday, December 15, 2026". */
export const formatLongDate = formatWith("EEEE, MMMM d, yyyy");

/** Relative time such as "3 days ago" (Khmer wording on Khmer pages). */
export function formatTimeAgo(value: string | Date, lang: Lang, now: Date = new Date()): string | null {
  const date = parse(value);
  return date ? localDigits(formatDistance(date, now, { addSuffix: true, locale: locales[lang] }), lang) : null;
}

/** Cambodia's time zone: staff work in it, and a day of the register or a position's closing starts in it. */
export const phnomPenhTimeZone = "Asia/Phnom_Penh";
/** Phnom Penh is UTC+7 all year (no daylight saving time). */
const phnomPenhOffsetMs = 7 * 3_600_000;

/** ISO date (yyyy-MM-dd) for machine-readable attributes, or null. */
export function isoDate(value: string | Date): string | null {
  const date = parse(value);
  return date ? format(date, "yyyy-MM-dd") : null;
}

const two = (n: number) => String(n).padStart(2, "0");
const monthName = (date: Date, lang: Lang) =>
  locales[lang].localize.month(date.getUTCMonth() as never, { width: "wide" });

/** "14 April 2026" / "១៤ មេសា ២០២៦"; the month abbreviated in English when asked ("14 Apr 2026"). */
function dayText(date: Date, lang: Lang, short = false): string {
  const month = monthName(date, lang);
  return localDigits(
    `${date.getUTCDate()} ${short && lang === "en" ? month.slice(0, 3) : month} ${date.getUTCFullYear()}`,
    lang,
  );
}

const inPhnomPenh = (value: Date | string) => new Date(new Date(value).getTime() + phnomPenhOffsetMs);

/** The calendar day in Phnom Penh of a moment (yyyy-MM-dd). */
export const phnomPenhDay = (value: Date | string): string => inPhnomPenh(value).toISOString().slice(0, 10);

/** A moment's time of day, "14:30" / "១៤:៣០", Phnom Penh time. */
export function formatTime(value: Date | string, lang: Lang = "en"): string {
  const local = inPhnomPenh(value);
  return localDigits(`${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`, lang);
}

/** A moment of today as its time ("10:42"), of another day with its date ("25 Nov 2026, 10:42"); Phnom Penh time. */
export function formatMomentShort(value: Date | string, lang: Lang, now: Date = new Date()): string {
  return phnomPenhDay(value) === phnomPenhDay(now) ? formatTime(value, lang) : formatDateTime(value, lang);
}

/** A day (yyyy-MM-dd) and a time (HH:mm) in Phnom Penh as a moment, or null (31 February is none). */
export function phnomPenhMoment(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const moment = new Date(`${day}T${time}:00+07:00`);
  if (Number.isNaN(moment.getTime())) return null;
  const local = inPhnomPenh(moment).toISOString();
  return local.slice(0, 10) === day && local.slice(11, 16) === time ? moment : null;
}

/** A moment: "25 Nov 2026, 14:30" / "២៥ វិច្ឆិកា ២០២៦, ១៤:៣០", Phnom Penh time. */
export function formatDateTime(value: Date | string, lang: Lang): string {
  return `${dayText(inPhnomPenh(value), lang, true)}, ${formatTime(value, lang)}`;
}

/** A calendar day ("2026-04-14"): "14 April 2026" / "១៤ មេសា ២០២៦", with its weekday when asked ("Tuesday, 14 April 2026" / "ថ្ងៃអង្គារ ១៤ មេសា ២០២៦"). */
export function formatDay(day: string, lang: Lang, { weekday = false } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!weekday) return dayText(date, lang);
  const name = locales[lang].localize.day(date.getUTCDay() as never, { width: "wide" });
  return lang === "km" ? `ថ្ងៃ${name} ${dayText(date, lang)}` : `${name}, ${dayText(date, lang)}`;
}
