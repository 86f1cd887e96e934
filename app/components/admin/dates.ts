// Dates in the back office, the same on the server and in the browser: date-fns with its Khmer
// locale rather than the browser's Intl, which may have no Khmer (Debian's Chromium has none:
// "km-KH" falls back to English there, and the page would change language as it hydrates).
// Staff work in Cambodia's time: UTC+7 all year.
import { format } from "date-fns";
import { enGB, km } from "date-fns/locale";
import type { Lang } from "../../i18n/standalone.ts";

const locales = { en: enGB, km } as const;
const phnomPenhOffsetMs = 7 * 3_600_000;

/**
 * A Date whose local fields are the wall-clock time of `instant` in Phnom Penh (date-fns formats
 * local fields), whatever the time zone of the server or browser.
 */
function phnomPenhFields(instant: Date): Date {
  const shifted = new Date(instant.getTime() + phnomPenhOffsetMs);
  return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate(), shifted.getUTCHours(), shifted.getUTCMinutes());
}

/** "25 Nov 2026, 14:30" / "25 វិច្ឆិកា 2026, 14:30", Phnom Penh time. */
export function formatDateTime(value: Date | string, lang: Lang): string {
  return format(phnomPenhFields(new Date(value)), "d MMM yyyy, HH:mm", { locale: locales[lang] });
}

/** A calendar day ("2026-04-14"): "14 April 2026" / "14 មេសា 2026", with its weekday when asked. */
export function formatDay(day: string, lang: Lang, { weekday = false } = {}): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const pattern = weekday ? (lang === "km" ? "'ថ្ងៃ'EEEE d MMMM yyyy" : "EEEE, d MMMM yyyy") : "d MMMM yyyy";
  return format(new Date(year, month - 1, date), pattern, { locale: locales[lang] });
}
