// Links that come from the database may lead somewhere, never run something: only web, mail
// and phone addresses and relative ones pass; javascript:, data:, vbscript: and the like do not.

const safeProtocols = new Set(["http:", "https:", "mailto:", "tel:"]);
// Any http(s) page: a relative address resolves to its protocol, as it will in the browser.
const anyPage = "https://page.invalid/";

/**
 * The address when it is safe in an href, else null. Parsed as browsers parse it, so that
 * " JavaScript:…" or "java\tscript:…" count as javascript:.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url, anyPage)) return null;
  return safeProtocols.has(new URL(url, anyPage).protocol) ? url : null;
}
