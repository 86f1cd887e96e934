// Applies db/migrations/*.sql in name order, each once, each in its own transaction.
// The same files run on PGlite and PostgreSQL; applied names are kept in schema_migrations.
import { readdirSync, readFileSync } from "node:fs";
import type { Db } from "./client.ts";

const migrationsDir = new URL("./migrations/", import.meta.url);

export function migrationNames(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/** Applies the migrations not yet applied: all of them, or those of `only` (a backup's, db/backup.ts). */
export async function migrate(db: Db, only?: readonly string[]): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const name of migrationNames().filter((name) => !only || only.includes(name))) {
    const sql = readFileSync(new URL(name, migrationsDir), "utf8");
    const ran = await db.transaction(async (tx) => {
      // Several instances starting at once: the first applies, the others wait and skip.
      await tx.query("select pg_advisory_xact_lock(7274001)");
      const done = await tx.query("select 1 from schema_migrations where name = $1", [name]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query("insert into schema_migrations (name) values ($1)", [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** Names of migrations not yet applied (empty when the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [table] = await db.query<{ exists: boolean }>("select to_regclass('schema_migrations') is not null as exists");
  const rows = table?.exists ? await db.query<{ name: string }>("select name from schema_migrations") : [];
  const applied = new Set(rows.map((row) => row.name));
  return migrationNames().filter((name) => !applied.has(name));
}
