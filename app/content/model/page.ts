// A public address stated once, as a route pattern ("/careers/:slug", "/:section-new"): the
// content model's entities and app/routes.ts read the same pattern, and these fill it in.
// A name runs to the first character that is not a letter, so "/:section-new" has one, section.
import type { EntityDefinition } from "./entity.ts";

const names = /:([A-Za-z]+)/g;

/** The pattern with `values` written in, or null when one of its names has no value. */
export function fillPattern(pattern: string, values: Readonly<Record<string, unknown>>): string | null {
  let complete = true;
  const path = pattern.replace(names, (_, name: string) => {
    const value = values[name];
    if (typeof value === "string" && value !== "") return value;
    complete = false;
    return "";
  });
  return complete ? path : null;
}

/** Where a visitor sees `record` in English, or null (no page, or the record does not say where yet). */
export function publicPathOf(definition: EntityDefinition, record: Record<string, unknown>): string | null {
  return definition.page ? fillPattern(definition.page, definition.pageParams?.(record) ?? record) : null;
}

/** The pattern with the names `values` has written in; the others stay. */
export function writePattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(names, (whole, name: string) => values[name] ?? whole);
}

/** An entity's page (or a pattern) as app/routes.ts states a path: no leading slash, `given` names written in. */
export function routePath(page: EntityDefinition | string, given: Readonly<Record<string, string>> = {}): string {
  const pattern = typeof page === "string" ? page : page.page;
  if (!pattern) throw new Error(`${typeof page === "string" ? page : page.name} has no page`);
  return writePattern(pattern, given).slice(1);
}

/** The pattern as a SQL expression, each name written as the expression `columns` gives for it. */
export function patternSql(pattern: string, columns: Readonly<Record<string, string>>): string {
  return pattern
    .split(names)
    .map((part, index) => (index % 2 ? `(${columns[part] ?? "null"})` : `'${part.replaceAll("'", "''")}'`))
    .filter((part) => part !== "''")
    .join(" || ");
}
