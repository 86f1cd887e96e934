// Placeholders in interface strings. Apart from the React hooks of define.ts, so that the islands
// of public pages (which load no React) fill their strings with the same helper.

/** Fills the "{name}" placeholders of a string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
