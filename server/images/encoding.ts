// Making one variant of an image with sharp (libvips): the source at `width` pixels in `format`,
// or a share card: the photo cropped to 1200 × 630 around its focal point.
// Runs in the encoder process (server/images/encoder.ts), not the web server's.
import { readFile } from "node:fs/promises";
import sharp, { type Sharp } from "sharp";
import { shareCard, type ImageFormat } from "../../app/images/image-variants.ts";
import { NotAnImage } from "./protocol.ts";

// About 8000 × 6000: a larger "photo" in the public folder is a mistake, not something to decode.
const maxInputPixels = 50_000_000;
const input = { limitInputPixels: maxInputPixels };
// The highest density sharp accepts for drawing an SVG.
const maxSvgDensity = 100_000;

// libvips keeps recent operations and open files (up to 50 MB) for pipelines that repeat; each
// variant is made once.
sharp.cache(false);

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 encodes a 1600 px photo in well under a second; higher efforts take many times longer for a few percent.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  // JPEG has no transparency: a transparent PNG or SVG gets a white background, not black.
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }),
};

export async function encodeVariant(
  source: string,
  width: number,
  format: ImageFormat,
  card?: { x: number; y: number },
): Promise<Buffer> {
  try {
    return await encoders[format](card ? await cropped(source, card) : await decoded(source, width)).toBuffer();
  } catch (error) {
    throw error instanceof NotAnImage ? error : new NotAnImage(`${source}: ${(error as Error).message}`);
  }
}

/**
 * The photo upright, cut to the share card's shape as large as it fits, the cut placed so that
 * the focal point is as near its middle as the picture allows; then made 1200 × 630.
 */
async function cropped(source: string, focus: { x: number; y: number }): Promise<Sharp> {
  const { format } = await sharp(source, input).metadata();
  if (format !== "jpeg" && format !== "png") throw new NotAnImage(`${source} holds ${format}`);
  const { data, info } = await sharp(source, input).rotate().toBuffer({ resolveWithObject: true });
  const ratio = shareCard.width / shareCard.height;
  const [width, height] =
    info.width / info.height > ratio
      ? [Math.round(info.height * ratio), info.height]
      : [info.width, Math.round(info.width / ratio)];
  const place = (fraction: number, whole: number, part: number) =>
    Math.min(whole - part, Math.max(0, Math.round(fraction * whole - part / 2)));
  return sharp(data)
    .extract({
      left: place(focus.x / 100, info.width, width),
      top: place(focus.y / 100, info.height, height),
      width,
      height,
    })
    .resize({ width: shareCard.width, height: shareCard.height, fit: "fill" });
}

/** The source, checked to hold what its name says, at `width` pixels wide. */
async function decoded(source: string, width: number): Promise<Sharp> {
  if (/\.svg$/i.test(source)) {
    // From the bytes, not the file: librsvg then has no folder to resolve <image href> against.
    const svg = await readFile(source);
    const { format, width: own } = await sharp(svg, input).metadata();
    if (format !== "svg" || !own) throw new NotAnImage(`${source} holds ${format}`);
    // Drawn at the density that gives the width asked for (72 dpi draws the SVG at its own size).
    return sharp(svg, { ...input, density: Math.min(maxSvgDensity, (72 * width) / own) }).resize({ width });
  }
  const { format } = await sharp(source, input).metadata();
  if (format !== "jpeg" && format !== "png") throw new NotAnImage(`${source} holds ${format}`);
  // rotate(): turned upright from its EXIF orientation; metadata (EXIF, GPS) is not copied.
  return sharp(source, input).rotate().resize({ width, withoutEnlargement: true });
}
