// The unit suite's global set-up (vitest.config.ts): the demo database (schema and demo content)
// made once per run — a PGlite snapshot in a temporary folder, and a template database on the
// PostgreSQL of TEST_DATABASE_URL, side by side — so that each test file's openSeeded() copies it
// (about a second on PGlite, a tenth on PostgreSQL) instead of migrating and seeding anew.
// npm test has just built the same snapshot (build/embedded-db.tar.gz) and names it in
// TEST_BUILT_SNAPSHOT: it is taken instead of being made again. The copies read it unpacked,
// which spares each a third of a second of a core.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { writeSnapshot } from "../db/snapshot.ts";
import { createSeededPostgres, demoDatabaseEnv } from "./db.ts";

async function writeUnpackedSnapshot(folder: string): Promise<string> {
  let packed = process.env.TEST_BUILT_SNAPSHOT;
  if (!packed) {
    packed = join(folder, "demo.tar.gz");
    await writeSnapshot(packed);
  }
  const unpacked = join(folder, "demo.tar");
  writeFileSync(unpacked, gunzipSync(readFileSync(packed)));
  return unpacked;
}

export default async function makeDemoDatabase(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "demo-database-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [snapshot, template] = await Promise.allSettled([
    writeUnpackedSnapshot(folder),
    adminUrl ? createSeededPostgres(adminUrl, "demo") : null,
  ]);
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template.status === "fulfilled") await template.value?.drop();
  };
  // One of the two failed: the other is not left behind (a folder, a database on the server).
  if (snapshot.status === "rejected" || template.status === "rejected") {
    await teardown();
    throw snapshot.status === "rejected" ? snapshot.reason : (template as PromiseRejectedResult).reason;
  }
  process.env[demoDatabaseEnv.snapshot] = snapshot.value;
  if (template.value) process.env[demoDatabaseEnv.template] = new URL(template.value.url).pathname.slice(1);
  return teardown;
}
