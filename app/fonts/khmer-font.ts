// The Khmer web font: Noto Sans Khmer's variable font from @fontsource-variable, cut down to
// the weights the stylesheets use (400–700) with harfbuzz's subsetter. The result is about
// half the size (30 KB instead of 59 KB), which on a slow connection is one round trip less
// before Khmer text can be drawn (docs/decisions/0014). The file is committed beside this
// one; `node app/fonts/khmer-font.ts` writes it again (after the font package is updated).
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/**
 * The characters the font serves: the Khmer block, the joiners and the dotted circle. The Khmer
 * Symbols block (U+19E0–19FF, lunar-date signs for calendars) is left out: 1.8 KB that no page
 * of an insurer uses; such a sign would show in the device's own Khmer font.
 */
export const khmerRanges: [number, number][] = [
  [0x1780, 0x17ff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
export const khmerWeights = { min: 400, max: 700 };
export const khmerFontFile = new URL("./noto-sans-khmer-wght-400-700.woff2", import.meta.url);

const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2",
);

export async function subsetKhmerFont(): Promise<Buffer> {
  const text = khmerRanges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join("");
  return subsetFont(await readFile(source), text, { targetFormat: "woff2", variationAxes: { wght: khmerWeights } });
}

if (import.meta.main) {
  const font = await subsetKhmerFont();
  await writeFile(khmerFontFile, font);
  console.log(`${khmerFontFile.pathname}: ${font.length} bytes`);
}
