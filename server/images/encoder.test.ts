// The encoder's child process: it encodes, ends when idle, and a crash fails only what it had under way.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { imageEncoder } from "./encoder.ts";
import { NotAnImage } from "./protocol.ts";

const folder = mkdtempSync(join(tmpdir(), "image-encoder-test-"));
const photo = join(folder, "photo.png");
const notPhoto = join(folder, "text.png");

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Resolves once the process `pid` no longer exists. */
async function gone(pid: number) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe("image encoder process", () => {
  it("encodes in a child process and ends it once idle", async () => {
    writeFileSync(
      photo,
      await sharp({ create: { width: 400, height: 200, channels: 3, background: "#336699" } })
        .png()
        .toBuffer(),
    );
    const encoder = imageEncoder({ idleMs: 200 });
    const data = await encoder.encode(photo, 128, "webp");
    expect(await sharp(data).metadata()).toMatchObject({ format: "webp", width: 128, height: 64 });
    const pid = encoder.pid!;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(await gone(pid)).toBe(true);
    expect(encoder.pid).toBeUndefined();
    // The next encode starts another.
    expect((await sharp(await encoder.encode(photo, 192, "avif")).metadata()).width).toBe(192);
    expect(encoder.pid).not.toBe(pid);
    encoder.close();
  });

  it("tells a file that is not the image its name says apart from other failures", async () => {
    writeFileSync(notPhoto, "hello");
    const encoder = imageEncoder();
    await expect(encoder.encode(notPhoto, 128, "webp")).rejects.toBeInstanceOf(NotAnImage);
    encoder.close();
  });

  it("fails the encodes under way when the child dies, and starts a new one for the next", async () => {
    const encoder = imageEncoder();
    await encoder.encode(photo, 128, "jpeg");
    const pid = encoder.pid!;
    const underWay = encoder.encode(photo, 1600, "avif");
    process.kill(pid, "SIGKILL");
    const error = await underWay.then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NotAnImage);
    expect(error!.message).toMatch(/ended \(SIGKILL\)/);
    expect((await sharp(await encoder.encode(photo, 320, "webp")).metadata()).width).toBe(320);
    expect(encoder.pid).not.toBe(pid);
    encoder.close();
  });
});
