// One small query interface over both drivers: embedded PGlite (default) and a real
// PostgreSQL through node-postgres (when DATABASE_URL is set). Hand-written SQL runs
// unchanged on both; see docs/decisions/0002-data-access.md.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Logger } from "pino";

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Executor extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Executor {
  readonly kind: "pglite" | "postgres";
  /** Runs fn inside BEGIN … COMMIT, rolling back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DbConfig =
  /** dataDir null: in memory. snapshot: a tarball (db/snapshot.ts) a new data directory starts from. */
  | { kind: "pglite"; dataDir: string | null; snapshot?: string }
  | { kind: "postgres"; url: string; max?: number };

/** `log` hears of PostgreSQL connections lost while idle (default: nobody). */
export async function openDb(config: DbConfig, log?: Logger): Promise<Db> {
  return config.kind === "postgres" ? openPostgres(config.url, config.max, log) : openPglite(config.dataDir, config.snapshot);
}

function openPostgres(url: string, max = 10, log?: Logger): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query connects anew.
  pool.on("error", (error) => log?.warn({ err: error }, "postgres: idle connection lost"));
  const query = async <Row,>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];
  return {
    kind: "postgres",
    query: (text, params) => query(pool, text, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          query: (text, params) => query(client, text, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PgliteDb extends Db {
  /** The whole data directory as a gzipped tarball. */
  dump(): Promise<Uint8Array>;
}

export async function openPglite(dataDir: string | null, snapshot?: string): Promise<PgliteDb> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let pglite: PGlite;
  try {
    const isNew = !dataDir || !existsSync(join(dataDir, "PG_VERSION"));
    const loadDataDir = isNew && snapshot && existsSync(snapshot) ? new Blob([readFileSync(snapshot)]) : undefined;
    pglite = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir });
  } catch (error) {
    releaseLock();
    throw error;
  }
  return {
    kind: "pglite",
    query: async (text, params) => (await pglite.query(text, params)).rows as never[],
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: async (text, params) => (await tx.query(text, params)).rows as never[],
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    dump: async () => {
      await pglite.exec("checkpoint");
      return new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
    },
    close: async () => {
      if (pglite.closed) return;
      // Without a checkpoint, recent writes would be replayed from WAL on every start.
      await pglite.exec("checkpoint");
      await pglite.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no server process guarding its files: two processes writing one data
 * directory corrupt it. A lock file holding the owner's pid refuses a second opener;
 * a lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "..", `${dataDir.split("/").filter(Boolean).pop()}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      // Also when the process ends without closing the database (a forced exit).
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8"));
      if (owner && isRunning(owner)) {
        throw new Error(`The embedded database at ${dataDir} is in use by process ${owner}. Stop it first.`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
