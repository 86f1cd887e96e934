import type { Lang } from "../../i18n/lang.ts";

const khmerZero = 0x17e0;

/**
 * A number in the page's script: Khmer digits (០–៩) on Khmer pages, as their text uses.
 * Done by hand because browsers' bundled ICU data may lack Khmer numbering, and the server
 * and the browser must render the same text.
 */
export function localNumber(value: number, lang: Lang): string {
  const digits = String(value);
  return lang === "km" ? digits.replace(/\d/g, (digit) => String.fromCharCode(khmerZero + Number(digit))) : digits;
}
