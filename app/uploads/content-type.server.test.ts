// Content detection against the real fixtures and a few disguised files written to a temporary folder.
import { copyFile, mkdtemp, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectAcceptedType, docxMime, packageLimits } from "./content-type.server.ts";

const fixtures = new URL("./fixtures/", import.meta.url).pathname;
const fixture = (name: string) => join(fixtures, name);

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), "content-type-test-"));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe("detectAcceptedType", () => {
  it.each([
    ["receipt.jpg", "jpg", "image/jpeg"],
    ["photo.png", "png", "image/png"],
    ["letter.pdf", "pdf", "application/pdf"],
    ["statement.docx", "docx", docxMime],
  ])("detects %s as %s", async (name, extension, mime) => {
    expect(await detectAcceptedType(fixture(name))).toEqual({ extension, mime });
  });

  it("refuses a program renamed evil.pdf", async () => {
    const path = join(tmp, "evil.pdf");
    const handle = await open(process.execPath, "r");
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(64 * 1024), position: 0 });
      // Make sure the test really feeds it a binary program (ELF), not something else.
      expect(buffer.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBe(true);
      await writeFile(path, buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
    expect(await detectAcceptedType(path)).toBeNull();
  });

  it("refuses a plain zip named .docx", async () => {
    expect(await detectAcceptedType(fixture("not-word.docx"))).toBeNull();
  });

  it("refuses a zip bomb named .docx without inflating it", async () => {
    const path = fixture("bomb.docx");
    // The fixture is what it claims: small on disk, declaring a word/document.xml over the limit.
    expect((await stat(path)).size).toBeLessThan(1024 * 1024);
    const bytes = await readFile(path);
    expect(bytes.includes(Buffer.from("word/document.xml"))).toBe(true);
    const declared = declaredUncompressedSizes(bytes);
    expect(declared.get("word/document.xml")).toBeGreaterThan(packageLimits.uncompressedBytes);

    const used = () => {
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const before = used();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, used());
    }, 1);
    let result;
    try {
      result = await detectAcceptedType(path);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, used());
    expect(result).toBeNull();
    // Inflating the 300 MB document would need far more than this.
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("refuses an empty file", async () => {
    const path = join(tmp, "empty.pdf");
    await writeFile(path, "");
    expect(await detectAcceptedType(path)).toBeNull();
  });

  it("refuses a text file renamed .jpg", async () => {
    const path = join(tmp, "notes.jpg");
    await writeFile(path, "These are not the bytes of a photo.\n".repeat(20));
    expect(await detectAcceptedType(path)).toBeNull();
  });

  it("goes by the content, not the name: a PNG named .pdf is a PNG", async () => {
    const path = join(tmp, "photo.pdf");
    await copyFile(fixture("photo.png"), path);
    expect(await detectAcceptedType(path)).toEqual({ extension: "png", mime: "image/png" });
  });

  it("refuses a Word package without its main document part, even when file-type calls it a docx", async () => {
    // statement.docx with word/document.xml renamed (same length) in both the local and central headers.
    const bytes = await readFile(fixture("statement.docx"));
    const renamed = Buffer.from(
      bytes.toString("latin1").replaceAll("word/document.xml", "word/documenu.xml"),
      "latin1",
    );
    expect(renamed.length).toBe(bytes.length);
    const path = join(tmp, "no-document.docx");
    await writeFile(path, renamed);
    expect(await detectAcceptedType(path)).toBeNull();
  });
});

/** Entry name → declared uncompressed size, read from the zip's central directory. */
function declaredUncompressedSizes(zip: Buffer): Map<string, number> {
  const sizes = new Map<string, number>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = zip.readUInt32LE(end + 16);
  const count = zip.readUInt16LE(end + 10);
  for (let index = 0; index < count; index++) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    sizes.set(zip.toString("utf8", offset + 46, offset + 46 + nameLength), zip.readUInt32LE(offset + 24));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return sizes;
}
