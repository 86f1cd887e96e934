// Backups as they will be used (issue 43): `npm run db:backup` while the real server takes
// complaints from four clients at once, `npm run db:restore` into a new folder, then a server on
// it. Every complaint thanked before the backup began is there row for row, with its file's
// bytes; every table of the restored database holds what the archive holds, line for line; the
// restore refuses a folder that holds a database. On the embedded database (through the
// server's socket) and, with TEST_DATABASE_URL, on PostgreSQL. Needs the build (`npm run build`).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { serverDatabases } from "../testing/db.ts";
import { complaintFormData, startServer, uploadFixture, waitFor, type ServerProcess } from "../testing/kit.ts";
import { openDb, type Db } from "./client.ts";
import { writeBackup, type BackupManifest } from "./backup.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);
const apiKey = "backup-test-key-0123456789";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** `npm run db:<command>` as an operator runs it. */
async function cli(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["db/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return stdout;
}

interface Thanked {
  kind: "complaint" | "contact";
  /** A complaint's reference, a message's sender. */
  key: string;
  /** The SHA-256 of a complaint's file. */
  file: string | null;
}

const files = [
  ["letter.pdf", uploadFixture("letter.pdf")],
  ["receipt.jpg", uploadFixture("receipt.jpg")],
] as const;

/** One submission: a complaint with its file every third time, else a contact message. */
async function submit(base: string, n: number): Promise<Thanked> {
  const headers = { "X-API-Key": apiKey, "Idempotency-Key": `backup-${n}-${Date.now()}` };
  const email = `person-${n}@example.com`;
  const fields = { FullName: `Backup Person ${n}`, Email: email, PhoneNumber: "012 345 678" };
  if (n % 3 === 0) {
    const [name, bytes] = files[n % 2]!;
    const response = await fetch(`${base}/api/complaints`, {
      method: "POST",
      headers,
      body: complaintFormData({ ...fields, Message: `ការទាមទារសំណងលេខ ${n} មិនទាន់បានឆ្លើយតប។` }, [[name, bytes]]),
    });
    if (response.status !== 201) throw new Error(`complaint ${n}: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { reference: string } };
    return { kind: "complaint", key: data.reference, file: sha256(bytes) };
  }
  const response = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      full_name: fields.FullName,
      email,
      phone_number: fields.PhoneNumber,
      message: `សារលេខ ${n}`,
    }),
  });
  if (response.status !== 201) throw new Error(`message ${n}: ${response.status} ${await response.text()}`);
  return { kind: "contact", key: email, file: null };
}

/** Clients submitting until stopped; what each was thanked for, in order. */
function submitters(base: string, clients: number) {
  let sending = true;
  const thanked: Thanked[] = [];
  let count = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (sending) thanked.push(await submit(base, ++count));
  });
  return {
    thanked,
    stop: async () => {
      sending = false;
      await Promise.all(loops);
    },
  };
}

/** Each table's rows in an archive (or a dump), sorted, as row_to_json wrote them. */
async function tablesOf(archive: string): Promise<{ manifest: BackupManifest; rows: Record<string, string[]> }> {
  const dir = mkdtempSync(join(tmpdir(), "backup-read-"));
  await tar.x({ file: archive, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, "backup.json"), "utf8")) as BackupManifest;
  const rows = Object.fromEntries(
    readdirSync(join(dir, "tables")).map((file) => [
      file.replace(/\.jsonl$/, ""),
      readFileSync(join(dir, "tables", file), "utf8")
        .split("\n")
        .filter(Boolean)
        .sort(),
    ]),
  );
  rmSync(dir, { recursive: true, force: true });
  return { manifest, rows };
}

/** The rows of what was thanked for: each complaint with its files, each contact message. */
async function submittedRows(db: Db, thanked: Thanked[]) {
  const keys = (kind: Thanked["kind"]) => thanked.filter((one) => one.kind === kind).map((one) => one.key);
  const [complaints, messages] = await Promise.all([
    db.query<{ reference: string; complaint: unknown; files: { storage_key: string }[] | null }>(
      `select c.reference, row_to_json(c) as complaint,
              (select json_agg(row_to_json(f) order by f.id) from complaint_files f where f.complaint_id = c.id) as files
         from complaints c where c.reference = any($1) order by c.reference`,
      [keys("complaint")],
    ),
    db.query(`select row_to_json(m) as message from contact_messages m where email = any($1) order by email`, [
      keys("contact"),
    ]),
  ]);
  return { complaints, messages };
}

const { targets, dropAll } = serverDatabases();
afterAll(dropAll);

describe.each(targets)("a backup taken while the server takes complaints ($name)", (target) => {
  it(
    "restores into a new folder everything committed before it began, for a server to serve",
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "backup-live-"));
      const restoredDir = mkdtempSync(join(tmpdir(), "backup-restored-"));
      const backups = mkdtempSync(join(tmpdir(), "backup-archives-"));
      const env = {
        ...(await target.env()),
        DATA_DIR: dataDir,
        API_KEYS: apiKey,
        RATE_LIMIT_SUBMISSIONS: "10000",
        // Nothing listens there: the e-mails wait in the outbox, as they would while SMTP is down.
        SMTP_URL: "smtp://127.0.0.1:9",
      };
      let server: ServerProcess | null = await startServer(env);
      let restored: ServerProcess | null = null;
      let live: Db | null = null;
      try {
        const writing = submitters(server.base, 4);
        await waitFor("60 submissions", () => writing.thanked.length >= 60, 120_000);
        const before = [...writing.thanked];
        const written = await cli(env, "backup", backups);
        const archive = written.match(/^wrote (\S+):/)?.[1];
        expect(archive, written).toBeTruthy();
        const afterBackup = writing.thanked.length;
        await waitFor("20 submissions more", () => writing.thanked.length >= afterBackup + 20, 60_000);
        await writing.stop();
        // The archive is for this user's eyes only.
        expect(statSync(archive!).mode & 0o777).toBe(0o600);

        // Restored into a new folder, checked against the archive as it is made.
        const restoredEnv = { DATA_DIR: restoredDir, DATABASE_URL: "" };
        expect(await cli(restoredEnv, "restore", archive!)).toMatch(/^restored \d+ rows in \d+ tables and \d+ files/);
        // A folder that holds a database is never overwritten.
        await expect(cli(restoredEnv, "restore", archive!)).rejects.toThrow(/already holds a database/);

        // Every table of the restored database holds what the archive holds, line for line.
        const again = await openDb({ kind: "pglite", dataDir: join(restoredDir, "pglite") });
        const dump = await writeBackup({ db: again, uploadDir: join(restoredDir, "uploads"), outDir: backups });
        await again.close();
        const [original, roundTrip] = await Promise.all([tablesOf(archive!), tablesOf(dump.path)]);
        expect(Object.keys(roundTrip.rows).sort()).toEqual(Object.keys(original.rows).sort());
        for (const table of Object.keys(original.rows))
          expect(roundTrip.rows[table], table).toEqual(original.rows[table]);
        expect(roundTrip.manifest.files).toEqual(original.manifest.files);
        expect(roundTrip.manifest.sequences).toEqual(original.manifest.sequences);

        // Every complaint thanked before the backup began is there as the live database has it, with its file.
        live = await target.open(dataDir, env);
        restored = await startServer({ ...env, ...restoredEnv });
        const served = await openDb({ kind: "pglite", dataDir: join(restoredDir, "pglite") });
        try {
          const [inLive, inRestored] = await Promise.all([submittedRows(live, before), submittedRows(served, before)]);
          expect(inRestored.complaints.length + inRestored.messages.length).toBe(before.length);
          expect(inRestored).toEqual(inLive);
          for (const complaint of before.filter((one) => one.kind === "complaint")) {
            const row = inRestored.complaints.find((one) => one.reference === complaint.key)!;
            const bytes = readFileSync(join(restoredDir, "uploads", row.files![0]!.storage_key));
            expect(sha256(bytes), complaint.key).toBe(complaint.file);
          }
          expect(before.filter((one) => one.kind === "complaint").length).toBeGreaterThanOrEqual(15);
        } finally {
          await served.close();
        }

        // The restored site takes the next complaint, numbered after every one it holds.
        const response = await fetch(`${restored.base}/api/complaints`, {
          method: "POST",
          headers: { "X-API-Key": apiKey },
          body: complaintFormData({
            FullName: "After Restore",
            Email: "after@example.com",
            PhoneNumber: "012 345 678",
            Message: "A complaint after the restore.",
          }),
        });
        expect(response.status).toBe(201);
        const { data } = (await response.json()) as { data: { reference: string } };
        const highest = Object.values(original.rows.complaints ?? [])
          .map((line) => (JSON.parse(line) as { reference: string }).reference)
          .sort()
          .pop()!;
        expect(data.reference > highest).toBe(true);
      } finally {
        await live?.close();
        for (const running of [server, restored]) {
          running?.child.kill("SIGTERM");
          await running?.exited;
        }
        server = null;
        for (const dir of [dataDir, restoredDir, backups]) rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
