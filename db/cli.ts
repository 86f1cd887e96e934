// npm run db:migrate | db:seed | outbox:dead | search:reindex | db:backup | db:restore ARCHIVE —
// against DATABASE_URL, or the embedded database in DATA_DIR (through the server's socket while it runs).
import "../server/node-version.ts";
import { join } from "node:path";
import { dbConfig, loadEnv, localUploadDir } from "../server/env.ts";
import { restoreBackup, RestoreRefused, writeBackup } from "./backup.ts";
import { openDb } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/seed.ts";
import { reindexAll } from "../app/search/index.server.ts";
import { reindexBackOffice } from "../app/search/back-office-index.server.ts";

const commands = ["migrate", "seed", "dead", "reindex", "backup", "restore"];
const [command, argument] = process.argv.slice(2);
if (!command || !commands.includes(command)) {
  console.error(`usage: node db/cli.ts ${commands.join("|")} [archive]`);
  process.exit(2);
}

const env = loadEnv();
if (command === "restore") {
  if (!argument) {
    console.error("usage: npm run db:restore <archive.tar.gz>   (into DATA_DIR, which must not hold a database)");
    process.exit(2);
  }
  if (env.DATABASE_URL) {
    console.error(
      "db:restore makes an embedded database: unset DATABASE_URL (for PostgreSQL, see the README's Backups).",
    );
    process.exit(2);
  }
  const manifest = await restoreBackup({
    archive: argument,
    dataDir: join(env.DATA_DIR, "pglite"),
    uploadDir: localUploadDir(env) ?? join(env.DATA_DIR, "uploads"),
  }).catch((error: unknown) => {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.files).length} files, as of ${manifest.createdAt}, into ${env.DATA_DIR}`,
  );
  process.exit(0);
}

const db = await openDb(dbConfig(env));
try {
  if (command === "dead") {
    // Deliveries that failed for good: what staff must follow up by hand.
    const rows = await db.query(
      "select id, kind, payload, attempts, last_error, created_at::text from outbox where status = 'dead' order by created_at",
    );
    console.log(rows.length ? JSON.stringify(rows, null, 2) : "no dead outbox jobs");
  } else if (command === "backup") {
    const { path, manifest, heldMs } = await writeBackup({
      db,
      uploadDir: localUploadDir(env),
      outDir: argument ?? env.BACKUP_DIR ?? "backups",
    });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `wrote ${path}: ${rows} rows, ${Object.keys(manifest.files).length} files${manifest.filesInS3 ? " (the files are in S3, not in the archive)" : ""}; the database was held ${heldMs} ms`,
    );
  } else {
    const applied = await migrate(db);
    console.log(applied.length ? `applied migrations: ${applied.join(", ")}` : "schema is up to date");
    if (command === "seed") console.log(`seeded ${await seed(db)} rows of demo content`);
    if (command === "reindex") {
      console.log(`indexed ${await reindexAll(db)} documents for the site search`);
      console.log(`indexed ${await reindexBackOffice(db)} documents for the back office's search`);
    }
  }
} finally {
  await db.close();
}
