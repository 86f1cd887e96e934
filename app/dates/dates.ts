// Dates of careers and newsletters, in the page's language (date-fns with its Khmer locale).
// Content may hold invalid dates: every formatter returns null for them instead of throwing.
import { format, formatDistance, isValid, parseISO } from "date-fns";
import { enUS, km as khmer } from "date-fns/locale";
import type { Lang } from "../i18n/lang.ts";

const locales = { en: enUS, km: khmer } as const;

function parse(value: string | Date): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

function formatWith(pattern: string) {
  return (value: string | Date, lang: Lang): string | null => {
    const date = parse(value);
    return date ? format(date, pattern, { locale: locales[lang] }) : null;
  };
}

/** Careers list: dd-MMM-yyyy, e.g. "15-Dec-2026". */
export const formatCloseDate = formatWith("dd-MMM-yyyy");

/** Career details and newsletters: long weekday, month, day, year, e.g. "Tuesday, December 15, 2026". */
export const formatLongDate = formatWith("EEEE, MMMM d, yyyy");

/** Relative time such as "3 days ago" (Khmer wording on Khmer pages). */
export function formatTimeAgo(value: string | Date, lang: Lang, now: Date = new Date()): string | null {
  const date = parse(value);
  return date ? formatDistance(date, now, { addSuffix: true, locale: locales[lang] }) : null;
}

/** ISO date (yyyy-MM-dd) for machine-readable attributes, or null. */
export function isoDate(value: string | Date): string | null {
  const date = parse(value);
  return date ? format(date, "yyyy-MM-dd") : null;
}
