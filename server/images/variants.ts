// The image endpoint: resized copies of the site's own JPEG, PNG, WebP and SVG files in modern formats,
//   GET /_img/<width>/<format>/<path under the public folder>
// e.g. /_img/640/avif/demo/about/photo-fire-drill.jpg (addresses: app/images/image-variants.ts,
// reasons: docs/decisions/0010-responsive-images.md).
// - Only the widths of `imageWidths` and the formats avif, webp, jpeg; anything else is a 404,
//   so nobody can make the server encode an unbounded number of variants.
// - The source must be a .jpg, .jpeg, .png, .webp or .svg file inside the public folder (no dot
//   segments, no way out through "..", encoded slashes or symbolic links). A photo is never
//   enlarged; an SVG is drawn at the width asked for (one document fewer for the browser to
//   build on its main thread per image), from its bytes alone, so it can load no other file.
// - Each variant is encoded once with sharp, in a child process (server/images/encoder.ts),
//   written to the cache folder under a temporary name and renamed, then served from there
//   (ETag, 304). The cache file's name holds a hash of the source's content (computed again
//   only when its size or modification time moves): a changed source gets new variants and the
//   old ones are removed, while a new build's copy of an unchanged file keeps its variants.
// - Requests for a variant being encoded wait for that encode; at most `maxConcurrentEncodes`
//   encodes run at once and at most `maxQueuedEncodes` wait; beyond that, the request is sent
//   to the original file for now (307, not cached).
// - Media library items are sources too: /_img/<width>/<format>/media/<name> reads the item
//   through `mediaSource` (server/media.ts: the storage's local file, or a cached copy of the S3
//   object), so an uploaded banner gets the same variants as a built-in image.
// Bad requests get a short plain 404 (400 for a malformed percent-encoding); nothing here
// answers with a stack trace.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, realpath, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import express from "express";
import {
  cardFocusOf,
  shareCard,
  imageFormats,
  imageMimeTypes,
  imagePathPrefix,
  imageWidths,
  type ImageFormat,
} from "../../app/images/image-variants.ts";
import { imageEncoder } from "./encoder.ts";
import { NotAnImage } from "./protocol.ts";
import type { MediaSourceFile } from "../media.ts";

export interface ImageVariantsOptions {
  /** The folder whose .jpg, .jpeg, .png and .svg files may be re-encoded (build/client, or public/ in development). */
  publicDir: string;
  /** Where the variants are kept; created when needed, safe to delete at any time. */
  cacheDir: string;
  /** Encodes running at once (each also uses libvips' threads). */
  maxConcurrentEncodes?: number;
  /** Encodes allowed to wait for their turn; more are sent to the original file. */
  maxQueuedEncodes?: number;
  /** Media library items by name (server/media.ts mediaSource); without it /_img/…/media/… is a 404. */
  mediaSource?: (name: string) => Promise<MediaSourceFile | null>;
  /** Called after each variant is encoded and stored (tests count encodes with it). */
  onEncoded?: (file: string) => void;
}

// The address names no version of the source, so a replaced image must reach visitors within a
// day: browsers and CDNs keep a variant a day, and may serve it a week longer while they check.
const cacheControl = "public, max-age=86400, stale-while-revalidate=604800";

class Busy extends Error {}

/** A variant as its address asks for it: a width in a format, or a share card around a point. */
interface Asked {
  width: number;
  format: ImageFormat;
  card?: { x: number; y: number };
}

export function imageVariants({
  publicDir,
  cacheDir,
  maxConcurrentEncodes = 2,
  maxQueuedEncodes = 64,
  mediaSource,
  onEncoded,
}: ImageVariantsOptions): express.Router {
  const encoder = imageEncoder();
  const root = resolve(publicDir);
  const cache = resolve(cacheDir);
  const inFlight = new Map<string, Promise<void>>();
  // Per source file: the size and modification time its content hash was computed for.
  const versions = new Map<string, { stamp: string; hash: string }>();
  const limit = limiter(maxConcurrentEncodes, maxQueuedEncodes);

  /** The source file for the path segments of the address, or null when there is none to resize. */
  async function sourceFile(segments: string[]) {
    const safe =
      segments.length > 0 && segments.every((part) => part !== "" && !part.startsWith(".") && !/[/\\\0]/.test(part));
    const relative = segments.join("/");
    if (!safe) return null;
    if (segments[0] === "media") {
      const media = segments.length === 2 && mediaSource ? await mediaSource(segments[1]!) : null;
      return media && /\.(jpg|png|webp|svg)$/.test(relative) ? { ...media, relative } : null;
    }
    if (!/\.(jpe?g|png|webp|svg)$/i.test(relative)) return null;
    const file = resolve(root, relative);
    if (!file.startsWith(root + sep)) return null;
    try {
      // A symbolic link inside the folder must not lead out of it.
      const [real, base] = await Promise.all([realpath(file), realpath(root)]);
      if (!real.startsWith(base + sep)) return null;
      const stats = await stat(real);
      return stats.isFile() ? { file: real, relative, size: stats.size, mtime: Math.trunc(stats.mtimeMs) } : null;
    } catch {
      return null;
    }
  }

  /** A short hash of the file's content, read again only when its size or modification time changes. */
  async function versionOf(file: string, size: number, mtime: number): Promise<string> {
    const stamp = `${size}-${mtime}`;
    const known = versions.get(file);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash("sha256");
    await pipeline(createReadStream(file), hash);
    const version = hash.digest("hex").slice(0, 20);
    versions.set(file, { stamp, hash: version });
    return version;
  }

  async function encode(source: string, target: string, asked: Asked, version: string) {
    if (await exists(target)) return; // finished by a request that came just before
    const data = await encoder.encode(source, asked.width, asked.format, asked.card);
    const dir = join(target, "..");
    await mkdir(dir, { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    onEncoded?.(target);
    // Variants of an earlier version of the source are never asked for again.
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.startsWith(`${version}-`) && !name.endsWith(".tmp")) await unlink(join(dir, name)).catch(() => {});
    }
  }

  function variant(source: string, target: string, asked: Asked, version: string): Promise<void> {
    let pending = inFlight.get(target);
    if (!pending) {
      pending = limit(() => encode(source, target, asked, version)).finally(() => inFlight.delete(target));
      inFlight.set(target, pending);
    }
    return pending;
  }

  const router = express.Router();
  router.get(`${imagePathPrefix}/:width/:format/*source`, async (req, res) => {
    // A share card (image-variants.ts shareCardUrl): JPEG, of a photo only.
    const card = cardFocusOf(req.params.width) ?? undefined;
    const width = card ? shareCard.width : Number(req.params.width);
    const format = req.params.format as ImageFormat;
    if (
      card
        ? format !== "jpeg"
        : String(width) !== req.params.width ||
          !(imageWidths as readonly number[]).includes(width) ||
          !imageFormats.includes(format)
    ) {
      return refuse(res, 404);
    }
    const source = await sourceFile(([] as string[]).concat(req.params.source));
    if (!source || (card && /\.svg$/i.test(source.relative))) return refuse(res, 404);

    const key = createHash("sha256").update(source.relative).digest("hex").slice(0, 32);
    try {
      const version = await versionOf(source.file, source.size, source.mtime);
      const target = join(cache, key, `${version}-${card ? `card-${card.x}-${card.y}` : width}.${format}`);
      if (!(await exists(target))) await variant(source.file, target, { width, format, card }, version);
      send(res, target, format);
    } catch (error) {
      if (error instanceof NotAnImage) {
        req.log.warn({ err: error }, "image variant refused");
        return refuse(res, 404);
      }
      // The original instead of no image: a browser does not retry an image that failed.
      if (error instanceof Busy)
        return res
          .set("Cache-Control", "no-store")
          .redirect(307, `/${source.relative.split("/").map(encodeURIComponent).join("/")}`);
      // Removed between the look-up and the read.
      if ((error as { code?: string }).code === "ENOENT") return refuse(res, 404);
      req.log.error({ err: error }, "image variant failed");
      return refuse(res, 500);
    }
  });
  // Any other address under /_img (another method, a missing part) is not a page either.
  router.use(imagePathPrefix, (_req, res) => refuse(res, 404));
  // A malformed percent-encoding in an image address: a plain 400, not the app's error page.
  router.use(
    imagePathPrefix,
    (error: { status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (res.headersSent) return next(error);
      refuse(res, error.status === 400 ? 400 : 500);
    },
  );
  return router;
}

function send(res: express.Response, file: string, format: ImageFormat) {
  res.setHeader("Content-Type", imageMimeTypes[format]);
  res.setHeader("Cache-Control", cacheControl);
  // send's weak ETag (size and time of the cache file) and its 304s; the cache folder may sit under a dot folder.
  res.sendFile(file, { cacheControl: false, dotfiles: "allow" }, (error?: Error & { code?: string }) => {
    if (!error || res.headersSent || error.code === "ECONNABORTED") return;
    refuse(res, 404);
  });
}

function refuse(res: express.Response, status: 400 | 404 | 500) {
  const text = { 400: "Bad request", 404: "Not found", 500: "Internal server error" }[status];
  res.removeHeader("Content-Type");
  res.status(status).type("text/plain").set("Cache-Control", "no-store").send(text);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Runs at most `max` tasks at once; at most `maxWaiting` wait for a turn, more are refused (Busy). */
function limiter(max: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    else if (waiting.length >= maxWaiting) throw new Busy();
    // The slot is handed over by the task that ends (see below): `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
