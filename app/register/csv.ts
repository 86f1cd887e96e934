// CSV for spreadsheets: RFC 4180 (comma separated, CRLF line ends, a field quoted when it holds
// a comma, quote or line break, quotes doubled), UTF-8 with a byte order mark so that Excel reads
// Khmer, and no formulas: a text cell starting with =, +, -, @, a tab or a carriage return is
// prefixed with an apostrophe, so a spreadsheet shows it rather than runs it (OWASP "CSV injection").

export type CsvValue = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte order mark, header row, rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
