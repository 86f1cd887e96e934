// The language helpers of lang.ts, define.ts and index.ts, again, for the back office alone.
// Its modules import nothing that the public pages' root imports: if they did, the bundler
// would cut the chunks the public pages share differently (a module reached by another set of
// pages goes to another chunk), and every public page would ship a few hundred bytes more of
// chunk glue (npm run bench:size; docs/decisions/0020-staff-sign-in.md). Only types come from
// the shared modules.
import { useLocation } from "react-router";
import type { Lang } from "./lang.ts";

export type { Lang };

/** Interface strings in English and Khmer; the Khmer object must have every English key (as defineStrings). */
export function bilingual<const En extends Record<string, string>>(strings: {
  en: En;
  km: { readonly [Key in keyof En]: string };
}): Record<Lang, { readonly [Key in keyof En]: string }> {
  return strings;
}

/** "km" in the query parameter `l` is Khmer, anything else English. */
export function langOfSearch(search: string): Lang {
  return new URLSearchParams(search).get("l") === "km" ? "km" : "en";
}

export function langOf(url: URL | string): Lang {
  return langOfSearch(new URL(url, "http://x").search);
}

export function useLang(): Lang {
  return langOfSearch(useLocation().search);
}

export function useStrings<Strings>(strings: Record<Lang, Strings>): Strings {
  return strings[useLang()];
}

/** Fills the "{name}" placeholders of a string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A path of this site in a language: Khmer adds l=km, English has none. */
export function withLang(to: string, lang: Lang): string {
  const url = new URL(to.replace(/^\/{2,}/, "/"), "http://x");
  if (lang === "km") url.searchParams.set("l", "km");
  else url.searchParams.delete("l");
  return `${url.pathname}${url.search}${url.hash}`;
}

export const otherLang = (lang: Lang): Lang => (lang === "km" ? "en" : "km");

/** `make` for each language, made once on first use. */
export function perLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang)!;
  };
}
