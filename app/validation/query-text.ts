/**
 * A visitor's words from an address (a search, a name to filter by) made safe to compare:
 * well-formed Unicode (a lone surrogate becomes U+FFFD), no control characters (PostgreSQL
 * refuses a NUL in text), white space collapsed, at most `max` characters.
 */
export function queryText(value: string | null | undefined, max = 100): string {
  return (value ?? "")
    .toWellFormed()
    .replace(/[\p{Cc}\uFFFD]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}
