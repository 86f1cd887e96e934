// Streaming multipart parsing against real requests: bodies the platform encodes from FormData,
// hand-written bodies for what a browser or a broken client sends, and streamed bodies.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bodyCap,
  drainBody,
  receiveMultipart,
  UploadError,
  type Received,
  type UploadLimits,
} from "./multipart.server.ts";

const limits: UploadLimits = { files: 2, fileBytes: 1000, totalBytes: 1500, fieldBytes: 100, fields: 5 };
const fileFields = ["Files"];
const url = "http://x/complaint";

let root: string;
/** A fresh, not yet existing folder for each test's temporary files. */
let tmpDir: string;
let testNumber = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "multipart-test-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));
beforeEach(() => {
  tmpDir = join(root, `t${++testNumber}`);
});

/** The files left in the test's temporary folder. */
async function leftFiles(): Promise<string[]> {
  return existsSync(tmpDir) ? (await readdir(tmpDir)).sort() : [];
}

function formRequest(form: FormData, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", body: form, headers });
}

const boundary = "----test-boundary-7MA4YWxkTrZu0gW";
const multipartType = `multipart/form-data; boundary=${boundary}`;

function rawRequest(body: string | Uint8Array<ArrayBuffer>, contentType = multipartType): Request {
  return new Request(url, { method: "POST", body, headers: { "content-type": contentType } });
}

/** A request with a streamed body (no content-length); the DOM typings lack `duplex`, Node requires it. */
function streamedRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** A request whose body arrives in exactly these chunks, with no content-length. */
function streamRequest(
  chunks: (string | Uint8Array)[],
  contentType = multipartType,
): { request: Request; pulled: () => number } {
  const encoder = new TextEncoder();
  let next = 0;
  let pulledBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk === undefined) {
        controller.close();
        return;
      }
      const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
      pulledBytes += bytes.length;
      controller.enqueue(bytes);
    },
  });
  const request = streamedRequest(body, { "content-type": contentType });
  expect(request.headers.has("content-length")).toBe(false);
  return { request, pulled: () => pulledBytes };
}

const filePartHead = (name: string, filename: string, type = "application/octet-stream") =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const closing = `--${boundary}--\r\n`;

function file(bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/pdf"): File {
  return new File([bytes], name, { type });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

/** Runs the parser and always removes what it kept, so a failing test leaves nothing behind. */
async function receive(request: Request): Promise<Received> {
  const received = await receiveMultipart(request, limits, tmpDir, fileFields);
  cleanups.push(received.cleanup);
  return received;
}

async function expectUploadError(promise: Promise<unknown>, status: number): Promise<UploadError> {
  const error = await promise.then(
    () => {
      throw new Error("expected an UploadError, but the body was accepted");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).status).toBe(status);
  return error as UploadError;
}

describe("receiveMultipart: what arrives", () => {
  it("receives the text fields and writes each file's exact bytes to its own temporary file", async () => {
    const first = randomBytes(700);
    const second = randomBytes(300);
    const form = new FormData();
    form.append("FullName", "Sok Dara");
    form.append("Message", "សួស្តី — hello");
    form.append("Files", file(first, "scan.pdf"));
    form.append("Files", file(second, "photo.png", "image/png"));

    const received = await receive(formRequest(form));

    expect(Object.fromEntries(received.fields)).toEqual({ FullName: "Sok Dara", Message: "សួស្តី — hello" });
    expect(received.problems.size).toBe(0);
    expect(received.files.map(({ field, name, size }) => ({ field, name, size }))).toEqual([
      { field: "Files", name: "scan.pdf", size: 700 },
      { field: "Files", name: "photo.png", size: 300 },
    ]);
    expect((await readFile(received.files[0]!.path)).equals(first)).toBe(true);
    expect((await readFile(received.files[1]!.path)).equals(second)).toBe(true);
    // Stored under generated names in the folder given, never under the visitor's name.
    expect(received.files.every((received) => received.path.startsWith(tmpDir + "/"))).toBe(true);
    expect(await leftFiles()).toEqual(received.files.map((received) => received.path.slice(tmpDir.length + 1)).sort());
  });

  it("keeps the first value of a repeated field", async () => {
    const form = new FormData();
    form.append("Email", "first@example.com");
    form.append("Email", "second@example.com");
    const received = await receive(formRequest(form));
    expect(received.fields.get("Email")).toBe("first@example.com");
  });

  it("keeps a Khmer file name intact (UTF-8)", async () => {
    const form = new FormData();
    form.append("Files", file(Buffer.from("%PDF-1.4"), "ពាក្យបណ្តឹង.pdf"));
    const received = await receive(formRequest(form));
    expect(received.files.map((received) => received.name)).toEqual(["ពាក្យបណ្តឹង.pdf"]);
  });

  it("keeps a Khmer file name intact from a hand-written body too", async () => {
    const body = Buffer.concat([
      Buffer.from(filePartHead("Files", "ពាក្យបណ្តឹង.pdf", "application/pdf"), "utf8"),
      Buffer.from("%PDF-1.4\r\n"),
      Buffer.from(closing),
    ]);
    const received = await receive(rawRequest(body));
    expect(received.files.map((received) => received.name)).toEqual(["ពាក្យបណ្តឹង.pdf"]);
    expect(await readFile(received.files[0]!.path, "utf8")).toBe("%PDF-1.4");
  });

  it.each([
    ["C:\\Users\\dara\\scan.pdf", "scan.pdf"],
    ["/home/dara/Documents/scan.pdf", "scan.pdf"],
    ["../../etc/passwd", "passwd"],
  ])("keeps only the last segment of the name %j", async (sent, kept) => {
    const form = new FormData();
    form.append("Files", file(Buffer.from("bytes"), sent));
    const received = await receive(formRequest(form));
    expect(received.files.map((received) => received.name)).toEqual([kept]);
    expect(await leftFiles()).toHaveLength(1);
    expect(existsSync(join(tmpDir, kept))).toBe(false);
  });

  it.each([
    ["scan%00%1F%7F%09.pdf", "scan.pdf"],
    [encodeURIComponent("ពាក្យបណ្តឹង.pdf"), "ពាក្យបណ្តឹង.pdf"],
    ["%09%1F", "file"],
  ])("drops control characters from an RFC 5987 name %j", async (encoded, kept) => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename*=UTF-8''${encoded}\r\n\r\nbytes\r\n${closing}`;
    const received = await receive(rawRequest(body));
    expect(received.files.map((received) => received.name)).toEqual([kept]);
  });

  it.each(["scan%0D%0A.pdf", "%0A"])(
    "skips a file whose RFC 5987 name %j holds a line break, and reads on",
    async (encoded) => {
      // The parser (@fastify/busboy) refuses such a part as a header injection; no browser sends
      // one (a browser escapes a line break in a file name as the text %0A).
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename*=UTF-8''${encoded}\r\n\r\nbytes\r\n${fieldPart("After", "still read")}${closing}`;
      const received = await receive(rawRequest(body));
      expect(received.files).toEqual([]);
      expect(received.fields.get("After")).toBe("still read");
      expect(await leftFiles()).toEqual([]);
    },
  );

  it("reads a part without a file name as a text field, whatever its type", async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="FullName"\r\nContent-Type: application/octet-stream\r\n\r\nSok Dara\r\n${closing}`;
    const received = await receive(rawRequest(body));
    expect(Object.fromEntries(received.fields)).toEqual({ FullName: "Sok Dara" });
    expect(received.files).toEqual([]);
  });

  it("skips the empty part a browser sends for an empty file input", async () => {
    const body = fieldPart("FullName", "Sok Dara") + filePartHead("Files", "") + "\r\n" + closing;
    const received = await receive(rawRequest(body));
    expect(received.files).toEqual([]);
    expect(received.problems.size).toBe(0);
    expect(Object.fromEntries(received.fields)).toEqual({ FullName: "Sok Dara" });
    expect(await leftFiles()).toEqual([]);
  });

  it("does not count skipped file parts against the number of files", async () => {
    const body =
      filePartHead("Files", "") +
      "\r\n" +
      filePartHead("Avatar", "me.png") +
      "png bytes\r\n" +
      filePartHead("Files", "one.pdf") +
      "one\r\n" +
      filePartHead("Files", "two.pdf") +
      "two\r\n" +
      closing;
    const received = await receive(rawRequest(body));
    expect(received.problems.size).toBe(0);
    expect(received.files.map((received) => received.name)).toEqual(["one.pdf", "two.pdf"]);
  });

  it("ignores files sent in fields that take no files", async () => {
    const form = new FormData();
    form.append("Avatar", file(randomBytes(200), "me.png", "image/png"));
    form.append("FullName", "Sok Dara");
    form.append("Files", file(Buffer.from("kept"), "kept.pdf"));
    const received = await receive(formRequest(form));
    expect(received.files.map(({ field, name, size }) => ({ field, name, size }))).toEqual([
      { field: "Files", name: "kept.pdf", size: 4 },
    ]);
    expect(received.fields.has("Avatar")).toBe(false);
    expect(received.fields.get("FullName")).toBe("Sok Dara");
    expect(await leftFiles()).toHaveLength(1);
  });

  it("cleanup() removes the temporary files", async () => {
    const form = new FormData();
    form.append("Files", file(randomBytes(100), "a.pdf"));
    form.append("Files", file(randomBytes(100), "b.pdf"));
    const received = await receiveMultipart(formRequest(form), limits, tmpDir, fileFields);
    expect(received.files).toHaveLength(2);
    expect(received.files.every((received) => existsSync(received.path))).toBe(true);
    await received.cleanup();
    expect(received.files.some((received) => existsSync(received.path))).toBe(false);
    expect(await leftFiles()).toEqual([]);
  });
});

describe("receiveMultipart: limits are flagged while the whole body is still read", () => {
  // Each request ends with this field: seeing it proves the parser read past the problem.
  const after = (form: FormData) => {
    form.append("After", "still read");
    return form;
  };

  it("accepts a file of exactly the largest size", async () => {
    const bytes = randomBytes(limits.fileBytes);
    const form = after(new FormData());
    form.set("Files", file(bytes, "exact.pdf"));
    const received = await receive(formRequest(form));
    expect(received.problems.size).toBe(0);
    expect(received.files[0]!.size).toBe(limits.fileBytes);
    expect((await readFile(received.files[0]!.path)).equals(bytes)).toBe(true);
  });

  it.each([limits.fileBytes + 1, 50_000])(
    "flags a %i-byte file as fileTooLarge and keeps at most one byte over the limit",
    async (size) => {
      const bytes = randomBytes(size);
      const form = new FormData();
      form.append("Files", file(bytes, "big.pdf"));
      const received = await receive(formRequest(after(form)));
      expect([...received.problems]).toEqual(["fileTooLarge"]);
      expect(received.fields.get("After")).toBe("still read");
      expect(received.files).toHaveLength(1);
      const stored = await readFile(received.files[0]!.path);
      expect(stored.length).toBe(limits.fileBytes + 1);
      expect(received.files[0]!.size).toBe(stored.length);
      expect(stored.equals(bytes.subarray(0, stored.length))).toBe(true);
    },
  );

  it("flags a third file as tooManyFiles and keeps only the first two", async () => {
    const form = new FormData();
    for (const name of ["one.pdf", "two.pdf", "three.pdf"]) form.append("Files", file(randomBytes(100), name));
    const received = await receive(formRequest(after(form)));
    expect([...received.problems]).toEqual(["tooManyFiles"]);
    expect(received.files.map((received) => received.name)).toEqual(["one.pdf", "two.pdf"]);
    expect(received.fields.get("After")).toBe("still read");
    expect(await leftFiles()).toHaveLength(2);
  });

  it("flags two 900-byte files as filesTooLarge and stores no more than the total", async () => {
    const first = randomBytes(900);
    const second = randomBytes(900);
    const form = new FormData();
    form.append("Files", file(first, "one.pdf"));
    form.append("Files", file(second, "two.pdf"));
    const received = await receive(formRequest(after(form)));
    expect([...received.problems]).toEqual(["filesTooLarge"]);
    expect(received.fields.get("After")).toBe("still read");
    expect((await readFile(received.files[0]!.path)).equals(first)).toBe(true);
    const stored = await readFile(received.files[1]!.path);
    expect(received.files[1]!.size).toBe(stored.length);
    expect(received.files[0]!.size + received.files[1]!.size).toBeLessThanOrEqual(limits.totalBytes);
    expect(stored.equals(second.subarray(0, stored.length))).toBe(true);
  });

  it("stores only the start of a file cut short by the total, whatever the chunks", async () => {
    // The second file arrives as a chunk too big for what is left, then a small one that would fit.
    const { request } = streamRequest([
      filePartHead("Files", "one.pdf") + "a".repeat(900) + "\r\n",
      filePartHead("Files", "two.pdf"),
      "b".repeat(700),
      "c".repeat(50),
      "\r\n" + fieldPart("After", "still read") + closing,
    ]);
    const received = await receive(request);
    expect([...received.problems]).toEqual(["filesTooLarge"]);
    expect(received.fields.get("After")).toBe("still read");
    const stored = await readFile(received.files[1]!.path, "latin1");
    expect(stored).not.toContain("c");
    expect(received.files[1]!.size).toBe(stored.length);
    expect(received.files[0]!.size + received.files[1]!.size).toBeLessThanOrEqual(limits.totalBytes);
  });

  it("accepts a field of exactly the largest size", async () => {
    const form = after(new FormData());
    form.append("Message", "m".repeat(limits.fieldBytes));
    const received = await receive(formRequest(form));
    expect(received.problems.size).toBe(0);
    expect(received.fields.get("Message")).toBe("m".repeat(limits.fieldBytes));
  });

  it("flags a field one byte over the largest size as fieldTooLarge", async () => {
    const form = new FormData();
    form.append("Message", "m".repeat(limits.fieldBytes + 1));
    const received = await receive(formRequest(after(form)));
    expect([...received.problems]).toEqual(["fieldTooLarge"]);
    expect(received.fields.get("After")).toBe("still read");
  });

  it("flags a 200-byte field as fieldTooLarge and keeps no more than one byte over the limit of it", async () => {
    const form = new FormData();
    form.append("Message", "m".repeat(200));
    const received = await receive(formRequest(after(form)));
    expect([...received.problems]).toEqual(["fieldTooLarge"]);
    expect(received.fields.get("Message")).toBe("m".repeat(limits.fieldBytes + 1));
    expect(received.fields.get("After")).toBe("still read");
  });

  it("flags more fields than allowed as fieldTooLarge", async () => {
    const form = new FormData();
    for (let index = 1; index <= limits.fields + 1; index++) form.append(`F${index}`, "x");
    const received = await receive(formRequest(form));
    expect([...received.problems]).toEqual(["fieldTooLarge"]);
    expect(received.fields.size).toBe(limits.fields);
  });
});

describe("receiveMultipart: refused bodies", () => {
  it("refuses with 413 a declared content-length over the cap, before reading anything", async () => {
    const form = new FormData();
    form.append("Files", file(randomBytes(100), "a.pdf"));
    const request = formRequest(form, { "content-length": String(bodyCap(limits) + 1) });
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 413);
    expect(request.bodyUsed).toBe(false);
    expect(existsSync(tmpDir)).toBe(false);
  });

  it("reads a body whose declared content-length is exactly the cap", async () => {
    const form = new FormData();
    form.append("FullName", "Sok Dara");
    const received = await receive(formRequest(form, { "content-length": String(bodyCap(limits)) }));
    expect(received.fields.get("FullName")).toBe("Sok Dara");
  });

  it("cuts off with 413 a streamed body that goes over the cap, and leaves no temporary files", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const chunks = [filePartHead("Files", "endless.pdf"), ...Array<Uint8Array>(64).fill(chunk), "\r\n" + closing];
    const total = chunks.reduce(
      (sum, part) => sum + (typeof part === "string" ? Buffer.byteLength(part) : part.length),
      0,
    );
    expect(total).toBeGreaterThan(3 * bodyCap(limits));
    const { request, pulled } = streamRequest(chunks);
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 413);
    expect(await leftFiles()).toEqual([]);
    // Cut off near the cap, not read to the end.
    expect(pulled()).toBeGreaterThan(bodyCap(limits));
    expect(pulled()).toBeLessThan(2 * bodyCap(limits));
  });

  it.each([
    ["text/plain", "FullName=Sok Dara"],
    ["application/json", JSON.stringify({ FullName: "Sok Dara" })],
    ["application/x-www-form-urlencoded", "FullName=Sok+Dara"],
    ["multipart/mixed; boundary=x", "--x--\r\n"],
  ])("refuses a %s body with 415", async (contentType, body) => {
    const request = new Request(url, { method: "POST", body, headers: { "content-type": contentType } });
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 415);
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a body without a content type with 415", async () => {
    const request = new Request(url, { method: "POST", body: new Uint8Array([1, 2, 3]) });
    expect(request.headers.get("content-type")).toBeNull();
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 415);
  });

  it("refuses a multipart request without a body with 400", async () => {
    const request = new Request(url, { method: "POST", headers: { "content-type": multipartType } });
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 400);
  });

  it("refuses a multipart type without a boundary with 400", async () => {
    await expectUploadError(
      receiveMultipart(
        rawRequest(fieldPart("a", "b") + closing, "multipart/form-data; charset=utf-8"),
        limits,
        tmpDir,
        fileFields,
      ),
      400,
    );
    expect(await leftFiles()).toEqual([]);
  });

  it("refuses with 400 a body cut off in the middle of a file, and leaves no temporary files", async () => {
    const body =
      fieldPart("FullName", "Sok Dara") +
      filePartHead("Files", "scan.pdf", "application/pdf") +
      "%PDF-1.4 half of a file";
    await expectUploadError(receiveMultipart(rawRequest(body), limits, tmpDir, fileFields), 400);
    expect(await leftFiles()).toEqual([]);
  });

  it.each([
    ["a field that takes no files", filePartHead("Other", "scan.pdf")],
    [
      "a file over the number allowed",
      filePartHead("Files", "1.pdf") +
        "1\r\n" +
        filePartHead("Files", "2.pdf") +
        "2\r\n" +
        filePartHead("Files", "3.pdf"),
    ],
  ])(
    "refuses with 400 a body cut off inside a skipped file part (%s), and nothing is left to throw",
    async (_case, head) => {
      // As on a running server, the folder is there already: the part's stream then fails before
      // the parser answers, and unheard its error would be an uncaught exception (this run fails).
      await mkdir(tmpDir, { recursive: true });
      await expectUploadError(
        receiveMultipart(rawRequest(`${head}%PDF-1.4 cut off\r\n-`), limits, tmpDir, fileFields),
        400,
      );
      expect(await leftFiles()).toEqual([]);
    },
  );

  it("refuses with 400 a streamed body that stops in the middle of a file, and leaves no temporary files", async () => {
    const { request } = streamRequest([filePartHead("Files", "scan.pdf"), "x".repeat(500), "y".repeat(300)]);
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 400);
    expect(await leftFiles()).toEqual([]);
  });

  it("refuses with 400 a body that is not multipart at all", async () => {
    await expectUploadError(
      receiveMultipart(rawRequest("this is not a multipart body at all"), limits, tmpDir, fileFields),
      400,
    );
    expect(await leftFiles()).toEqual([]);
  });

  it("refuses with 400 a part with a broken header", async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="a.pdf"\r\nBroken header line without end`;
    await expectUploadError(receiveMultipart(rawRequest(body), limits, tmpDir, fileFields), 400);
    expect(await leftFiles()).toEqual([]);
  });

  it("refuses with 400 a body whose stream fails, and leaves no temporary files", async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(new Error("connection reset"));
          return;
        }
        sent = true;
        controller.enqueue(new TextEncoder().encode(filePartHead("Files", "scan.pdf") + "partial"));
      },
    });
    const request = streamedRequest(body, { "content-type": multipartType });
    await expectUploadError(receiveMultipart(request, limits, tmpDir, fileFields), 400);
    expect(await leftFiles()).toEqual([]);
  });
});

describe("receiveMultipart: a temporary file that cannot be written", () => {
  it(
    "fails with the write's own error instead of waiting forever, and leaves no temporary files",
    { timeout: 10_000 },
    async () => {
      let step = 0;
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          step++;
          if (step === 1) controller.enqueue(encoder.encode(fieldPart("FullName", "Sok Dara")));
          else if (step === 2) {
            // The folder disappears (a tmp cleaner, a full disk) before the file part arrives.
            await rm(tmpDir, { recursive: true, force: true });
            controller.enqueue(encoder.encode(filePartHead("Files", "scan.pdf") + "x".repeat(400)));
          } else if (step < 50) controller.enqueue(encoder.encode("x".repeat(16 * 1024)));
          else {
            controller.enqueue(encoder.encode("\r\n" + closing));
            controller.close();
          }
        },
      });
      const request = streamedRequest(body, { "content-type": multipartType });
      // Room for the whole file, so the parser keeps pushing its bytes after the write failed.
      const roomy: UploadLimits = { ...limits, fileBytes: 1024 * 1024, totalBytes: 2 * 1024 * 1024 };
      const error = await receiveMultipart(request, roomy, tmpDir, fileFields).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).not.toBeInstanceOf(UploadError);
      expect(error).toMatchObject({ code: "ENOENT" });
      expect(await leftFiles()).toEqual([]);
    },
  );
});

describe("drainBody", () => {
  function countingRequest(chunkCount: number, chunkSize: number) {
    let pulls = 0;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls === chunkCount) {
          closed = true;
          controller.close();
          return;
        }
        pulls++;
        controller.enqueue(new Uint8Array(chunkSize));
      },
    });
    const request = streamedRequest(body);
    return { request, pulls: () => pulls, closed: () => closed };
  }

  it("reads a body to its end", async () => {
    const { request, pulls, closed } = countingRequest(20, 10_000);
    await drainBody(request);
    expect(pulls()).toBe(20);
    expect(closed()).toBe(true);
    expect(request.bodyUsed).toBe(true);
  });

  it("stops once more than the maximum went through", async () => {
    const { request, pulls, closed } = countingRequest(100, 1000);
    await drainBody(request, 5000);
    expect(closed()).toBe(false);
    expect(pulls()).toBeGreaterThan(5);
    expect(pulls()).toBeLessThan(10);
  });

  it("returns for a request without a body and for a body that fails", async () => {
    await expect(drainBody(new Request(url))).resolves.toBeUndefined();
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    await expect(drainBody(streamedRequest(failing))).resolves.toBeUndefined();
  });
});
