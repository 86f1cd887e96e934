/**
 * The tel: address of a phone number as content writes it ("081 888 101 (24/7)",
 * "+855 23 218 800", Khmer digits): the first run of digits that looks like a number,
 * without spaces and separators. null when the text holds no phone number.
 */
export function telHref(text: string): string | null {
  const western = text.replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  const number = /\+?\d[\d\s.-]{5,}\d/.exec(western)?.[0];
  return number ? `tel:${number.replace(/[\s.-]/g, "")}` : null;
}
