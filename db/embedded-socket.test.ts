// The embedded database shared by its owner (this test process, opening it as the server does)
// with second processes (db/fixtures/second-process.ts, opening it as every command does) and
// with a PostgreSQL client on its socket: same data both ways, and transactions that never
// interleave with the owner's queries.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDb, type Db } from "./client.ts";
import { socketDirOf, socketFile } from "./embedded-socket.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const limits = { idleInTransactionMs: 400, transactionMs: 2000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SecondProcess {
  /** Resolves with the next line it prints that starts with `prefix`. */
  line(prefix: string): Promise<string>;
  /** Every line it printed so far. */
  lines: string[];
  send(line: string): void;
  exited: Promise<number | null>;
}

/** Runs db/fixtures/second-process.ts on the data folder `dataRoot` (its DATA_DIR). */
function second(dataRoot: string, ...args: string[]): SecondProcess {
  const child = spawn(process.execPath, ["db/fixtures/second-process.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataRoot },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let output = "";
  let errors = "";
  const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const complete = output.split("\n");
    output = complete.pop()!;
    for (const line of complete) {
      lines.push(line);
      for (const wait of waiting.filter((wait) => line.startsWith(wait.prefix))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  });
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    lines,
    line: (prefix) => {
      const seen = lines.find((line) => line.startsWith(prefix));
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiting.push({ prefix, resolve })),
        exited.then((code) => {
          throw new Error(
            `second process exited (${code}) before printing "${prefix}": ${lines.join("\n")}\n${errors}`,
          );
        }),
      ]);
    },
    send: (line) => child.stdin.write(`${line}\n`),
    exited,
  };
}

/** Whether `promise` is still pending after `ms`. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await sleep(ms);
  return !settled;
}

describe("the embedded database shared while its owner runs", () => {
  let dataRoot: string;
  let dataDir: string;
  let owner: Db;
  const count = async (value: string) =>
    (await owner.query<{ n: number }>("select count(*)::int as n from shared where value = $1", [value]))[0]!.n;

  // One data directory for all: creating one takes seconds (PGlite's initdb in WebAssembly).
  const openShared = () => openDb({ kind: "pglite", dataDir, serve: limits });
  beforeAll(async () => {
    dataRoot = mkdtempSync(join(tmpdir(), "shared-"));
    dataDir = join(dataRoot, "pglite");
    owner = await openShared();
    await owner.exec("create table shared (value text not null)");
  });
  afterAll(async () => {
    await owner.close();
    rmSync(dataRoot, { recursive: true, force: true });
  });
  beforeEach(() => owner.exec("truncate shared"));

  it("lets a second process read the owner's rows, and the owner read the rows it commits", async () => {
    await owner.query("insert into shared values ('from owner')");
    expect(await second(dataRoot, "count", "from owner").line("count")).toBe("count 1");

    const writer = second(dataRoot, "transaction", "from second");
    // Its transaction sees the owner's row and its own.
    expect(await writer.line("inserted")).toBe("inserted 2");
    writer.send("commit");
    await writer.line("done");
    expect(await writer.exited).toBe(0);
    expect(await count("from second")).toBe(1);
  });

  it("keeps the owner's queries out of a second process's transaction, and its rollback leaves nothing", async () => {
    const writer = second(dataRoot, "transaction", "uncommitted");
    await writer.line("inserted");
    // While that transaction is open, the owner's query and write wait for its end: they never
    // see its row, and the write does not become part of it.
    const seen = count("uncommitted");
    const written = owner.query("insert into shared values ('owner meanwhile')");
    expect(await pendingAfter(seen, 300)).toBe(true);
    writer.send("rollback");
    await writer.line("done");
    expect(await seen).toBe(0);
    await written;
    expect(await count("owner meanwhile")).toBe(1);
    expect(await count("uncommitted")).toBe(0);
  });

  it("keeps a second process out of the owner's transaction", async () => {
    const reader = second(dataRoot, "count", "owner uncommitted", "wait");
    await reader.line("open");
    let finish!: () => void;
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const rollback = new Error("rollback");
    const transaction = owner.transaction(async (tx) => {
      await tx.query("insert into shared values ('owner uncommitted')");
      inserted();
      await new Promise<void>((resolve) => (finish = resolve));
      throw rollback;
    });
    await insertedRow;
    // Its query waits for the owner's transaction to end: it never sees the row.
    reader.send("go");
    expect(await pendingAfter(reader.line("count"), 1000)).toBe(true);
    finish();
    await expect(transaction).rejects.toBe(rollback);
    expect(await reader.line("count")).toBe("count 0");
  });

  it("ends a second process's transaction left idle, and the owner goes on", async () => {
    const stuck = second(dataRoot, "idle", "stuck");
    await stuck.line("inserted");
    const started = Date.now();
    expect(await count("stuck")).toBe(0);
    expect(Date.now() - started).toBeLessThan(limits.idleInTransactionMs + 1500);
    stuck.send("go");
    expect(await stuck.line("error")).toMatch(/^error /);
  });

  describe("through a PostgreSQL client", () => {
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ host: socketDirOf(dataDir), port: 5432, user: "anyone", database: "any" });
      client.on("error", () => {});
      await client.connect();
      clients.push(client);
      return client;
    };
    afterEach(async () => {
      for (const client of clients.splice(0)) await client.end().catch(() => {});
    });

    it("is reachable only by this user, and serves several clients in turn", async () => {
      const dir = socketDirOf(dataDir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, socketFile)).mode & 0o777).toBe(0o600);
      const [a, b] = await Promise.all([connect(), connect()]);
      await a.query("begin");
      await a.query("insert into shared values ('a')");
      // b waits for a's transaction, then sees its outcome.
      const seenByB = b.query("select count(*)::int as n from shared where value = 'a'");
      expect(await pendingAfter(seenByB, 300)).toBe(true);
      await a.query("commit");
      expect((await seenByB).rows).toEqual([{ n: 1 }]);
    });

    it("resets what a client set in the session once its transaction ends", async () => {
      const client = await connect();
      await client.query("set timezone = 'Asia/Phnom_Penh'");
      await client.query("create temp table shared (value text)");
      expect((await client.query("show timezone")).rows).toEqual([{ TimeZone: "UTC" }]);
      // The temporary table is gone: the owner's queries reach its own table again.
      await client.query("insert into shared values ('real')");
      expect(await count("real")).toBe(1);
    });

    it("refuses COPY FROM STDIN, which would stop PGlite, and goes on", async () => {
      const client = await connect();
      await expect(client.query("copy shared from stdin")).rejects.toMatchObject({ code: "0A000" });
      await expect(client.query("/* */ COPY shared FROM /* x */ STDIN")).rejects.toMatchObject({ code: "0A000" });
      await expect(client.query("copy shared to program 'cat'")).rejects.toMatchObject({ code: "0A000" });
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      expect(await owner.query("select 1 as one")).toEqual([{ one: 1 }]);
    });

    it("rolls back the transaction of a client that goes away, and of one that keeps the session too long", async () => {
      const leaving = await connect();
      await leaving.query("begin");
      await leaving.query("insert into shared values ('left behind')");
      await leaving.end();
      expect(await count("left behind")).toBe(0);

      const greedy = await connect();
      await greedy.query("begin");
      await greedy.query("insert into shared values ('too long')");
      // Busy, never idle for long, but past the transaction's limit.
      const error = await (async () => {
        for (;;) {
          await sleep(100);
          await greedy.query("select 1");
        }
      })().catch((error: unknown) => error);
      expect(error).toBeInstanceOf(Error);
      expect(await count("too long")).toBe(0);
    });

    it("rolls back an unfinished batch of a client that goes away after an error", async () => {
      const client = await connect();
      await client.query("begin");
      await expect(client.query("select nonsense")).rejects.toMatchObject({ code: "42703" });
      await client.end();
      expect(await owner.query("select 1 as one")).toEqual([{ one: 1 }]);
      await owner.transaction(async (tx) => {
        await tx.query("insert into shared values ('after')");
      });
      expect(await count("after")).toBe(1);
    });
  });

  it("is refused to another opener that would serve it (a second server)", async () => {
    await expect(openDb({ kind: "pglite", dataDir, serve: true })).rejects.toThrow(/in use by process/);
  });

  it("stops serving on close: the socket file goes, and the next opener opens the folder itself", async () => {
    const path = join(socketDirOf(dataDir), socketFile);
    expect(existsSync(path)).toBe(true);
    await owner.query("insert into shared values ('kept')");
    await owner.close();
    expect(existsSync(path)).toBe(false);
    const reader = second(dataRoot, "count", "kept");
    expect(await reader.line("count")).toBe("count 1");
    await reader.exited;
    owner = await openShared();
  });

  it("after its owner died, a second process takes the folder over (stale lock and socket)", async () => {
    await owner.query("insert into shared values ('kept')");
    await owner.close();
    // What a killed owner leaves: its lock with its pid, and its socket file.
    writeFileSync(join(dataRoot, "pglite.lock"), "2147483646");
    const path = join(socketDirOf(dataDir), socketFile);
    mkdirSync(socketDirOf(dataDir), { recursive: true });
    writeFileSync(path, "");
    const started = Date.now();
    const reader = second(dataRoot, "count", "kept");
    expect(await reader.line("count")).toBe("count 1");
    // At once, not after waiting for the dead owner.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(path)).toBe(false);
    await reader.exited;
    owner = await openShared();
  });
});
