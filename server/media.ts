// The media library's files for visitors (docs/decisions/0026-media-library.md):
//   GET /media/<name>   the original, from the configured storage
// and the media source of the image endpoint (/_img/<width>/<format>/media/<name>).
// Names are generated and never reused (app/uploads/media.ts), so an answer is cached for a year
// as immutable. Every answer has nosniff (server/security-headers.ts); an SVG also gets a CSP
// sandbox, so a drawing opened on its own runs nothing even if its sanitising missed something.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import express from "express";
import { mediaNamePattern, mediaStorageKey } from "../app/uploads/media.ts";
import type { FileStorage } from "../app/uploads/storage.server.ts";

const types: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1);

export function mediaFiles(storage: FileStorage): express.Router {
  const router = express.Router();
  router.get("/media/:name", async (req, res, next) => {
    const { name } = req.params;
    if (!mediaNamePattern.test(name)) return notFound(res);
    try {
      const stored = await storage.open(mediaStorageKey(name));
      if (!stored) return notFound(res);
      const extension = extensionOf(name);
      res.setHeader("Content-Type", types[extension]!);
      res.setHeader("Content-Length", String(stored.size));
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (extension === "svg")
        res.setHeader(
          "Content-Security-Policy",
          "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        );
      // A Word document is saved, not shown; a PDF opens in the browser's viewer.
      if (extension === "docx") res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      await pipeline(Readable.fromWeb(stored.body as NodeWebStream<Uint8Array>), res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      next(error);
    }
  });
  router.use("/media", (_req, res) => notFound(res));
  return router;
}

function notFound(res: express.Response) {
  res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
}

export interface MediaSourceFile {
  file: string;
  size: number;
  mtime: number;
}

/**
 * Where the image endpoint reads an item from: the local storage's own file, or (S3) a copy in
 * `cacheDir`, fetched once (names are immutable). Null when the item is not in storage.
 */
export function mediaSource(storage: FileStorage, cacheDir: string): (name: string) => Promise<MediaSourceFile | null> {
  const copies = join(cacheDir, "media-originals");
  const fetching = new Map<string, Promise<boolean>>();

  async function fileOf(file: string): Promise<MediaSourceFile | null> {
    try {
      const stats = await stat(file);
      return stats.isFile() ? { file, size: stats.size, mtime: Math.trunc(stats.mtimeMs) } : null;
    } catch {
      return null;
    }
  }

  async function copy(name: string, target: string): Promise<boolean> {
    const stored = await storage.open(mediaStorageKey(name));
    if (!stored) return false;
    await mkdir(copies, { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Readable.fromWeb(stored.body as NodeWebStream<Uint8Array>), createWriteStream(temporary));
      await rename(temporary, target);
      return true;
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  return async (name) => {
    if (!mediaNamePattern.test(name)) return null;
    const local = storage.localPath(mediaStorageKey(name));
    if (local) return fileOf(local);
    const target = join(copies, name);
    const cached = await fileOf(target);
    if (cached) return cached;
    let pending = fetching.get(name);
    if (!pending) {
      pending = copy(name, target).finally(() => fetching.delete(name));
      fetching.set(name, pending);
    }
    return (await pending) ? fileOf(target) : null;
  };
}
