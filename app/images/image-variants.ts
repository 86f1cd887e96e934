// Addresses of the resized, re-encoded copies of a content image that the server's image
// endpoint makes from the site's own JPEG, PNG and SVG files (server/images/variants.ts,
// docs/decisions/0010-responsive-images.md):
//   /_img/<width>/<format>/<path of the image under public/>
// Shared by the server (which widths and formats it serves) and the pages (srcset).
// Media library items (/media/<name>, docs/decisions/0026-media-library.md) are sources too:
//   /_img/<width>/<format>/media/<name>

/**
 * The widths the endpoint serves; any other width is a 404, so variants stay bounded. 800 is
 * there for the mid-range phones most visitors use (360–412 CSS px at 1.75–2 device pixels
 * per CSS pixel need 630–824 px): without it they fetched the 960 px variant. 128 and 192 are
 * for icons and avatars of 40–64 CSS px on screens of 2 and 3 device pixels per CSS pixel.
 */
export const imageWidths = [128, 192, 320, 480, 640, 800, 960, 1280, 1600] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export const imagePathPrefix = "/_img";

/** A JPEG, PNG, WebP or SVG file of this site's own (public files, media library items): the only images the endpoint re-encodes. */
export function isLocalImage(src: string): boolean {
  return src.startsWith("/") && !src.startsWith("//") && !src.includes("\\") && /\.(jpe?g|png|webp|svg)$/i.test(src);
}

/** An SVG: drawn by the endpoint at any width, where a photo is only ever made smaller. */
export function isVector(src: string): boolean {
  return /\.svg$/i.test(src);
}

// A vector image is drawn up to three times the width it is shown at, for 3× screens.
const vectorDensity = 3;

/** The address of one variant. Spaces and commas would end a srcset candidate: they are escaped. */
export function variantUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  return `${imagePathPrefix}/${width}/${format}${src.replace(/[\s,]/g, encodeURIComponent)}`;
}

/**
 * The widths worth offering for the image `src`, each with the width the endpoint will really
 * deliver. `width` is a photo's own width in pixels, or the width a vector image is shown at.
 * - A photo: every width of the set below its own, then the next one, which the endpoint caps
 *   at the photo's own width (it never enlarges). A photo wider than the largest width offers them all.
 * - A vector image: every width up to the first that covers three times the shown width.
 */
export function variantWidths(src: string, width: number): { width: ImageWidth; actual: number }[] {
  const widths: { width: ImageWidth; actual: number }[] = [];
  if (!Number.isFinite(width) || width < 1) return widths;
  const vector = isVector(src);
  const own = Math.round(width);
  const enough = vector ? own * vectorDensity : own;
  for (const candidate of imageWidths) {
    widths.push({ width: candidate, actual: vector ? candidate : Math.min(candidate, own) });
    if (candidate >= enough) break;
  }
  return widths;
}

/** A srcset of one format; a photo's `w` descriptors never exceed its own width. */
export function variantSrcSet(src: string, width: number, format: ImageFormat): string {
  return variantWidths(src, width)
    .map(({ width, actual }) => `${variantUrl(src, width, format)} ${actual}w`)
    .join(", ");
}

/** The variants of one format as images with their sizes (for components that take a list, such as the photo viewer). */
export function variantImages(src: string, width: number, height: number, format: ImageFormat) {
  return variantWidths(src, width).map((variant) => ({
    src: variantUrl(src, variant.width, format),
    width: variant.actual,
    height: Math.round((variant.actual * height) / width),
  }));
}

/**
 * The share card (a link preview's picture, Open Graph's 1.91:1): an own photo cropped to
 * 1200 × 630 around its focal point, as JPEG, which every chat app and network reads:
 *   /_img/card-<x>-<y>/jpeg/<path>   (x, y: the focal point in % from the top left, by tens)
 * The focal point is rounded to tens of percent, so an image has at most 121 cards.
 */
export const shareCard = { width: 1200, height: 630, step: 10 } as const;

const cardStep = (percent: number) =>
  Math.min(100, Math.max(0, Math.round((Number.isFinite(percent) ? percent : 50) / shareCard.step) * shareCard.step));

/** The share card of an own photo, cropped around `focus` (percentages; none: the middle). */
export function shareCardUrl(src: string, focus?: { x: number; y: number }): string {
  return `${imagePathPrefix}/card-${cardStep(focus?.x ?? 50)}-${cardStep(focus?.y ?? 50)}/jpeg${src.replace(/[\s,]/g, encodeURIComponent)}`;
}

/** The focal point of a share card's address segment ("card-50-90"), or null when it is not one the endpoint serves. */
export function cardFocusOf(segment: string): { x: number; y: number } | null {
  const match = /^card-(\d{1,3})-(\d{1,3})$/.exec(segment);
  if (!match) return null;
  const [x, y] = [Number(match[1]), Number(match[2])];
  const served = (value: number) => value <= 100 && value % shareCard.step === 0;
  // "card-050-90" is refused: one address per card.
  return served(x) && served(y) && `card-${x}-${y}` === segment ? { x, y } : null;
}
