// Build step: the embedded database with schema and demo content, packed as a tarball.
// A new embedded data directory starts from it in about a second, where creating one
// from scratch takes several (PGlite's initdb runs in WebAssembly).
//   node db/snapshot.ts build/embedded-db.tar.gz
import { writeFileSync } from "node:fs";
import { openPglite } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/seed.ts";

export async function writeSnapshot(path: string): Promise<void> {
  const db = await openPglite(null);
  try {
    await migrate(db);
    await seed(db);
    writeFileSync(path, await db.dump());
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  const path = process.argv[2];
  if (!path) throw new Error("usage: node db/snapshot.ts <file.tar.gz>");
  await writeSnapshot(path);
  console.log(`wrote ${path}`);
}
