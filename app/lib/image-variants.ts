// Addresses of the resized, re-encoded copies of a content image that the server's image
// endpoint makes (server/images.ts, docs/decisions/0010-responsive-images.md):
//   /_img/<width>/<format>/<path of the image under public/>
// Shared by the server (which widths and formats it serves) and the pages (srcset).

/**
 * The widths the endpoint serves; any other width is a 404, so variants stay bounded. 800 is
 * there for the mid-range phones most visitors use (360–412 CSS px at 1.75–2 device pixels
 * per CSS pixel need 630–824 px): without it they fetched the 960 px variant.
 */
export const imageWidths = [320, 480, 640, 800, 960, 1280, 1600] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageMimeTypes: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

export const imagePathPrefix = "/_img";

/** A JPEG or PNG served from this site's own public files: the only images the endpoint resizes. */
export function isLocalRaster(src: string): boolean {
  return src.startsWith("/") && !src.startsWith("//") && !src.includes("\\") && /\.(jpe?g|png)$/i.test(src);
}

/** The address of one variant. Spaces and commas would end a srcset candidate: they are escaped. */
export function variantUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  return `${imagePathPrefix}/${width}/${format}${src.replace(/[\s,]/g, encodeURIComponent)}`;
}

/**
 * The widths worth offering for an image `intrinsicWidth` pixels wide, each with the width the
 * endpoint will really deliver: every width of the set below it, then the next one, which the
 * endpoint caps at the image's own width (it never enlarges). An image wider than the largest
 * width offers them all.
 */
export function variantWidths(intrinsicWidth: number): { width: ImageWidth; actual: number }[] {
  const widths: { width: ImageWidth; actual: number }[] = [];
  if (!Number.isFinite(intrinsicWidth) || intrinsicWidth < 1) return widths;
  const own = Math.round(intrinsicWidth);
  for (const width of imageWidths) {
    widths.push({ width, actual: Math.min(width, own) });
    if (width >= own) break;
  }
  return widths;
}

/** A srcset of one format; its `w` descriptors never exceed the image's own width. */
export function variantSrcSet(src: string, intrinsicWidth: number, format: ImageFormat): string {
  return variantWidths(intrinsicWidth)
    .map(({ width, actual }) => `${variantUrl(src, width, format)} ${actual}w`)
    .join(", ");
}

/** The variants of one format as images with their sizes (for components that take a list, such as the photo viewer). */
export function variantImages(src: string, intrinsicWidth: number, intrinsicHeight: number, format: ImageFormat) {
  return variantWidths(intrinsicWidth).map(({ width, actual }) => ({
    src: variantUrl(src, width, format),
    width: actual,
    height: Math.round((actual * intrinsicHeight) / intrinsicWidth),
  }));
}
