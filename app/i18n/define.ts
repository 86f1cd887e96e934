// Interface strings: each feature defines its own, in English and Khmer, and a component reads
// those of the page's language. This is the one way to look them up.
import { useLocation } from "react-router";
import { langOfSearch, type Lang } from "./lang.ts";

/**
 * Interface strings of one area (a page or a group of pages), in English and Khmer.
 * The Khmer object must have every English key: a missing one fails the type check.
 */
export function defineStrings<const En extends Record<string, string>>(strings: {
  en: En;
  km: { readonly [Key in keyof En]: string };
}): Record<Lang, { readonly [Key in keyof En]: string }> {
  return strings;
}

/** The page's language, read from the URL so it is right in error boundaries too. */
export function useLang(): Lang {
  return langOfSearch(useLocation().search);
}

/** The strings of the page's language. */
export function useStrings<Strings>(strings: Record<Lang, Strings>): Strings {
  return strings[useLang()];
}
