import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { khmerFontFile, khmerRanges, khmerWeights, subsetKhmerFont } from "./khmer-font.ts";

const css = readFileSync(new URL("../ui/global.css", import.meta.url), "utf8");
const fontFaces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => match[0]);
const hex = (n: number) => n.toString(16).toUpperCase();

describe("the Khmer web font", () => {
  it("is the subset khmer-font.ts makes of the installed font package", async () => {
    expect(Buffer.compare(await subsetKhmerFont(), readFileSync(khmerFontFile))).toBe(0);
  });

  it("is declared for exactly the characters and weights it was cut to, after the device's own Khmer fonts", () => {
    const ranges = khmerRanges
      .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
      .join(", ");
    // A regular face and a bold one, which together cover the weights of the file.
    expect(fontFaces).toHaveLength(2);
    const weights = fontFaces.map((face) => /font-weight: (\d+) (\d+);/.exec(face)!.slice(1).map(Number));
    expect(Math.min(...weights.flat())).toBe(khmerWeights.min);
    expect(Math.max(...weights.flat())).toBe(khmerWeights.max);
    for (const face of fontFaces) {
      expect(face).toContain(`unicode-range: ${ranges};`);
      expect(face).toContain(`url("../fonts/${khmerFontFile.pathname.split("/").at(-1)}")`);
      // A phone's own Khmer font first: no download where there is one.
      expect(face.indexOf("local(")).toBeGreaterThan(0);
      expect(face.indexOf("local(")).toBeLessThan(face.indexOf("url("));
    }
  });
});
