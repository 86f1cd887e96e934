// Pieces of the register's operational screens (report, failed deliveries, settings, erasure):
// numbers and days in the page's language, a figures table, and their stylesheet.
import { useLang } from "../../i18n/standalone.ts";
import "../../styles/admin-operations.css";

/** Numbers in the page's language: whole, or with one decimal (a median of an even count). */
export function useNumber(): (value: number | null, fallback: string) => string {
  const lang = useLang();
  const format = new Intl.NumberFormat(lang === "km" ? "km-KH" : "en-GB", { maximumFractionDigits: 1 });
  return (value, fallback) => (value === null ? fallback : format.format(value));
}

/** A calendar day ("2026-04-14") in the page's language, with its weekday when asked. */
export function useDay(): (day: string, options?: { weekday?: boolean }) => string {
  const lang = useLang();
  const locale = lang === "km" ? "km-KH" : "en-GB";
  const plain = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const withWeekday = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  return (day, options) => (options?.weekday ? withWeekday : plain).format(new Date(`${day}T00:00:00Z`));
}

/** A small table of labelled figures (stays a table on phones, unlike the lists). */
export function Figures({ caption, head, rows }: { caption: string; head: [string, string]; rows: [label: string, value: string][] }) {
  return (
    <table className="admin-figures">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
