// The language is the query parameter `l`: "km" is Khmer, anything else English.
export const languages = ["en", "km"] as const;
export type Lang = (typeof languages)[number];

export function parseLang(value: string | null | undefined): Lang {
  return value === "km" ? "km" : "en";
}

export function langOf(url: URL | string): Lang {
  return parseLang(new URL(url, "http://x").searchParams.get("l"));
}

/**
 * An internal link that keeps the language: Khmer adds l=km; English stays clean
 * unless `explicit` (the language selector links to l=en on purpose).
 */
export function withLang(to: string, lang: Lang, { explicit = false } = {}): string {
  // Leading slashes doubled would name a host ("//evil.example/x"), or alone ("//") no URL at all.
  const url = new URL(to.replace(/^\/{2,}/, "/"), "http://x");
  if (lang === "km" || explicit) url.searchParams.set("l", lang);
  else url.searchParams.delete("l");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The spec's slug form for Khmer lookups: the path with "?l=km" appended. */
export function specSlug(path: string, lang: Lang): string {
  return lang === "km" ? `${path}?l=km` : path;
}

export const otherLang = (lang: Lang): Lang => (lang === "km" ? "en" : "km");

/** The language of a location's search string ("?l=km"). */
export function langOfSearch(search: string): Lang {
  return parseLang(new URLSearchParams(search).get("l"));
}

/** `make` for each language, made once on first use and shared after (for costly immutable values). */
export function perLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang)!;
  };
}
