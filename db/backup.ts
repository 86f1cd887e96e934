// Backups (issue 43, docs/decisions/0043-poison-mail-and-backups.md): one archive of the database
// and the uploaded files, taken while the server runs and takes submissions, and a new data
// folder made from one.
//
// The database is read in one transaction. On the embedded database, reached through the
// server's socket (db/embedded-socket.ts) or owned by the server itself, a transaction has the
// database to itself, so nothing commits meanwhile; on PostgreSQL it is a repeatable-read
// snapshot. Inside it, every uploaded file is hard-linked beside the uploads folder (a copy
// where links cannot be made): the files are never changed in place, and a row is committed
// only once its file is written, so the archive has every file its rows name. Packing and
// hashing happen after the transaction, while the site goes on.
//
// The archive (.tar.gz): backup.json (what it holds: migrations, each table's columns and row
// count, sequences, each file's SHA-256), tables/<name>.jsonl (a row per line, as
// row_to_json writes it) and files/<storage key>.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { chmod, copyFile, cp, link, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import * as tar from "tar";
import type { Db, Executor } from "./client.ts";
import { openPglite } from "./client.ts";
import { migrate, migrationNames } from "./migrate.ts";

const format = 1;

export interface BackupManifest {
  format: typeof format;
  createdAt: string;
  /** Where it was taken from. */
  database: "pglite" | "postgres";
  /** The migrations its schema has, in order. */
  migrations: string[];
  tables: Record<string, { columns: string[]; rows: number }>;
  /** Each sequence's last value (null: never used). */
  sequences: Record<string, number | null>;
  /** Each uploaded file's storage key and SHA-256 (hex); empty when the files are in S3. */
  files: Record<string, string>;
  /** The files are in an S3 bucket, backed up there (its versioning), not in this archive. */
  filesInS3: boolean;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(tx: Executor): Promise<{ name: string; columns: string[] }[]> {
  const rows = await tx.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`,
  );
  return rows;
}

/** A file the local storage is still writing (app/uploads/storage.server.ts renames it into place when whole). */
const beingWritten = /\.tmp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every stored file under `dir`, as storage keys ("complaints/2026/ab12.pdf"). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !beingWritten.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Links (or copies) a file into the backup; false when it went since it was listed (removed by
 * an erasure meanwhile: left out, as the person asked).
 */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    try {
      await copyFile(from, to);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw copyError;
    }
  }
  return true;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

export interface BackupOptions {
  db: Db;
  /** The uploads folder (local storage), or null when the files are in S3. */
  uploadDir: string | null;
  /** The folder the archive is written to. */
  outDir: string;
  now?: Date;
}

/** Writes one archive into `outDir` (never a half-written one: it appears whole); resolves with its path. */
export async function writeBackup({ db, uploadDir, outDir, now = new Date() }: BackupOptions): Promise<{
  path: string;
  manifest: BackupManifest;
  /** How long the database was held (the embedded one serves nobody else meanwhile). */
  heldMs: number;
}> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const name = `backup-${stamp(now)}`;
  // Beside the uploads so that their files can be hard-linked (one file system).
  const staging = uploadDir ? `${uploadDir.replace(/\/+$/, "")}.${name}-${process.pid}` : join(outDir, `.${name}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, "tables"), { recursive: true, mode: 0o700 });
  await chmod(staging, 0o700);
  try {
    const began = performance.now();
    const manifest = await db.transaction(async (tx) => {
      if (db.kind === "postgres") await tx.query("set transaction isolation level repeatable read, read only");
      const migrations = (await tx.query<{ name: string }>("select name from schema_migrations order by name")).map(
        (row) => row.name,
      );
      const tables: BackupManifest["tables"] = {};
      for (const { name: table, columns } of await tablesOf(tx)) {
        const rows = await tx.query<{ row: string }>(
          `select row_to_json(t)::text as row from (select ${columns.map(quoted).join(", ")} from ${quoted(table)}) t`,
        );
        await writeFile(join(staging, "tables", `${table}.jsonl`), rows.map((row) => `${row.row}\n`).join(""));
        tables[table] = { columns, rows: rows.length };
      }
      const sequences = Object.fromEntries(
        (
          await tx.query<{ name: string; last_value: string | null }>(
            "select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by 1",
          )
        ).map((row) => [row.name, row.last_value === null ? null : Number(row.last_value)]),
      );
      const keys: string[] = [];
      for (const key of uploadDir ? await filesUnder(uploadDir) : [])
        if (await linkOrCopy(join(uploadDir!, key), join(staging, "files", key))) keys.push(key);
      return { migrations, tables, sequences, keys };
    });
    const heldMs = Math.round(performance.now() - began);
    const files: Record<string, string> = {};
    for (const key of manifest.keys) files[key] = await sha256Of(join(staging, "files", key));
    const full: BackupManifest = {
      format,
      createdAt: now.toISOString(),
      database: db.kind,
      migrations: manifest.migrations,
      tables: manifest.tables,
      sequences: manifest.sequences,
      files,
      filesInS3: uploadDir === null,
    };
    await writeFile(join(staging, "backup.json"), JSON.stringify(full, null, 2));
    const path = join(outDir, `${name}.tar.gz`);
    const partial = `${path}.partial`;
    const entries = ["backup.json", "tables", ...(manifest.keys.length ? ["files"] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // It holds every complainant's personal data: for this user's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, path);
    return { path, manifest: full, heldMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes the oldest archives of `outDir` beyond the newest `keep`; resolves with those removed. */
export async function pruneBackups(outDir: string, keep: number): Promise<string[]> {
  const archives = existsSync(outDir)
    ? readdirSync(outDir)
        .filter((file) => /^backup-\d{8}T\d{6}Z\.tar\.gz$/.test(file))
        .sort()
    : [];
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const file of old) await rm(join(outDir, file), { force: true });
  return old;
}

/** A restore that would overwrite something, or an archive that cannot be trusted: said to the user as it is. */
export class RestoreRefused extends Error {}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(dir, "backup.json"), "utf8")) as BackupManifest;
  if (manifest.format !== format)
    throw new RestoreRefused(`This archive's format (${manifest.format}) is not known here.`);
  const known = migrationNames();
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new RestoreRefused(`The archive comes from a newer version of the site (migrations ${unknown.join(", ")}).`);
  return manifest;
}

/** Inserts a table's rows from its JSON lines, a thousand at a time. */
async function loadTable(tx: Executor, dir: string, table: string, columns: string[]): Promise<void> {
  const lines = (await readFile(join(dir, "tables", `${table}.jsonl`), "utf8")).split("\n").filter(Boolean);
  const list = columns.map(quoted).join(", ");
  for (let start = 0; start < lines.length; start += 1000) {
    await tx.query(
      `insert into ${quoted(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [`[${lines.slice(start, start + 1000).join(",")}]`],
    );
  }
}

export interface RestoreOptions {
  archive: string;
  /** The embedded database's new data folder (DATA_DIR/pglite): it must not hold a database. */
  dataDir: string;
  /** The new uploads folder: it must be empty or absent. */
  uploadDir: string;
}

/**
 * Makes a new embedded database and uploads folder from an archive, checked row for row and file
 * for file against what the archive says it holds; refuses to overwrite anything. The site
 * started on them applies any migration newer than the archive's.
 */
export async function restoreBackup({ archive, dataDir, uploadDir }: RestoreOptions): Promise<BackupManifest> {
  if (!isEmptyDir(dataDir) || existsSync(`${dataDir.replace(/\/+$/, "")}.lock`))
    throw new RestoreRefused(`${dataDir} already holds a database: restore into a new folder (DATA_DIR).`);
  if (!isEmptyDir(uploadDir)) throw new RestoreRefused(`${uploadDir} already holds files: restore into a new folder.`);
  const work = `${dataDir.replace(/\/+$/, "")}.restoring-${process.pid}`;
  const unpacked = join(work, "archive");
  const newData = join(work, basename(dataDir));
  await rm(work, { recursive: true, force: true });
  await mkdir(unpacked, { recursive: true });
  try {
    await tar.x({ file: archive, cwd: unpacked, strict: true });
    const manifest = await readManifest(unpacked);
    for (const [key, sha256] of Object.entries(manifest.files))
      if ((await sha256Of(join(unpacked, "files", key))) !== sha256)
        throw new RestoreRefused(`The archive's file ${key} is damaged (its SHA-256 differs).`);

    const db = await openPglite(newData);
    try {
      await migrate(db, manifest.migrations);
      await db.transaction(async (tx) => {
        // Rows as they were: no trigger runs and no foreign key is checked while they load.
        await tx.query("set local session_replication_role = replica");
        const tables = Object.keys(manifest.tables);
        await tx.query(`truncate ${tables.map(quoted).join(", ")}`);
        for (const [table, { columns }] of Object.entries(manifest.tables))
          await loadTable(tx, unpacked, table, columns);
        for (const [sequence, last] of Object.entries(manifest.sequences))
          if (last !== null) await tx.query("select setval($1::regclass, $2, true)", [quoted(sequence), last]);
        for (const [table, { rows }] of Object.entries(manifest.tables)) {
          const [count] = await tx.query<{ n: number }>(`select count(*)::int as n from ${quoted(table)}`);
          if (count!.n !== rows)
            throw new RestoreRefused(`${table}: ${count!.n} rows restored, the archive has ${rows}.`);
        }
      });
    } finally {
      await db.close();
    }
    await mkdir(dirname(dataDir), { recursive: true });
    await rm(dataDir, { recursive: true, force: true });
    await rename(newData, dataDir);
    if (Object.keys(manifest.files).length) {
      await rm(uploadDir, { recursive: true, force: true });
      await mkdir(dirname(uploadDir), { recursive: true });
      await rename(join(unpacked, "files"), uploadDir).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV") throw error;
        await cp(join(unpacked, "files"), uploadDir, { recursive: true });
      });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
