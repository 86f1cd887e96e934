// Pieces of the register's operational screens (report, failed deliveries, settings, erasure):
// numbers and days in the page's language, a figures table, and their stylesheet.
import { useLang } from "../../i18n/define.ts";
import { Form, useNavigation } from "react-router";
import { formatDay } from "../../i18n/dates.ts";
import "./operations.css";

// Figures in Latin digits in both languages, as Node and every browser write them ("km-KH"
// would depend on the browser's locale data, see dates.ts).
const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** A number: whole, or with one decimal (a median of an even count); `fallback` for none. */
export const formatNumber = (value: number | null, fallback: string) =>
  value === null ? fallback : numberFormat.format(value);

/** A calendar day ("2026-04-14") in the page's language, with its weekday when asked. */
export function useDay(): (day: string, options?: { weekday?: boolean }) => string {
  const lang = useLang();
  return (day, options) => formatDay(day, lang, options);
}

/** A small table of labelled figures (stays a table on phones, unlike the lists). */
export function Figures({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [label: string, value: string][];
}) {
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

/** A row's action: a post of `fields` from a button that says `text`, named in full by `label` (which begins with `text`). */
export function RowAction({ fields, text, label }: { fields: Record<string, string>; text: string; label: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <td>
      <Form method="post">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="admin-button" disabled={busy} aria-label={label}>
          {text}
        </button>
      </Form>
    </td>
  );
}
