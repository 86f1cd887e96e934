// Which upload files a backup takes: those stored, not one the storage is still writing (a
// temporary name, renamed into place when whole), whose disappearance mid-backup once failed it.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../testing/db.ts";
import type { Db } from "./client.ts";
import { migrate } from "./migrate.ts";
import { writeBackup } from "./backup.ts";

describe("the upload files of a backup", () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDatabases[0]!.open();
    await migrate(db);
  });
  afterAll(() => db.close());

  it("takes the stored files and leaves out those still being written", async () => {
    const root = mkdtempSync(join(tmpdir(), "backup-files-"));
    const uploads = join(root, "uploads");
    mkdirSync(join(uploads, "complaints/2026/12"), { recursive: true });
    writeFileSync(join(uploads, "complaints/2026/12/letter.pdf"), "stored");
    writeFileSync(join(uploads, "complaints/2026/12/next.pdf.tmp-12f4b8b2-0f40-4a22-b9af-d7cd547d75f4"), "half");
    const { manifest } = await writeBackup({ db, uploadDir: uploads, outDir: join(root, "backups") });
    expect(Object.keys(manifest.files)).toEqual(["complaints/2026/12/letter.pdf"]);
  });
});
