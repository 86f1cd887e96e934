// Placeholders in interface strings. Apart from the React hooks of define.ts, so that the islands
// of public pages (which load no React) fill their strings with the same helper.

/** Fills the "{name}" placeholders of a string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The strings of a count: "{count}" in the singular and the plural (Khmer gives both the same). */
type Counted<Key extends string> = Record<`${Key}_one` | `${Key}_other`, string>;

/** Fills "{count}" (and any other placeholder) in the form of `key` that `count` takes. */
export function fillCount<Key extends string>(
  strings: Counted<Key>,
  key: Key,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(strings[`${key}_${count === 1 ? "one" : "other"}`], { ...values, count });
}
