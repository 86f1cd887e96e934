// The demo content's images move into the media library (docs/decisions/0026-media-library.md).
// The demo content (./content/) names its images by their files under public/demo/; the seed
// turns each such image into a media item and each reference into the item's /media/ path:
// - The item's name is made from the file: "<its name>-<16 hex digits of its SHA-256>.<ext>", so
//   seeding again (or a snapshot, or another instance) names the same item the same way.
// - Its alt texts come from the record that uses it (the nearest `alt`, `title`, `position`, …
//   beside the reference, in English and in Khmer), else a description of the file's name.
// - Its bytes are copied into the configured storage by `storeDemoMedia`, which the server runs
//   at every start (server/index.ts): a database seeded anywhere (the build's snapshot, `npm run
//   db:seed` on PostgreSQL) gets its files in whatever storage this instance uses, and an item an
//   editor deleted is not brought back (only items that have a row are copied).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Queryable } from "../client.ts";
import { mediaPath, mediaStorageKey } from "../../app/uploads/media.ts";
import type { FileStorage } from "../../app/uploads/storage.server.ts";
import type { Lang } from "./types.ts";

const publicDir = new URL("../../public/", import.meta.url);
const demoImage = /^\/demo\/[a-z0-9/_-]+\.(?:jpe?g|png|svg)$/i;
const mimeTypes: Record<string, string> = { jpg: "image/jpeg", png: "image/png", svg: "image/svg+xml" };

export interface DemoMedia {
  /** The reference in the demo content, e.g. /demo/service/claims.svg. */
  src: string;
  name: string;
  file: string;
  mimeType: string;
  byteSize: number;
  width: number;
  height: number;
  altEn: string;
  altKm: string;
}

/** Fields whose value describes an image beside them, best first. */
const describing = ["alt", "title", "position", "name", "company_name", "question"];

/** Calls `found` with every demo image reference in `value` and the best description near it. */
function walk(
  value: unknown,
  found: (src: string, description: string | null) => void,
  near: string | null = null,
): void {
  if (typeof value === "string") {
    if (demoImage.test(value)) found(value, near);
    return;
  }
  if (Array.isArray(value)) {
    for (const entry of value) walk(entry, found, near);
    return;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = describing
      .map((key) => record[key])
      .find((text): text is string => typeof text === "string" && text.trim() !== "" && !demoImage.test(text));
    for (const entry of Object.values(record)) walk(entry, found, own ?? near);
  }
}

/** "hero-careers.svg" → "Hero careers"; the Khmer fallback says it is an illustration of the site. */
function describeFile(src: string): { en: string; km: string } {
  const stem = src
    .slice(src.lastIndexOf("/") + 1)
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return { en: `${stem.charAt(0).toUpperCase()}${stem.slice(1)}`, km: "រូបភាពគំនូរនៃគេហទំព័រ" };
}

/** The media items of the demo content's images. `content` is the seed's per-language content, `shared` its rows without a language. */
export async function demoMedia(content: Record<Lang, unknown>, shared: unknown): Promise<DemoMedia[]> {
  const alts = new Map<string, { en: string | null; km: string | null }>();
  const note = (lang: Lang | null) => (src: string, description: string | null) => {
    const entry = alts.get(src) ?? { en: null, km: null };
    if (lang) entry[lang] ??= description;
    else entry.en ??= description;
    alts.set(src, entry);
  };
  walk(content.en, note("en"));
  walk(content.km, note("km"));
  walk(shared, note(null));

  const items: DemoMedia[] = [];
  for (const [src, alt] of alts) {
    const file = fileURLToPath(new URL(src.slice(1), publicDir));
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // A reference to no file stays as it is.
    }
    const extension = src
      .slice(src.lastIndexOf(".") + 1)
      .toLowerCase()
      .replace("jpeg", "jpg");
    const stem = src
      .slice(src.lastIndexOf("/") + 1)
      .replace(/\.[^.]+$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const meta = await sharp(bytes).metadata();
    const fallback = describeFile(src);
    items.push({
      src,
      name: `${stem}-${hash}.${extension}`,
      file,
      mimeType: mimeTypes[extension]!,
      byteSize: bytes.length,
      width: meta.width ?? 1,
      height: meta.height ?? 1,
      altEn: (alt.en ?? fallback.en).slice(0, 300),
      altKm: (alt.km ?? fallback.km).slice(0, 300),
    });
  }
  return items;
}

/** `value` with every demo image reference replaced by its item's /media/ path. */
export function withMediaPaths<T>(value: T, items: readonly DemoMedia[]): T {
  const paths = new Map(items.map((item) => [item.src, mediaPath(item.name)]));
  const replace = (entry: unknown): unknown => {
    if (typeof entry === "string") return paths.get(entry) ?? entry;
    if (Array.isArray(entry)) return entry.map(replace);
    if (entry && typeof entry === "object")
      return Object.fromEntries(Object.entries(entry).map(([key, inner]) => [key, replace(inner)]));
    return entry;
  };
  return replace(value) as T;
}

/** Inserts the items' rows; an existing row (alt texts an editor changed) is left as it is. */
export async function insertDemoMedia(db: Queryable, items: readonly DemoMedia[]): Promise<number> {
  for (const item of items) {
    await db.query(
      `insert into media (name, original_name, kind, mime_type, byte_size, width, height, alt_en, alt_km)
       values ($1, $2, 'image', $3, $4, $5, $6, $7, $8) on conflict (name) do nothing`,
      [
        item.name,
        item.src.slice(item.src.lastIndexOf("/") + 1),
        item.mimeType,
        item.byteSize,
        item.width,
        item.height,
        item.altEn,
        item.altKm,
      ],
    );
  }
  return items.length;
}

/**
 * Copies into `storage` the file of every demo item that has a row and is not stored yet.
 * Returns how many were copied.
 */
export async function storeDemoMedia(
  db: Queryable,
  storage: FileStorage,
  items: readonly DemoMedia[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db.query<{ name: string }>("select name from media where name = any($1)", [
    items.map((item) => item.name),
  ]);
  const present = new Set(rows.map((row) => row.name));
  let copied = 0;
  for (const item of items) {
    if (!present.has(item.name)) continue;
    const stored = await storage.open(mediaStorageKey(item.name), { start: 0, end: 0 });
    if (stored) {
      await stored.body.cancel();
      continue;
    }
    await storage.put(mediaStorageKey(item.name), item.file, item.mimeType);
    copied += 1;
  }
  return copied;
}

/** The demo content as the seed writes it: image references turned into /media/ paths (tests compare pages and reads with it). */
export async function seededDemoContent() {
  const { demoContent, demoSharedContent } = await import("./content/index.ts");
  const items = await demoMedia(demoContent, demoSharedContent);
  return {
    demoContent: withMediaPaths(demoContent, items),
    demoSharedContent: withMediaPaths(demoSharedContent, items),
  };
}
