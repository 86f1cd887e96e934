// The media library's shared vocabulary (client-safe): what an item is, the public path content
// uses to refer to one, and the limits of an upload (docs/decisions/0026-media-library.md).

export type MediaKind = "image" | "document";

export interface MediaItem {
  id: string;
  /** The generated file name, e.g. "claims-banner-3f9a2c71d0e4b8a6.png": never reused. */
  name: string;
  originalName: string;
  kind: MediaKind;
  mimeType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  altEn: string;
  altKm: string;
  /** The point every crop keeps in view, as fractions of the width and height from the top left; null: the middle. */
  focus: { x: number; y: number } | null;
  createdBy: string | null;
  createdAt: string;
}

/** Where content refers to an item, and where visitors get its original: /media/<name>. */
const mediaPathPrefix = "/media/";

/** Generated names: a slug of the original name, a random part, and the extension of the checked type. */
export const mediaNamePattern = /^[a-z0-9-]{1,80}\.(?:jpg|png|webp|svg|pdf|docx)$/;

export function mediaPath(name: string): string {
  return `${mediaPathPrefix}${name}`;
}

/** The item name of a /media/<name> path, or null for any other src. */
export function mediaNameOf(src: string | null | undefined): string | null {
  if (!src?.startsWith(mediaPathPrefix)) return null;
  const name = src.slice(mediaPathPrefix.length);
  return mediaNamePattern.test(name) ? name : null;
}

/** The storage key of an item (the same FileStorage as the complaint uploads, under media/). */
export function mediaStorageKey(name: string): string {
  return `media/${name}`;
}

/** Largest upload of each kind, in bytes. */
export const mediaLimits = {
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 20 * 1024 * 1024,
  /** A raster image larger than this many pixels is refused (a decompression bomb). */
  imagePixels: 50_000_000,
  altChars: 300,
} as const;

/** What the file input accepts (a hint for the browser: the server checks the bytes). */
export const mediaAccept: Record<MediaKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/svg+xml,.jpg,.jpeg,.png,.webp,.svg",
  document: "application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx",
};
