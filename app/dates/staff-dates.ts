// Dates in the back office, written the same on the server and in the browser. Not the browser's
// Intl: it may have no Khmer (Debian's Chromium writes "km-KH" dates in English, and the page
// changed language as it hydrated), and English abbreviations differ between ICU versions
// ("Sep", "Sept"). Nor date-fns: 46 KiB for two patterns. Staff work in Cambodia's time: UTC+7
// all year.
import type { Lang } from "../i18n/lang.ts";

const months = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  km: ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"],
} as const;

/** Monday first, as ISO weekdays count. */
const weekdays = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  km: ["ចន្ទ", "អង្គារ", "ពុធ", "ព្រហស្បតិ៍", "សុក្រ", "សៅរ៍", "អាទិត្យ"],
} as const;

const phnomPenhOffsetMs = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, "0");

/** "14 April 2026" / "14 មេសា 2026"; the month abbreviated in English when asked ("14 Apr 2026"). */
function dayText(date: Date, lang: Lang, short = false): string {
  const month = months[lang][date.getUTCMonth()]!;
  return `${date.getUTCDate()} ${short && lang === "en" ? month.slice(0, 3) : month} ${date.getUTCFullYear()}`;
}

/** "25 Nov 2026, 14:30" / "25 វិច្ឆិកា 2026, 14:30", Phnom Penh time. */
export function formatDateTime(value: Date | string, lang: Lang): string {
  const local = new Date(new Date(value).getTime() + phnomPenhOffsetMs);
  return `${dayText(local, lang, true)}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** A calendar day ("2026-04-14"): "14 April 2026" / "14 មេសា 2026", with its weekday when asked ("Tuesday, 14 April 2026" / "ថ្ងៃអង្គារ 14 មេសា 2026"). */
export function formatDay(day: string, lang: Lang, { weekday = false } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!weekday) return dayText(date, lang);
  const name = weekdays[lang][(date.getUTCDay() + 6) % 7]!;
  return lang === "km" ? `ថ្ងៃ${name} ${dayText(date, lang)}` : `${name}, ${dayText(date, lang)}`;
}
