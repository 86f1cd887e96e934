import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { khmerFontFile, khmerRanges, khmerWeights, subsetKhmerFont } from "./khmer-font.ts";

const css = readFileSync(new URL("../ui/global.css", import.meta.url), "utf8");
const fontFace = /@font-face\s*\{[^}]*\}/.exec(css)![0];
const hex = (n: number) => n.toString(16).toUpperCase();

describe("the Khmer web font", () => {
  it("is the subset khmer-font.ts makes of the installed font package", async () => {
    expect(Buffer.compare(await subsetKhmerFont(), readFileSync(khmerFontFile))).toBe(0);
  });

  it("is declared for exactly the characters and weights it was cut to", () => {
    const ranges = khmerRanges
      .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
      .join(", ");
    expect(fontFace).toContain(`unicode-range: ${ranges};`);
    expect(fontFace).toContain(`font-weight: ${khmerWeights.min} ${khmerWeights.max};`);
    expect(fontFace).toContain(`url("../fonts/${khmerFontFile.pathname.split("/").at(-1)}")`);
  });
});
