import { useLocation } from "react-router";
import { en, type UiStrings } from "./en.ts";
import { km } from "./km.ts";
import { langOfSearch, type Lang } from "./lang.ts";

export const uiStrings: Record<Lang, UiStrings> = { en, km };

/** The page's language, read from the URL so it is right in error boundaries too. */
export function useLang(): Lang {
  return langOfSearch(useLocation().search);
}

export function useT(): UiStrings {
  return uiStrings[useLang()];
}
