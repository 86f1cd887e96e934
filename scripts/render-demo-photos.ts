// Turns demo SVG illustrations into JPEG "photographs" beside them (same name, .jpg), so the
// demo content exercises the image pipeline as real photos would (docs/decisions/0010).
// Chromium renders each SVG with its long side at 1600 px; sharp encodes it with mozjpeg.
//   node scripts/render-demo-photos.ts public/demo/about/photo-*.svg
// The SVGs were removed once converted: to redo one, restore it from git history first.
import { readFile, writeFile } from "node:fs/promises";
import { chromiumArgs, chromiumPath } from "../testing/chromium.ts";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const longSide = 1600;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
try {
  for (const file of process.argv.slice(2)) {
    const svg = await readFile(file, "utf8");
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    if (!width || !height) throw new Error(`${file}: no viewBox "0 0 W H"`);
    const scale = longSide / Math.max(Number(width), Number(height));
    const page = await browser.newPage({
      viewport: { width: Number(width), height: Number(height) },
      deviceScaleFactor: scale,
    });
    await page.setContent(
      `<body style="margin:0"><img style="display:block" width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}">`,
    );
    const png = await page.screenshot({ type: "png" });
    await page.close();
    const jpeg = await sharp(png).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    const target = file.replace(/\.svg$/, ".jpg");
    await writeFile(target, jpeg);
    const { width: w, height: h } = await sharp(jpeg).metadata();
    console.log(`${target} ${w}x${h} ${Math.round(jpeg.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
