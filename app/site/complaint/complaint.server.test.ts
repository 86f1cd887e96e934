import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases, transactionsTogether } from "../../../testing/db.ts";
import { complaintFormStrings } from "./strings.ts";
import { localStorage, type FileStorage } from "../../uploads/storage.server.ts";
import { receiveComplaint, saveComplaint } from "./complaint.server.ts";
import { KeyReused } from "../forms/idempotency.server.ts";

const fixtures = new URL("../../uploads/fixtures/", import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures));
const en = complaintFormStrings.en;

function complaintRequest(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[]): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append("Files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request("http://site.test/complaint", { method: "POST", body });
}

const fields = {
  FullName: "Sok Dara",
  Email: "dara@example.com",
  PhoneNumber: "012 345 678",
  CompanyName: "Mekong Logistics",
  Message: "The garage kept my car for six weeks.",
};
const twoFiles = [
  { name: "letter.pdf", bytes: fixture("letter.pdf") },
  { name: "ពាក្យបណ្តឹង.docx", bytes: fixture("statement.docx") },
];

/** Every file under a folder, recursively. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe("receiving a complaint", () => {
  const tmp = mkdtempSync(join(tmpdir(), "complaint-intake-"));

  it("accepts a valid complaint with its files checked by content", async () => {
    const intake = await receiveComplaint(complaintRequest(fields, twoFiles), "en", tmp);
    expect(intake.ok).toBe(true);
    if (!intake.ok) return;
    expect(intake.values).toMatchObject(fields);
    expect(intake.files.map((file) => [file.name, file.type.extension, file.size])).toEqual([
      ["letter.pdf", "pdf", twoFiles[0]!.bytes.length],
      ["ពាក្យបណ្តឹង.docx", "docx", twoFiles[1]!.bytes.length],
    ]);
    await intake.cleanup();
    expect(filesIn(tmp)).toEqual([]);
  });

  it("answers 422 with the schema's messages, and 415 for a file that is not what its name says", async () => {
    const missing = await receiveComplaint(complaintRequest({ ...fields, Email: "" }, []), "en", tmp);
    expect(missing).toMatchObject({
      ok: false,
      status: 422,
      errors: { Email: [en.required], Files: [en.filesRequired] },
    });
    await missing.cleanup();

    const program = new Uint8Array(readFileSync(process.execPath).subarray(0, 4096));
    const renamed = await receiveComplaint(complaintRequest(fields, [{ name: "scan.pdf", bytes: program }]), "en", tmp);
    expect(renamed).toMatchObject({ ok: false, status: 415, errors: { Files: [`${en.fileNotReal} scan.pdf`] } });
    await renamed.cleanup();

    const bomb = await receiveComplaint(
      complaintRequest(fields, [{ name: "report.docx", bytes: fixture("bomb.docx") }]),
      "en",
      tmp,
    );
    expect(bomb).toMatchObject({ ok: false, status: 415 });
    await bomb.cleanup();
    expect(filesIn(tmp)).toEqual([]);
  });
});

describe.each(testDatabases)("storing complaints on $name", (database) => {
  let db: Db;
  let dir: string;
  let storage: FileStorage;
  const tmp = mkdtempSync(join(tmpdir(), "complaint-intake-"));
  beforeAll(async () => {
    db = await openSeeded(database);
    dir = mkdtempSync(join(tmpdir(), "complaint-storage-"));
    storage = localStorage(dir);
  });
  afterAll(() => db.close());

  async function accepted() {
    const intake = await receiveComplaint(complaintRequest(fields, twoFiles), "km", tmp);
    if (!intake.ok) throw new Error("fixture complaint refused");
    return intake;
  }
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  it("stores the files, the complaint with a reference, and its deliveries", async () => {
    const intake = await accepted();
    const saved = await saveComplaint(db, storage, {
      lang: "km",
      values: intake.values,
      files: intake.files,
      source: "site",
      forward: true,
    });
    await intake.cleanup();
    expect(saved.reference).toMatch(/^CMP-\d{4}-\d{6}$/);

    const rows = await db.query<{
      storage_key: string;
      original_name: string;
      content_type: string;
      size_bytes: number;
    }>(
      "select storage_key, original_name, content_type, size_bytes from complaint_files where complaint_id = $1 order by position",
      [saved.id],
    );
    expect(rows.map((row) => [row.original_name, row.content_type])).toEqual([
      ["letter.pdf", "application/pdf"],
      ["ពាក្យបណ្តឹង.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ]);
    for (const [index, row] of rows.entries()) {
      // Stored under a generated name, never the visitor's.
      expect(row.storage_key).toMatch(/^complaints\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(pdf|docx)$/);
      expect(Buffer.compare(await storage.read(row.storage_key), twoFiles[index]!.bytes)).toBe(0);
    }
    const jobs = await db.query<{ kind: string }>(
      "select kind from outbox where payload->>'complaintId' = $1 order by kind",
      [saved.id],
    );
    expect(jobs.map((job) => job.kind)).toEqual(["complaint.ack", "complaint.email", "complaint.forward"]);
  });

  it("gives every complaint its own reference", async () => {
    const intake = await accepted();
    const input = {
      lang: "en" as const,
      values: intake.values,
      files: intake.files,
      source: "api" as const,
      forward: false,
    };
    const references = await Promise.all(
      [1, 2, 3].map(() => saveComplaint(db, storage, input).then((saved) => saved.reference)),
    );
    await intake.cleanup();
    expect(new Set(references).size).toBe(3);
  });

  describe("with a one-time key", () => {
    let keys = 0;
    const newKey = () => ({ source: "site" as const, key: `complaint-key-${process.pid}-${++keys}` });
    /** Counts the uploads to storage. */
    const counting = () => {
      const counted = { puts: 0, storage: { ...storage } };
      counted.storage.put = async (key, path, type) => {
        counted.puts += 1;
        await storage.put(key, path, type);
      };
      return counted;
    };

    it("stores it once: the repeat uploads no file and answers with the first one's reference", async () => {
      const intake = await accepted();
      const key = newKey();
      const [complaintsBefore, filesBefore] = [await count("complaints"), filesIn(dir).length];
      const input = {
        lang: "en" as const,
        values: intake.values,
        files: intake.files,
        source: "site" as const,
        forward: false,
        key,
      };
      const first = await saveComplaint(db, storage, input);
      const repeat = counting();
      const again = await saveComplaint(db, repeat.storage, input);
      await intake.cleanup();
      expect(again).toEqual({ id: first.id, reference: first.reference, repeat: true });
      expect(repeat.puts).toBe(0);
      expect(await count("complaints")).toBe(complaintsBefore + 1);
      expect(filesIn(dir)).toHaveLength(filesBefore + 2);
    });

    it("stores one complaint when the same key arrives at once, and removes the others' files", async () => {
      const intake = await accepted();
      const key = newKey();
      const [complaintsBefore, filesBefore] = [await count("complaints"), filesIn(dir).length];
      const uploads = counting();
      // Every arrival has uploaded its files before any of them stores: the primary key decides.
      const afterUpload = transactionsTogether(db, 3);
      const input = {
        lang: "en" as const,
        values: intake.values,
        files: intake.files,
        source: "api" as const,
        forward: false,
        key: { ...key, source: "api" as const },
      };
      const answers = await Promise.all([1, 2, 3].map(() => saveComplaint(afterUpload, uploads.storage, input)));
      await intake.cleanup();
      expect(uploads.puts).toBe(6);
      expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
      expect(answers.filter((answer) => answer.repeat)).toHaveLength(2);
      expect(await count("complaints")).toBe(complaintsBefore + 1);
      expect(filesIn(dir)).toHaveLength(filesBefore + 2);
    });

    it("refuses the key with other files (KeyReused), leaving no file", async () => {
      const intake = await accepted();
      const key = newKey();
      await saveComplaint(db, storage, {
        lang: "en",
        values: intake.values,
        files: intake.files,
        source: "site",
        forward: false,
        key,
      });
      const [complaintsBefore, filesBefore] = [await count("complaints"), filesIn(dir).length];
      const [letter] = intake.files;
      await expect(
        saveComplaint(db, storage, {
          lang: "en",
          values: intake.values,
          files: [letter!],
          source: "site",
          forward: false,
          key,
        }),
      ).rejects.toBeInstanceOf(KeyReused);
      await intake.cleanup();
      expect(await count("complaints")).toBe(complaintsBefore);
      expect(filesIn(dir)).toHaveLength(filesBefore);
    });
  });

  it("leaves no row and no stored file when the transaction fails", async () => {
    const intake = await accepted();
    const [complaintsBefore, filesBefore] = [await count("complaints"), filesIn(dir).length];
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (text, params) =>
              text.includes("into outbox") ? Promise.reject(new Error("disk full")) : tx.query(text, params),
          }),
        ),
    };
    await expect(
      saveComplaint(failing, storage, {
        lang: "en",
        values: intake.values,
        files: intake.files,
        source: "site",
        forward: false,
      }),
    ).rejects.toThrow("disk full");
    await intake.cleanup();
    expect(await count("complaints")).toBe(complaintsBefore);
    expect(filesIn(dir)).toHaveLength(filesBefore);
  });

  it("stores nothing when a file cannot be stored", async () => {
    const intake = await accepted();
    const [complaintsBefore, filesBefore] = [await count("complaints"), filesIn(dir).length];
    let puts = 0;
    const fullDisk: FileStorage = {
      ...storage,
      put: async (key, path, type) => {
        if (++puts === 2) throw new Error("ENOSPC: no space left on device");
        await storage.put(key, path, type);
      },
    };
    await expect(
      saveComplaint(db, fullDisk, {
        lang: "en",
        values: intake.values,
        files: intake.files,
        source: "site",
        forward: false,
      }),
    ).rejects.toThrow("ENOSPC");
    await intake.cleanup();
    expect(await count("complaints")).toBe(complaintsBefore);
    expect(filesIn(dir)).toHaveLength(filesBefore);
  });
});
