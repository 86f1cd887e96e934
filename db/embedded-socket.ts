// The embedded database shared while the server runs: the process that owns PGlite serves
// PostgreSQL's wire protocol on a Unix socket beside the data directory, so that the
// command-line tools (db/cli.ts) and psql read and write the same database meanwhile.
// PGlite is one database session: a client's transaction gets that session to itself, from
// its first statement until it is idle again, and the owner's own queries wait meanwhile
// (SessionLock). Why not @electric-sql/pglite-socket: docs/decisions/0018-embedded-database-shared.md.
import { chmodSync, lstatSync, mkdirSync, rmdirSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "pino";

/**
 * One holder at a time, in the order they asked: each query and transaction of the owner, and
 * each transaction of a socket client. PGlite's own locks let statements of one caller run
 * between the statements of another's transaction; this one does not.
 */
export class SessionLock {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves, once it is this caller's turn, with the function that ends the turn. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return turn;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

export interface SocketLimits {
  /** How long a client may leave its transaction idle (the site waits meanwhile). */
  idleInTransactionMs: number;
  /** How long a client may keep the session, from its transaction's first statement to its end. */
  transactionMs: number;
}

const defaultSocketLimits: SocketLimits = { idleInTransactionMs: 5_000, transactionMs: 30_000 };

/** The folder that holds the socket, beside the data directory (`.data/pglite` → `.data/pglite.socket`). */
export function socketDirOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.socket`;
}

/** The name libpq and node-postgres look for in that folder (`psql -h <folder>`). */
export const socketPort = 5432;
export const socketFile = `.s.PGSQL.${socketPort}`;

/** Longest path a Unix socket can have (Linux; macOS allows 104). */
const maxSocketPath = 103;

export interface EmbeddedSocket {
  path: string;
  /** Stops listening and disconnects every client; their open transactions roll back. */
  close(): Promise<void>;
}

/**
 * Serves `pglite` on `<dir>/.s.PGSQL.5432`, reachable only by this OS user (folder 0700, socket
 * 0600). The caller owns the data directory (its lock), so a socket file already there is a dead
 * owner's and is replaced. Resolves null, with a warning, when there can be no socket there (a path
 * too long, a file system without sockets, a folder that cannot be made private).
 */
export async function serveEmbedded(options: {
  pglite: PGlite;
  lock: SessionLock;
  dir: string;
  limits?: Partial<SocketLimits>;
  log?: Logger;
}): Promise<EmbeddedSocket | null> {
  const { pglite, lock, dir, log } = options;
  const limits = { ...defaultSocketLimits, ...options.limits };
  const path = join(dir, socketFile);
  if (Buffer.byteLength(path) > maxSocketPath) {
    log?.warn(
      { path },
      "embedded database: socket path too long; command-line tools cannot connect while this process runs (use a shorter DATA_DIR)",
    );
    return null;
  }
  const parameters = await lock.run(() => serverParameters(pglite));
  const connections = new Set<Connection>();
  let nextId = 1;
  const server = createServer((socket) => {
    const connection = new Connection(socket, nextId++, { pglite, lock, limits, parameters, log });
    connections.add(connection);
    void connection.finished.then(() => connections.delete(connection));
  });
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!lstatSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
    // Also when the folder was there already: only this user may reach the socket.
    chmodSync(dir, 0o700);
    rmSync(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(path, () => {
        server.off("error", reject);
        resolve();
      });
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // The data stays safe (the lock); only the sharing is lost. A file system without sockets,
    // or a folder this user cannot make private.
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    log?.warn(
      { err: error, path },
      "embedded database: no socket; command-line tools cannot connect while this process runs",
    );
    return null;
  }
  server.on("error", (error) => log?.error({ err: error }, "embedded database socket failed"));
  log?.info({ socket: path }, `embedded database: command-line tools connect through ${path} (psql -h ${dir})`);
  const removeFile = () => rmSync(path, { force: true });
  // Also when the process ends without closing the database (a forced exit).
  process.once("exit", removeFile);

  let closing: Promise<void> | undefined;
  return {
    path,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const connection of connections)
          connection.terminate(
            "57P01",
            "terminating connection: the process that owns the embedded database is stopping",
          );
        await Promise.all([stopped, ...[...connections].map((connection) => connection.finished)]);
        process.off("exit", removeFile);
        removeFile();
        try {
          rmdirSync(dir);
        } catch {
          // Not empty, or gone already: left as it is.
        }
      })()),
  };
}

/** What a PostgreSQL server reports when a client connects (ParameterStatus). */
async function serverParameters(pglite: PGlite): Promise<[string, string][]> {
  const names = [
    "server_version",
    "server_encoding",
    "client_encoding",
    "DateStyle",
    "IntervalStyle",
    "TimeZone",
    "integer_datetimes",
    "standard_conforming_strings",
    "is_superuser",
    "session_authorization",
  ];
  const { rows } = await pglite.query<{ values: string[] }>(
    "select array(select current_setting(name) from unnest($1::text[]) with ordinality as n(name, i) order by i) as values",
    [names],
  );
  return names.map((name, index) => [name, rows[0]!.values[index]!]);
}

const sslRequest = 80877103;
const gssEncRequest = 80877104;
const cancelRequest = 80877102;
/** Far above anything the site's tools send; a bigger length means a confused client. */
const maxMessageBytes = 256 * 1024 * 1024;

/**
 * COPY … FROM STDIN (psql's \copy … from) makes PGlite wait for input it cannot get and ends the
 * process; COPY … PROGRAM breaks the session. Such statements never reach PGlite. A comment or
 * string that merely looks like one is refused too, which is harmless.
 */
const copyHazard = /\bcopy\b[\s\S]*?\b(?:from\s+stdin|(?:from|to)\s+program)\b/i;
const refusal =
  "do $$ begin raise exception using errcode = 'feature_not_supported', " +
  "message = 'COPY FROM STDIN (psql''s \\copy … from) and COPY … PROGRAM do not work on the embedded database while it is shared', " +
  "hint = 'Load the rows with INSERT, or stop the server and run the command again.'; end $$";

interface ConnectionParts {
  pglite: PGlite;
  lock: SessionLock;
  limits: SocketLimits;
  parameters: [string, string][];
  log: Logger | undefined;
}

/** One client: the start-up exchange, then each message run by PGlite in arrival order. */
class Connection {
  readonly finished: Promise<void>;
  #finish!: () => void;
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #queue: Buffer[] = [];
  #working = false;
  #closed = false;
  /** Set while this client has the session: ends its turn. */
  #release: (() => void) | null = null;
  #idleTimer: NodeJS.Timeout | undefined;
  #turnTimer: NodeJS.Timeout | undefined;

  private readonly socket: Socket;
  private readonly id: number;
  private readonly parts: ConnectionParts;

  constructor(socket: Socket, id: number, parts: ConnectionParts) {
    this.socket = socket;
    this.id = id;
    this.parts = parts;
    this.finished = new Promise((resolve) => (this.#finish = resolve));
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.#receive(chunk));
    socket.on("error", () => this.#close());
    socket.on("close", () => this.#close());
  }

  /** Sends a fatal error, closes the connection and rolls its transaction back. */
  terminate(code: string, message: string): void {
    if (this.#closed) return;
    this.socket.end(errorResponse("FATAL", code, message));
    // A client that does not close its end in turn is cut off.
    setTimeout(() => this.socket.destroy(), 1000).unref();
    this.#close(false);
  }

  #receive(chunk: Buffer): void {
    if (this.#closed) return;
    this.#buffer = this.#buffer.length > 0 ? Buffer.concat([this.#buffer, chunk]) : chunk;
    while (!this.#closed) {
      if (!this.#started) {
        if (this.#buffer.length < 8) break;
        const length = this.#buffer.readInt32BE(0);
        if (length < 8 || length > 10_000) return this.terminate("08P01", "invalid startup packet");
        if (this.#buffer.length < length) break;
        const code = this.#buffer.readInt32BE(4);
        this.#buffer = this.#buffer.subarray(length);
        // No TLS on a local socket: "N" tells the client to go on without.
        if (code === sslRequest || code === gssEncRequest) this.socket.write("N");
        // PGlite cannot stop a statement that runs: a cancel request is ignored.
        else if (code === cancelRequest) return this.#close();
        else if (code >>> 16 !== 3)
          return this.terminate("08P01", `unsupported frontend protocol ${code >>> 16}.${code & 0xffff}`);
        else this.#start(code & 0xffff);
        continue;
      }
      if (this.#buffer.length < 5) break;
      const length = this.#buffer.readInt32BE(1);
      if (length < 4 || length > maxMessageBytes) return this.terminate("08P01", "invalid message length");
      if (this.#buffer.length < 1 + length) break;
      this.#queue.push(this.#buffer.subarray(0, 1 + length));
      this.#buffer = this.#buffer.subarray(1 + length);
    }
    void this.#work();
  }

  /** No authentication: the socket's permissions admit only this OS user. */
  #start(minorVersion: number): void {
    this.#started = true;
    const parts: Buffer[] = [];
    // A newer protocol 3.x asked for: answer that 3.0 is what this server speaks.
    if (minorVersion > 0) parts.push(message("v", int32(0), int32(0)));
    parts.push(message("R", int32(0)));
    for (const [name, value] of this.parts.parameters) parts.push(message("S", cstring(name), cstring(value)));
    parts.push(message("K", int32(this.id), int32(Math.floor(Math.random() * 0x7fffffff))));
    parts.push(message("Z", Buffer.from("I")));
    this.socket.write(Buffer.concat(parts));
  }

  async #work(): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    try {
      while (!this.#closed && this.#queue.length > 0) await this.#run(this.#queue.shift()!);
    } catch (error) {
      this.parts.log?.error({ err: error }, "embedded database socket: client message failed");
      this.terminate("XX000", "internal error in the embedded database's socket");
    } finally {
      this.#working = false;
    }
    if (this.#closed) {
      await this.#endTurn(true);
      this.#finish();
    } else if (this.#release) this.#armIdleTimer();
  }

  async #run(input: Buffer): Promise<void> {
    const type = String.fromCharCode(input[0]!);
    if (type === "X") return this.#close();
    if (!this.#release) {
      const release = await this.parts.lock.acquire();
      this.#release = release;
      const { transactionMs } = this.parts.limits;
      this.#turnTimer = setTimeout(
        () =>
          this.terminate(
            "25P04",
            `terminating connection: its transaction kept the embedded database, which the site shares, for more than ${transactionMs / 1000} s`,
          ),
        transactionMs,
      );
      if (this.#closed) return;
    }
    clearTimeout(this.#idleTimer);
    const { pglite } = this.parts;
    const statement = type === "Q" || type === "P" ? refuseHazard(type, input) : input;
    const output = await pglite.runExclusive(() => pglite.execProtocolRaw(statement, { syncToFs: false }));
    if (!this.#closed && this.socket.writable) this.socket.write(output);
    // Idle again (ReadyForQuery "I"): the turn ends and the site's queries go on.
    if (readyStatus(output) === "I") await this.#endTurn(false);
  }

  #armIdleTimer(): void {
    clearTimeout(this.#idleTimer);
    const { idleInTransactionMs } = this.parts.limits;
    this.#idleTimer = setTimeout(
      () =>
        this.terminate(
          "25P03",
          `terminating connection: it left a transaction idle for more than ${idleInTransactionMs / 1000} s while the site waited for the embedded database`,
        ),
      idleInTransactionMs,
    );
  }

  /**
   * Leaves the session as the owner expects it: nothing half-done (`abandoned`: a transaction or
   * an unsynchronised batch of a client that went away is rolled back) and nothing the client set
   * (DISCARD ALL: settings, prepared statements, temporary tables, LISTEN).
   */
  async #endTurn(abandoned: boolean): Promise<void> {
    const release = this.#release;
    if (!release) return;
    this.#release = null;
    clearTimeout(this.#idleTimer);
    clearTimeout(this.#turnTimer);
    const { pglite } = this.parts;
    try {
      await pglite.runExclusive(async () => {
        const run = (bytes: Buffer) => pglite.execProtocolRaw(bytes, { syncToFs: false });
        if (abandoned) {
          // ROLLBACK ends an explicit or implicit transaction; after an error in a batch, it is
          // skipped until the Sync, after which a failed transaction block still needs one.
          await run(message("Q", cstring("rollback")));
          await run(message("S"));
          if (pglite.isInTransaction()) await run(message("Q", cstring("rollback")));
        }
        await run(message("Q", cstring("discard all")));
      });
      await pglite.syncToFs();
    } catch (error) {
      this.parts.log?.error({ err: error }, "embedded database socket: could not reset the session after a client");
    } finally {
      release();
    }
  }

  #close(destroy = true): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue = [];
    clearTimeout(this.#idleTimer);
    clearTimeout(this.#turnTimer);
    if (destroy) this.socket.destroy();
    // A message under way finishes first; #work then ends the turn.
    if (!this.#working) void this.#endTurn(true).then(this.#finish);
  }
}

function refuseHazard(type: "Q" | "P", input: Buffer): Buffer {
  // Query: the text. Parse: a statement name, then the text, then parameter types.
  const start = type === "Q" ? 5 : input.indexOf(0, 5) + 1;
  const end = input.indexOf(0, start);
  const sql = input
    .toString("utf8", start, end)
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ");
  if (!copyHazard.test(sql)) return input;
  return type === "Q"
    ? message("Q", cstring(refusal))
    : message("P", cstring(input.toString("utf8", 5, start - 1)), cstring(refusal), Buffer.alloc(2));
}

/** The transaction status of the last ReadyForQuery in `output`: "I" idle, "T" in a transaction, "E" failed one. */
function readyStatus(output: Uint8Array): string | undefined {
  let status: string | undefined;
  const view = new DataView(output.buffer, output.byteOffset, output.byteLength);
  for (let offset = 0; offset + 5 <= output.length; offset += 1 + view.getInt32(offset + 1)) {
    if (output[offset] === 0x5a && offset + 5 < output.length) status = String.fromCharCode(output[offset + 5]!);
  }
  return status;
}

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}

function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`, "utf8");
}

/** A backend or frontend message: its type, its length, its body. */
function message(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  return Buffer.concat([Buffer.from(type), int32(content.length + 4), content]);
}

function errorResponse(severity: string, code: string, text: string): Buffer {
  return message(
    "E",
    cstring(`S${severity}`),
    cstring(`V${severity}`),
    cstring(`C${code}`),
    cstring(`M${text}`),
    Buffer.alloc(1),
  );
}
