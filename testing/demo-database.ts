// The unit suite's global set-up (vitest.config.ts): the demo database (schema and demo content)
// made once per run — a PGlite snapshot in a temporary folder, and a template database on the
// PostgreSQL of TEST_DATABASE_URL — so that each test file's openSeeded() copies it (about half
// a second on PGlite, a tenth on PostgreSQL) instead of migrating and seeding anew.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSnapshot } from "../db/snapshot.ts";
import { createSeededPostgres, demoDatabaseEnv } from "./db.ts";

export default async function makeDemoDatabase(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "demo-database-"));
  const snapshot = join(folder, "demo.tar.gz");
  await writeSnapshot(snapshot);
  process.env[demoDatabaseEnv.snapshot] = snapshot;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createSeededPostgres(adminUrl, "demo") : null;
  if (template) process.env[demoDatabaseEnv.template] = new URL(template.url).pathname.slice(1);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template?.drop();
  };
}
