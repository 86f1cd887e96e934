// Media library files for visitors: /media/<name> originals from storage (local folder and S3),
// and /_img/ variants made from them, with the same widths and formats as built-in images.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../app/http/log.server.ts";
import { localStorage, s3Storage, type FileStorage } from "../app/uploads/storage.server.ts";
import { listen, rawRequest, startS3, type TestS3 } from "../testing/kit.ts";
import { accessLog } from "./access-log.ts";
import { imageVariants } from "./images/variants.ts";
import { mediaFiles, mediaSource } from "./media.ts";

const banner = "claims-banner-0123456789abcdef.png";
const drawing = "logo-0123456789abcdef.svg";
const form = "claim-form-0123456789abcdef.pdf";

async function serve(storage: FileStorage, root: string) {
  const source = join(root, "source");
  writeFileSync(
    source,
    await sharp({ create: { width: 1400, height: 500, channels: 3, background: "#1565c0" } })
      .png()
      .toBuffer(),
  );
  await storage.put(`media/${banner}`, source, "image/png");
  writeFileSync(
    source,
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#c00"/></svg>`,
  );
  await storage.put(`media/${drawing}`, source, "image/svg+xml");
  writeFileSync(source, "%PDF-1.4\n%%EOF\n");
  await storage.put(`media/${form}`, source, "application/pdf");
  const cacheDir = join(root, "image-cache");
  const app = express();
  app.use(accessLog(createLogger("silent")));
  app.use(mediaFiles(storage));
  app.use(imageVariants({ publicDir: join(root, "public"), cacheDir, mediaSource: mediaSource(storage, cacheDir) }));
  return listen(app);
}

describe.each([
  ["local folder", async (root: string) => ({ storage: localStorage(join(root, "uploads")), close: async () => {} })],
  [
    "S3",
    async (root: string) => {
      const s3: TestS3 = await startS3(join(root, "s3rver"));
      return { storage: s3Storage(s3.connection), close: () => s3.close() };
    },
  ],
] as const)("media files from the %s", (_name, makeStorage) => {
  const root = mkdtempSync(join(tmpdir(), "media-serve-test-"));
  let base: string;
  let closeAll: () => Promise<void>;

  beforeAll(async () => {
    const { storage, close: closeStorage } = await makeStorage(root);
    const server = await serve(storage, root);
    base = server.base;
    closeAll = async () => {
      await server.close();
      await closeStorage();
    };
  });
  afterAll(async () => {
    await closeAll();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves an original with its type, nosniff and a year's immutable cache", async () => {
    const answer = await rawRequest(base, `/media/${banner}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(answer.body).metadata()).width).toBe(1400);
    const pdf = await rawRequest(base, `/media/${form}`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.toString("latin1")).toMatch(/^%PDF/);
  });

  it("serves an SVG under a CSP sandbox", async () => {
    const answer = await rawRequest(base, `/media/${drawing}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    expect(answer.headers["content-security-policy"]).toMatch(/^sandbox;/);
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("answers 404 for an unknown or malformed name", async () => {
    for (const path of [
      "/media/nothing-0123456789abcdef.png",
      "/media/..%2Fsecret.png",
      "/media/UPPER.png",
      "/media/x.exe",
      "/media/",
    ]) {
      expect((await rawRequest(base, path)).status, path).toBe(404);
    }
  });

  it("makes AVIF and WebP variants of an uploaded image at the layout's widths", async () => {
    const avif = await rawRequest(base, `/_img/640/avif/media/${banner}`);
    expect(avif.status).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.body.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect((await sharp(avif.body).metadata()).width).toBe(640);
    const webp = await rawRequest(base, `/_img/1280/webp/media/${banner}`);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect((await sharp(webp.body).metadata()).width).toBe(1280);
    // An SVG item is drawn at the width asked for.
    const svg = await rawRequest(base, `/_img/320/webp/media/${drawing}`);
    expect((await sharp(svg.body).metadata()).width).toBe(320);
  });

  it("refuses variants of a document, an unknown item, or a width outside the set", async () => {
    expect((await rawRequest(base, `/_img/640/avif/media/${form}`)).status).toBe(404);
    expect((await rawRequest(base, "/_img/640/avif/media/nothing-0123456789abcdef.png")).status).toBe(404);
    expect((await rawRequest(base, `/_img/641/avif/media/${banner}`)).status).toBe(404);
    expect((await rawRequest(base, `/_img/640/avif/media/sub/${banner}`)).status).toBe(404);
  });
});
