// Fault: a disk fills up while a complaint comes in — the upload storage's (UPLOAD_DIR) while
// the files are copied in, or the data folder's while the upload is received into temporary
// files. The fs calls of both steps are replaced by ones that write until the free space is used
// up and then fail with ENOSPC, as a full filesystem does, leaving the partial file behind for
// the code under test to clean up. The visitor gets the form's error message in their language,
// nothing is stored, no file (whole or partial) stays behind.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { complaintFormStrings } from "../app/site/complaint/strings.ts";
import { localStorage } from "../app/uploads/storage.server.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { captureLog, complaintFormData, filesUnder, listen, productionBuild, uploadFixture } from "../testing/kit.ts";

/** Free bytes on the upload storage's disk and on the data folder's (temporary uploads). */
const free = vi.hoisted(() => ({ storage: Infinity, temporary: Infinity }));
const noSpace = (syscall: string, path: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${path}'`), {
    code: "ENOSPC",
    errno: -28,
    syscall,
  });

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    async copyFile(source: string, target: string) {
      const bytes = await actual.readFile(source);
      const fits = Math.min(free.storage, bytes.length);
      free.storage -= fits;
      await actual.writeFile(target, bytes.subarray(0, fits));
      if (fits < bytes.length) throw noSpace("copyfile", target);
    },
  };
});

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  const createWriteStream = (path: string, options?: Parameters<typeof actual.createWriteStream>[1]) => {
    const file = actual.createWriteStream(path, options);
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const fits = Math.min(free.temporary, chunk.length);
        free.temporary -= fits;
        file.write(chunk.subarray(0, fits), () => callback(fits < chunk.length ? noSpace("write", path) : null));
      },
      final: (callback) => file.end(callback),
      destroy: (error, callback) => file.end(() => callback(error)),
    });
  };
  return { ...actual, default: { ...actual, createWriteStream }, createWriteStream };
});

const apiKey = "disk-full-test-key-0123456789";

const letter = uploadFixture("letter.pdf");
const receipt = uploadFixture("receipt.jpg");
const complaintForm = () =>
  complaintFormData(
    { FullName: "Sok Dara", Email: "dara@example.com", PhoneNumber: "012 345 678", Message: "The garage kept my car." },
    [
      ["letter.pdf", letter],
      ["receipt.jpg", receipt],
    ],
  );

describe("disk full", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), "disk-full-"));
  const uploads = join(dataDir, "uploads");
  const forms = formsConfig(loadEnv({ DATA_DIR: dataDir, API_KEYS: apiKey, RATE_LIMIT_SUBMISSIONS: "1000" }));
  const captured = captureLog();

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: { db, config: siteConfig(loadEnv({})), storage: localStorage(uploads), forms },
      log: captured.log,
    });
    ({ base, close } = await listen(app));
  });
  afterEach(() => {
    free.storage = free.temporary = Infinity;
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const stored = async () =>
    (
      await db.query<{ n: number }>(
        "select (select count(*) from complaints)::int + (select count(*) from outbox)::int as n",
      )
    )[0]!.n;
  // Room for one of the two files and part of the other.
  const almostFull = Math.max(letter.length, receipt.length) + 100;

  it.each(["storage", "temporary"] as const)(
    "on the %s disk: the form's error message, nothing stored, no file left",
    async (disk) => {
      captured.raw.length = 0;
      const before = await stored();

      free[disk] = almostFull;
      const page = await fetch(`${base}/complaint?l=km`, { method: "POST", body: complaintForm() });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(complaintFormStrings.km.failedTitle);
      expect(html).not.toContain("ENOSPC");
      expect(free[disk]).toBe(0);

      free[disk] = almostFull;
      const api = await fetch(`${base}/api/complaints`, {
        method: "POST",
        body: complaintForm(),
        headers: { "X-API-Key": apiKey },
      });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({
        Success: false,
        status: 503,
        message: "The complaint could not be stored; try again later.",
      });

      expect(await stored()).toBe(before);
      expect(filesUnder(uploads)).toEqual([]);
      expect(filesUnder(forms.uploadTmpDir)).toEqual([]);
      const errors = captured.lines().filter((line) => line.level === "error");
      expect(errors.map((line) => (line.err as { code?: string }).code)).toEqual(["ENOSPC", "ENOSPC"]);
    },
  );

  it("stores complaints again once there is room", async () => {
    const response = await fetch(`${base}/complaint`, { method: "POST", body: complaintForm() });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(complaintFormStrings.en.sentTitle);
    expect(filesUnder(uploads)).toHaveLength(2);
  });
});
