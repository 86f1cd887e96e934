// The image endpoint over a throw-away public folder holding a JPEG made here.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../app/http/log.server.ts";
import { accessLog } from "../access-log.ts";
import { imageVariants } from "./variants.ts";
import { listen, rawRequest } from "../../testing/kit.ts";
import { redAboveBlue } from "../../testing/pictures.ts";

/** A 1000 × 750 JPEG with a gradient (something worth encoding). */
function photo(width = 1000, height = 750, tint = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = tint;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A 64 × 32 drawing: a blue square on the left, the right half transparent. */
const icon =
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='32' viewBox='0 0 64 32'><rect width='32' height='32' fill='#00f'/></svg>";

/** A drawing that tries to show a PNG beside it, an absolute file and a file: address. */
const pulling =
  "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='64' height='64'>" +
  "<image href='red.png' width='32' height='32'/><image xlink:href='/demo/red.png' x='32' width='32' height='32'/>" +
  "<image href='file:///etc/hostname' y='32' width='32' height='32'/></svg>";

/** The channels of the pixel at (x, y) of raw image data. */
function pixel(data: Buffer, width: number, x: number, y: number, channels = 4): number[] {
  const offset = (y * width + x) * channels;
  return [...data.subarray(offset, offset + channels)];
}

describe("image endpoint", () => {
  const root = mkdtempSync(join(tmpdir(), "images-test-"));
  const publicDir = join(root, "public");
  // A dot folder on the way, as in the default .data/image-cache.
  const cacheDir = join(root, ".data", "image-cache");
  const encoded: string[] = [];
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(join(publicDir, "demo"), { recursive: true });
    writeFileSync(join(publicDir, "demo", "photo.jpg"), await photo());
    writeFileSync(join(publicDir, "demo", "changing.jpg"), await photo(800, 600, 0));
    writeFileSync(join(publicDir, "demo", "fake.jpg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(publicDir, "demo", "icon.svg"), icon);
    writeFileSync(
      join(publicDir, "demo", "red.png"),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } })
        .png()
        .toBuffer(),
    );
    writeFileSync(join(publicDir, "demo", "pulls.svg"), pulling);
    // Red above, blue below: where a share card is cut shows in its middle pixel.
    writeFileSync(join(publicDir, "demo", "tall.png"), await redAboveBlue(600, 1200));
    writeFileSync(join(publicDir, "demo", "photo-named.svg"), await photo(100, 100));
    writeFileSync(
      join(publicDir, "demo", "broken.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect",
    );
    writeFileSync(join(root, "secret.jpg"), await photo(100, 100));
    symlinkSync(join(root, "secret.jpg"), join(publicDir, "demo", "link.jpg"));
    const app = express();
    app.use(accessLog(createLogger("silent")));
    app.use(imageVariants({ publicDir, cacheDir, onEncoded: (file) => encoded.push(file) }));
    ({ base, close } = await listen(app));
  });

  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves AVIF, WebP and JPEG at the asked width, cacheable", async () => {
    for (const [format, type, magic] of [
      ["avif", "image/avif", (data: Buffer) => data.subarray(4, 12).toString("latin1") === "ftypavif"],
      [
        "webp",
        "image/webp",
        (data: Buffer) =>
          data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP",
      ],
      ["jpeg", "image/jpeg", (data: Buffer) => data[0] === 0xff && data[1] === 0xd8],
    ] as const) {
      const response = await rawRequest(base, `/_img/640/${format}/demo/photo.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(response.headers.etag).toBeTruthy();
      const data = response.body;
      expect(magic(data), format).toBe(true);
      const metadata = await sharp(data).metadata();
      expect([metadata.width, metadata.height]).toEqual([640, 480]);
      // Nothing of the source's metadata is copied.
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("cuts a share card of 1200 × 630 around the focal point its address names, JPEG only, photos only", async () => {
    const middle = async (address: string) => {
      const response = await rawRequest(base, address);
      expect(response.status, address).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      const { data, info } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 630]);
      return pixel(data, info.width, 600, 315, 3);
    };
    const [top, bottom] = [
      await middle("/_img/card-50-0/jpeg/demo/tall.png"),
      await middle("/_img/card-50-100/jpeg/demo/tall.png"),
    ];
    expect(top[0]! > 200 && top[2]! < 60, `${top}`).toBe(true);
    expect(bottom[2]! > 200 && bottom[0]! < 60, `${bottom}`).toBe(true);
    for (const refused of [
      "/_img/card-55-50/jpeg/demo/tall.png",
      "/_img/card-050-50/jpeg/demo/tall.png",
      "/_img/card-110-50/jpeg/demo/tall.png",
      "/_img/card-50-50/webp/demo/tall.png",
      "/_img/card-50-50/jpeg/demo/icon.svg",
      "/_img/card-50/jpeg/demo/tall.png",
    ])
      expect((await rawRequest(base, refused)).status, refused).toBe(404);
  });

  it("never enlarges: a width above the source's gives the source's width", async () => {
    const data = (await rawRequest(base, "/_img/1600/webp/demo/photo.jpg")).body;
    expect((await sharp(data).metadata()).width).toBe(1000);
  });

  it("draws an SVG at the asked width, even above its own, transparent where it is", async () => {
    const response = await rawRequest(base, "/_img/192/webp/demo/icon.svg");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    const { data, info } = await sharp(response.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([192, 96]);
    // Left half: the blue square; right half: nothing.
    expect(pixel(data, info.width, 48, 48)).toEqual([0, 0, 255, 255]);
    expect(pixel(data, info.width, 144, 48)[3]).toBe(0);

    const jpeg = await sharp((await rawRequest(base, "/_img/128/jpeg/demo/icon.svg")).body)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([jpeg.info.width, jpeg.info.height]).toEqual([128, 64]);
    expect(pixel(jpeg.data, 128, 96, 32, 3).every((channel) => channel > 245)).toBe(true);
  });

  it("draws an SVG from its bytes alone: an <image> naming another file stays empty", async () => {
    const response = await rawRequest(base, "/_img/128/webp/demo/pulls.svg");
    expect(response.status).toBe(200);
    const { data, info } = await sharp(response.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(128);
    for (const [x, y] of [
      [32, 32],
      [96, 32],
      [32, 96],
    ] as const)
      expect(pixel(data, info.width, x, y)[3], `${x},${y}`).toBe(0);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await rawRequest(base, "/_img/320/webp/demo/photo.jpg");
    const again = await rawRequest(base, "/_img/320/webp/demo/photo.jpg", {
      headers: { "If-None-Match": String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("encodes a variant once: later and simultaneous requests use the cached file", async () => {
    const path = "/_img/480/avif/demo/photo.jpg";
    const before = encoded.length;
    const responses = await Promise.all([1, 2, 3, 4].map(() => rawRequest(base, path)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.toString("base64"))).size).toBe(1);
    expect(encoded.length).toBe(before + 1);
    const file = encoded.at(-1)!;
    const mtime = statSync(file).mtimeMs;

    expect((await rawRequest(base, path)).status).toBe(200);
    expect(encoded.length).toBe(before + 1);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });

  it("makes new variants when the source changes, and drops the old ones", async () => {
    const path = "/_img/320/jpeg/demo/changing.jpg";
    const first = await rawRequest(base, path);
    const blueBefore = (await sharp(first.body).stats()).channels[2]!.mean;
    const oldFile = encoded.at(-1)!;

    writeFileSync(join(publicDir, "demo", "changing.jpg"), await photo(800, 600, 255));
    const second = await rawRequest(base, path);
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const blueAfter = (await sharp(second.body).stats()).channels[2]!.mean;
    expect(blueAfter).toBeGreaterThan(blueBefore + 100);
    expect(encoded.at(-1)).not.toBe(oldFile);
    expect(readdirSync(join(oldFile, ".."))).toEqual([encoded.at(-1)!.split("/").at(-1)]);
  });

  it("keeps the variants of a file copied again unchanged (a new build's copy of public/)", async () => {
    const path = "/_img/320/webp/demo/photo.jpg";
    expect((await rawRequest(base, path)).status).toBe(200);
    const before = encoded.length;
    const source = join(publicDir, "demo", "photo.jpg");
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    expect((await rawRequest(base, path)).status).toBe(200);
    expect(encoded.length).toBe(before);
  });

  it("serves only the fixed widths and formats", async () => {
    for (const path of [
      "/_img/641/avif/demo/photo.jpg",
      "/_img/10000/avif/demo/photo.jpg",
      "/_img/0640/avif/demo/photo.jpg",
      "/_img/640.0/avif/demo/photo.jpg",
      "/_img/640/gif/demo/photo.jpg",
      "/_img/640/AVIF/demo/photo.jpg",
      "/_img/640/avif",
    ]) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^text\/plain/);
    }
  });

  it("refuses anything outside the public folder or not a JPEG, PNG or SVG, without a stack trace", async () => {
    const cases: [string, number][] = [
      ["/_img/640/avif/..%2f..%2fetc/passwd", 404],
      ["/_img/640/avif/..%2fsecret.jpg", 404],
      ["/_img/640/avif/demo/..%2f..%2fsecret.jpg", 404],
      ["/_img/640/avif/%2e%2e/secret.jpg", 404],
      ["/_img/640/avif/demo%5c..%5c..%5csecret.jpg", 404],
      ["/_img/640/avif/demo/link.jpg", 404],
      ["/_img/640/avif/demo/missing.jpg", 404],
      ["/_img/640/avif/demo/photo-named.svg", 404],
      ["/_img/640/avif/demo/broken.svg", 404],
      ["/_img/640/avif/demo/fake.jpg", 404],
      ["/_img/640/avif/demo/photo.jpg%00.png", 404],
      ["/_img/640/avif/demo/%E0%A4%A.jpg", 400],
    ];
    for (const [path, status] of cases) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(status);
      expect(response.body.toString(), path).not.toMatch(/Error|at |node:|\//);
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  it("limits the encodes under way and sends those beyond the queue to the original, uncached", async () => {
    const app = express();
    app.use(accessLog(createLogger("silent")));
    app.use(
      imageVariants({ publicDir, cacheDir: join(root, "busy-cache"), maxConcurrentEncodes: 1, maxQueuedEncodes: 1 }),
    );
    const server = await listen(app);
    try {
      const answers = await Promise.all(
        [960, 640, 480, 320].map((width) => rawRequest(server.base, `/_img/${width}/avif/demo/photo.jpg`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses.filter((status) => status === 307).length).toBeGreaterThanOrEqual(1);
      const redirected = answers.find((answer) => answer.status === 307)!;
      expect(redirected.headers.location).toBe("/demo/photo.jpg");
      expect(redirected.headers["cache-control"]).toBe("no-store");
    } finally {
      await server.close();
    }
  });
});
