// Attachment storage against a real temporary folder and a real (fake) S3 server in this process.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, startS3, type TestS3 } from "../../testing/kit.ts";
import { assertStorageKey, localStorage, s3Storage, type FileStorage } from "./storage.server.ts";

const key = "complaints/2026/11/5f0c9d0e-2b4a-4f61-9a57-0c2b7f3e4a11.pdf";
const badKeys = [
  "../etc/passwd.pdf",
  "/abs.pdf",
  "complaints/x.exe",
  "complaints/A.pdf",
  "complaints//x.pdf",
  "complaints/../x.pdf",
  "complaints/x.pdf.tmp-1",
  "",
];

let tmp: string;
let source: string;
const bytes = randomBytes(300 * 1024);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), "storage-test-"));
  source = join(tmp, "upload.bin");
  await writeFile(source, bytes);
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** All the bytes of a web stream. */
async function drain(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** What every storage streams: the whole object, a range of it, nothing for an unknown key. */
async function expectStreams(storage: FileStorage) {
  const whole = await storage.open(key);
  expect(whole?.size).toBe(bytes.length);
  expect((await drain(whole!.body)).equals(bytes)).toBe(true);
  const part = await storage.open(key, { start: 1000, end: 1999 });
  expect(part?.size).toBe(bytes.length);
  expect((await drain(part!.body)).equals(bytes.subarray(1000, 2000))).toBe(true);
  const last = await storage.open(key, { start: bytes.length - 1, end: bytes.length - 1 });
  expect((await drain(last!.body)).equals(bytes.subarray(-1))).toBe(true);
  // A download cancelled half-way lets go of the file or the connection.
  const cancelled = await storage.open(key);
  const reader = cancelled!.body.getReader();
  await reader.read();
  await reader.cancel();
  expect(await storage.open("complaints/never-stored.pdf")).toBeNull();
}

async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe("assertStorageKey", () => {
  it("accepts the keys the application generates", () => {
    for (const good of [key, "x.jpg", "a/b-1/c.png", "complaints/2026/01/abc.docx"])
      expect(() => assertStorageKey(good)).not.toThrow();
  });

  it.each(badKeys)("refuses %j", (bad) => {
    expect(() => assertStorageKey(bad)).toThrow("Invalid storage key");
  });
});

describe("localStorage", () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(() => {
    dir = join(tmp, "local", "uploads");
    storage = localStorage(dir);
  });

  it("stores the bytes at dir/key and reads them back unchanged", async () => {
    expect(storage.kind).toBe("local");
    await storage.put(key, source, "application/pdf");
    expect((await readFile(join(dir, key))).equals(bytes)).toBe(true);
    expect((await storage.read(key)).equals(bytes)).toBe(true);
    expect(await allFiles(dir)).toEqual([join(dir, key)]);
    expect((await stat(join(dir, key))).mode & 0o777).toBe(0o640);
  });

  it("streams the bytes, or a range of them, and nothing for an unknown key", async () => {
    await expectStreams(storage);
  });

  it("removes a file, and removing it again is not an error", async () => {
    const other = "complaints/2026/11/other.png";
    await storage.put(other, source, "image/png");
    await storage.remove(other);
    expect(existsSync(join(dir, other))).toBe(false);
    await expect(storage.remove(other)).resolves.toBeUndefined();
    await expect(storage.read(other)).rejects.toThrow(/ENOENT/);
  });

  it("leaves no temporary file behind when a put fails", async () => {
    const folder = join(dir, "complaints/2026/12");
    // A non-empty folder under the final name makes the last step, the rename, fail.
    await mkdir(join(folder, "blocked.pdf"), { recursive: true });
    await writeFile(join(folder, "blocked.pdf", "keep"), "");
    await expect(storage.put("complaints/2026/12/blocked.pdf", source, "application/pdf")).rejects.toThrow(
      /EISDIR|ENOTEMPTY|EEXIST/,
    );
    await expect(
      storage.put("complaints/2026/12/missing.pdf", join(tmp, "no-such-upload.bin"), "application/pdf"),
    ).rejects.toThrow(/ENOENT/);
    expect(await readdir(folder)).toEqual(["blocked.pdf"]);
  });

  it("refuses bad keys before touching the disk", async () => {
    const untouched = join(tmp, "untouched", "uploads");
    const fresh = localStorage(untouched);
    for (const bad of badKeys) {
      await expect(fresh.put(bad, source, "application/pdf")).rejects.toThrow("Invalid storage key");
      await expect(fresh.read(bad)).rejects.toThrow("Invalid storage key");
      await expect(fresh.open(bad)).rejects.toThrow("Invalid storage key");
      await expect(fresh.remove(bad)).rejects.toThrow("Invalid storage key");
    }
    expect(existsSync(join(tmp, "untouched"))).toBe(false);
    expect(existsSync(join(untouched, "../etc/passwd.pdf"))).toBe(false);
  });
});

describe("s3Storage", () => {
  let s3: TestS3;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startS3(join(tmp, "s3rver"));
    storage = s3Storage(s3.connection);
  });
  afterAll(() => s3?.close());

  it("stores the bytes with their content type and reads them back unchanged", async () => {
    expect(storage.kind).toBe("s3");
    await storage.put(key, source, "application/pdf");
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.connection.bucket, Key: key }));
    expect(head.ContentType).toBe("application/pdf");
    expect(head.ContentLength).toBe(bytes.length);
    expect((await storage.read(key)).equals(bytes)).toBe(true);
  });

  it("streams the bytes, or a range of them, and nothing for an unknown key", async () => {
    await expectStreams(storage);
  });

  it("removes an object, and removing it again is not an error", async () => {
    const other = "complaints/2026/11/other.png";
    await storage.put(other, source, "image/png");
    await storage.remove(other);
    await expect(storage.read(other)).rejects.toMatchObject({ name: "NoSuchKey" });
    await expect(storage.remove(other)).resolves.toBeUndefined();
  });

  it("sends an upload again when the connection drops under it, but not one the server refused", async () => {
    const bodies: number[] = [];
    let answer: "drop" | "ok" | "deny" = "drop";
    const fake = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        bodies.push(Buffer.concat(chunks).length);
        if (answer === "drop") {
          answer = "ok";
          req.socket.destroy();
        } else if (answer === "ok") res.writeHead(200, { ETag: '"x"' }).end();
        else
          res
            .writeHead(403, { "Content-Type": "application/xml" })
            .end("<Error><Code>AccessDenied</Code><Message>no</Message></Error>");
      });
    });
    try {
      const flaky = s3Storage({ ...s3.connection, endpoint: fake.base });
      await flaky.put(key, source, "application/pdf");
      expect(bodies).toEqual([bytes.length, bytes.length]);
      answer = "deny";
      await expect(flaky.put(key, source, "application/pdf")).rejects.toMatchObject({ name: "AccessDenied" });
      expect(bodies).toHaveLength(3);
    } finally {
      await fake.close();
    }
  });

  it("rejects reading an unknown key", async () => {
    await expect(storage.read("complaints/never-stored.pdf")).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("refuses bad keys before calling S3", async () => {
    for (const bad of badKeys) {
      await expect(storage.put(bad, source, "application/pdf")).rejects.toThrow("Invalid storage key");
      await expect(storage.open(bad)).rejects.toThrow("Invalid storage key");
    }
  });
});
