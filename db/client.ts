// One small query interface over both drivers: embedded PGlite (default) and a real
// PostgreSQL through node-postgres (when DATABASE_URL is set). Hand-written SQL runs
// unchanged on both; see docs/decisions/0002-data-access.md. An embedded data directory is
// open in one process at a time; other processes reach it through that process's socket
// (db/embedded-socket.ts, docs/decisions/0018-embedded-database-shared.md).
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { Logger } from "pino";
import { commitOutcomeOpen, committed, writtenXid } from "./commit-outcome.ts";
import {
  serveEmbedded,
  SessionLock,
  socketDirOf,
  socketFile,
  socketPort,
  type EmbeddedSocket,
  type SocketLimits,
} from "./embedded-socket.ts";

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
  /** PostgreSQL's connection pool now (the embedded database has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export type DbConfig =
  /**
   * dataDir null: in memory. snapshot: a tarball (db/snapshot.ts), gzipped or not, a new data directory starts from.
   * A data directory another process has open is reached through that process's socket
   * (db/embedded-socket.ts), unless `serve` is set: the web server's way, which refuses such a
   * directory, and serves its own on a socket while it is open (true, or the socket's limits).
   */
  | { kind: "pglite"; dataDir: string | null; snapshot?: string; serve?: boolean | Partial<SocketLimits> }
  | {
      kind: "postgres";
      url: string;
      max?: number;
      /** How long a COMMIT that got no answer waits for the server to say whether it committed (db/commit-outcome.ts). */
      commitWaitMs?: number;
    };

/** `log` hears of PostgreSQL connections lost while idle (default: nobody), and of the embedded database's socket. */
export async function openDb(config: DbConfig, log?: Logger): Promise<Db> {
  if (config.kind === "postgres")
    return openPostgres({ connectionString: config.url, max: config.max ?? 10 }, "postgres", log, config.commitWaitMs);
  if (!config.dataDir) return openPglite(null, config.snapshot);
  return openEmbedded(config.dataDir, config, log);
}

/** How long a command waits for a process that has the data directory open but no socket (yet). */
const ownerWaitMs = 30_000;

/**
 * The embedded database in `dataDir`: opened here when no other process has it, else reached
 * through the owner's socket, the same database under the same `Db` interface. An owner still
 * starting (no socket yet), or one without a socket (another command), is waited for.
 */
async function openEmbedded(
  dataDir: string,
  config: { snapshot?: string; serve?: boolean | Partial<SocketLimits> },
  log?: Logger,
): Promise<Db> {
  const deadline = Date.now() + ownerWaitMs;
  for (;;) {
    const lock = lockDataDir(dataDir);
    if (typeof lock === "function") {
      // A socket left by an owner that died: nobody answers there any more.
      rmSync(join(socketDirOf(dataDir), socketFile), { force: true });
      const serve = config.serve ? { limits: config.serve === true ? undefined : config.serve, log } : undefined;
      return startPglite(dataDir, config.snapshot, lock, serve);
    }
    if (config.serve)
      throw new Error(`The embedded database at ${dataDir} is in use by process ${lock.owner}. Stop it first.`);
    const client = await connectEmbedded(dataDir, lock.owner, log);
    if (client) return client;
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by process ${lock.owner}, which does not answer on ${join(socketDirOf(dataDir), socketFile)}: ` +
          `another command still has it open, or that process is not this site's (then remove ${lockPathOf(dataDir)}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A client of the owner's socket, or null while nothing answers there (an owner starting or
 * stopping). PostgreSQL's protocol, hence node-postgres.
 */
async function connectEmbedded(dataDir: string, owner: number, log?: Logger): Promise<Db | null> {
  const host = resolve(socketDirOf(dataDir));
  if (!existsSync(join(host, socketFile))) return null;
  // No password: the socket admits only this OS user. Never TLS on a local socket.
  const db = openPostgres(
    { host, port: socketPort, user: "postgres", database: "postgres", password: "", ssl: false, max: 4 },
    "pglite",
    log,
  );
  try {
    await db.query("select 1");
    return db;
  } catch (error) {
    await db.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EPERM") {
      throw new Error(
        `The embedded database at ${dataDir} is in use by process ${owner}, whose socket admits only the user it runs as: run this command as that user.`,
        { cause: error },
      );
    }
    return null;
  }
}

function openPostgres(settings: pg.PoolConfig, kind: Db["kind"], log?: Logger, commitWaitMs = 30_000): Db {
  const pool = new pg.Pool({ connectionTimeoutMillis: 5000, ...settings });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query connects anew.
  pool.on("error", (error) => log?.warn({ err: error }, "postgres: idle connection lost"));
  const query = async <Row>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];
  return {
    kind,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: (text, params) => query(pool, text, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // The server may end the connection while the transaction waits (a restart, a time limit):
      // the next query then fails, rather than the "error" event ending the process.
      let lost: unknown;
      const onError = (error: unknown) => (lost ??= error);
      client.on("error", onError);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        client.off("error", onError);
        client.release(lost instanceof Error ? lost : undefined);
      };
      try {
        await client.query("begin");
        const result = await fn({
          query: (text, params) => query(client, text, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        const xid = await writtenXid(client);
        try {
          await client.query("commit");
        } catch (error) {
          if (!xid || !commitOutcomeOpen(error)) throw error;
          // Its place in the pool is for the asking: every client may have lost its connection at once.
          lost ??= error;
          release();
          const done = await committed(pool, xid, commitWaitMs, error);
          log?.warn({ err: error, xid, committed: done }, "postgres: COMMIT got no answer; asked again");
          if (!done) throw error;
        }
        return result;
      } catch (error) {
        if (!released) await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PgliteDb extends Db {
  /** The whole data directory as a gzipped tarball. */
  dump(): Promise<Uint8Array>;
}

/** Opens PGlite itself: in memory (dataDir null), or a data directory no other process has open. */
export async function openPglite(dataDir: string | null, snapshot?: string): Promise<PgliteDb> {
  if (!dataDir) return startPglite(null, snapshot, () => {});
  const lock = lockDataDir(dataDir);
  if (typeof lock !== "function")
    throw new Error(`The embedded database at ${dataDir} is in use by process ${lock.owner}. Stop it first.`);
  return startPglite(dataDir, snapshot, lock);
}

async function startPglite(
  dataDir: string | null,
  snapshot: string | undefined,
  releaseLock: () => void,
  serve?: { limits?: Partial<SocketLimits>; log?: Logger },
): Promise<PgliteDb> {
  let pglite: PGlite;
  try {
    const isNew = !dataDir || !existsSync(join(dataDir, "PG_VERSION"));
    const loadDataDir = isNew && snapshot && existsSync(snapshot) ? new Blob([readFileSync(snapshot)]) : undefined;
    // pg_trgm always: once a database has the register's trigram indexes (migrations 0007 and
    // 0009), every write of a complaint or message calls the extension's code.
    pglite = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir, extensions: { pg_trgm } });
  } catch (error) {
    releaseLock();
    throw error;
  }
  // Every query and transaction of this process takes the session in turn with the socket's
  // clients: none runs inside another's transaction.
  const session = new SessionLock();
  let socket: EmbeddedSocket | null = null;
  if (dataDir && serve) {
    try {
      socket = await serveEmbedded({
        pglite,
        lock: session,
        dir: resolve(socketDirOf(dataDir)),
        limits: serve.limits,
        log: serve.log,
      });
    } catch (error) {
      await pglite.close();
      releaseLock();
      throw error;
    }
  }
  let closing: Promise<void> | undefined;
  return {
    kind: "pglite",
    query: (text, params) => session.run(async () => (await pglite.query(text, params)).rows as never[]),
    exec: (sql) =>
      session.run(async () => {
        await pglite.exec(sql);
      }),
    transaction: (fn) =>
      session.run(() =>
        pglite.transaction((tx) =>
          fn({
            query: async (text, params) => (await tx.query(text, params)).rows as never[],
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    dump: () =>
      session.run(async () => {
        await pglite.exec("checkpoint");
        return new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
      }),
    close: () =>
      (closing ??= (async () => {
        // Clients first (their open transactions roll back), then the database, then the lock.
        await socket?.close();
        await session.run(async () => {
          // Without a checkpoint, recent writes would be replayed from WAL on every start.
          await pglite.exec("checkpoint");
          await pglite.close();
        });
        releaseLock();
      })()),
  };
}

function lockPathOf(dataDir: string): string {
  return join(dataDir, "..", `${dataDir.split("/").filter(Boolean).pop()}.lock`);
}

/**
 * PGlite has no server process guarding its files: two processes writing one data directory
 * corrupt it. A lock file holding the owner's pid admits one opener; the others get the owner's
 * pid (and go through its socket). A lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): (() => void) | { owner: number } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(lockPath)) {
      const release = () => rmSync(lockPath, { force: true });
      // Also when the process ends without closing the database (a forced exit).
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    }
    const text = readFileSync(lockPath, "utf8");
    const owner = Number(text);
    // Empty: another process is writing its pid right now (only where links are not supported).
    if (text === "" || (owner && isRunning(owner))) return { owner };
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}.`);
}

/** Creates the lock file with this process's pid; false when there is one already. */
function createLockFile(lockPath: string): boolean {
  // Written aside, then linked into place: the lock never exists without its pid.
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    // A file system without hard links: create it in place.
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return true;
    } catch (inPlace) {
      if ((inPlace as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw inPlace;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
