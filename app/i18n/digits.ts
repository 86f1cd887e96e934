import type { Lang } from "./lang.ts";

const khmerZero = 0x17e0;

/**
 * A text's digits in the page's script: Khmer digits (០–៩) in Khmer, as Khmer text writes them;
 * English is left alone. Done by hand because browsers' bundled ICU data may lack Khmer
 * numbering, and the server and the browser must write the same text.
 */
export function localDigits(text: string, lang: Lang): string {
  return lang === "km" ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(khmerZero + Number(digit))) : text;
}

/** A number in the page's script. */
export const localNumber = (value: number, lang: Lang): string => localDigits(String(value), lang);
