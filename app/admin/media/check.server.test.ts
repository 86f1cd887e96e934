// The media library's content checks: each accepted type, hostile SVG, renamed programs, sizes.
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkMediaFile, sanitiseSvg } from "./check.server.ts";
import { mediaLimits } from "../../uploads/media.ts";

const fixtures = new URL("../../uploads/fixtures/", import.meta.url).pathname;

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), "media-check-test-"));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function copy(fixture: string, as: string) {
  const path = join(tmp, as);
  await copyFile(join(fixtures, fixture), path);
  return path;
}

const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css); .a { fill: url(https://evil.example/p.svg#p) }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a5"/></linearGradient></defs>
  <rect width="120" height="60" fill="url(#g)" onclick="alert(3)" style="fill: url(http://evil.example/x)"/>
  <image href="https://evil.example/tracker.png" width="10" height="10"/>
  <image xlink:href="https://evil.example/tracker2.png" width="10" height="10"/>
  <a href="javascript:alert(4)"><text x="5" y="30">Tonle</text></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
</svg>`;

describe("checkMediaFile", () => {
  it.each([
    ["receipt.jpg", "image", "jpg", "image/jpeg"],
    ["photo.png", "image", "png", "image/png"],
    ["letter.pdf", "document", "pdf", "application/pdf"],
    ["statement.docx", "document", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts %s as a %s (%s)", async (fixture, kind, extension, mime) => {
    const result = await checkMediaFile(await copy(fixture, `accept-${fixture}`));
    expect(result).toMatchObject({ ok: true, media: { kind, extension, mime } });
    if (result.ok && kind === "image") expect(result.media.width).toBeGreaterThan(0);
  });

  it("accepts a WebP image with its size", async () => {
    const path = join(tmp, "banner.webp");
    await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0a5" } })
      .webp()
      .toFile(path);
    expect(await checkMediaFile(path)).toEqual({
      ok: true,
      media: {
        kind: "image",
        extension: "webp",
        mime: "image/webp",
        size: expect.any(Number),
        width: 300,
        height: 100,
      },
    });
  });

  it("accepts a harmless SVG with its size", async () => {
    const path = join(tmp, "icon.svg");
    await writeFile(
      path,
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><circle cx="16" cy="16" r="10" fill="#c00"/></svg>`,
    );
    expect(await checkMediaFile(path)).toMatchObject({
      ok: true,
      media: { kind: "image", extension: "svg", mime: "image/svg+xml", width: 64, height: 32 },
    });
  });

  it("stores a hostile SVG only once its scripts, handlers and outside references are gone", async () => {
    const path = join(tmp, "hostile.svg");
    await writeFile(path, hostileSvg);
    const result = await checkMediaFile(path);
    expect(result).toMatchObject({ ok: true, media: { extension: "svg", width: 120, height: 60 } });
    const stored = await readFile(path, "utf8");
    expect(stored).not.toMatch(/script|onload|onclick|javascript|evil\.example|foreignObject|@import/i);
    // The drawing itself stays: its gradient (an internal reference) and its text.
    expect(stored).toContain('fill="url(#g)"');
    expect(stored).toContain("Tonle");
    // What is stored is well-formed: sharp draws it.
    expect((await sharp(path).metadata()).format).toBe("svg");
  });

  it("refuses an SVG with nothing left to draw, and text that is no SVG", async () => {
    expect(await sanitiseSvg("<script>alert(1)</script>")).toBeNull();
    const path = join(tmp, "notes.svg");
    await writeFile(path, "just some text, no drawing");
    expect(await checkMediaFile(path)).toEqual({ ok: false, problem: "unsupportedType" });
  });

  it("refuses a program renamed banner.jpg (ELF) and setup.png (Windows PE)", async () => {
    const elf = join(tmp, "banner.jpg");
    const program = await readFile(process.execPath);
    expect(program.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBe(true);
    await writeFile(elf, program.subarray(0, 256 * 1024));
    expect(await checkMediaFile(elf)).toEqual({ ok: false, problem: "unsupportedType" });

    // A minimal PE header: "MZ", e_lfanew at 0x3c pointing to "PE\0\0".
    const pe = Buffer.alloc(1024);
    pe.write("MZ", 0, "latin1");
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write("PE\0\0", 0x80, "latin1");
    pe.writeUInt16LE(0x14c, 0x84);
    const exe = join(tmp, "setup.png");
    await writeFile(exe, pe);
    const result = await checkMediaFile(exe);
    expect(result.ok).toBe(false);
  });

  it("refuses a Word file that is a zip without word/document.xml", async () => {
    expect(await checkMediaFile(await copy("not-word.docx", "fake.docx"))).toMatchObject({ ok: false });
  });

  it("refuses an image over the size limit before reading it", async () => {
    const path = join(tmp, "huge.png");
    const png = await readFile(join(fixtures, "photo.png"));
    await writeFile(path, Buffer.concat([png, Buffer.alloc(mediaLimits.imageBytes + 1 - png.length)]));
    expect(await checkMediaFile(path)).toEqual({ ok: false, problem: "imageTooLarge" });
  });

  it("refuses a document where an image was asked for", async () => {
    expect(await checkMediaFile(await copy("letter.pdf", "asked-image.pdf"), "image")).toEqual({
      ok: false,
      problem: "wrongKind",
    });
  });
});
