// A COMMIT whose answer never comes: a proxy between node-postgres and the real PostgreSQL cuts
// the connection as the COMMIT passes, after the server has it or before. The transaction then
// reports what the server did, asked on a new connection, or says it cannot know.
import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../testing/db.ts";
import { openDb, type Db } from "./client.ts";
import { CommitOutcomeUnknown } from "./commit-outcome.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

type Cut = "none" | "after commit" | "before commit" | "and refuse";

/** A TCP proxy to `target` that cuts a connection at its COMMIT as `cut` says (read at each COMMIT). */
async function startProxy(target: URL) {
  const state: { cut: Cut; refusing: boolean } = { cut: "none", refusing: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (state.refusing) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let answering = true;
    upstream.on("data", (chunk) => answering && client.write(chunk));
    client.on("data", (chunk) => {
      // node-postgres sends a parameterless COMMIT as a simple query: "Q", length, "commit\0".
      const commit = chunk.includes("commit\0");
      if (!commit || state.cut === "none") return void upstream.write(chunk);
      answering = false;
      if (state.cut === "after commit") {
        upstream.write(chunk);
        // The server has the COMMIT; its answer is what is lost.
        setTimeout(() => client.destroy(), 300);
        return;
      }
      if (state.cut === "and refuse") state.refusing = true;
      client.destroy();
      upstream.destroy();
    });
    for (const socket of [client, upstream]) {
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    state,
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!adminUrl)("a COMMIT whose answer is lost (PostgreSQL)", () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let direct: Db;
  let db: Db;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl!, "commit");
    proxy = await startProxy(new URL(database.url));
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    direct = await openDb({ kind: "postgres", url: database.url, max: 1 });
    await direct.exec("create table kept (n int primary key)");
    db = await openDb({ kind: "postgres", url: viaProxy.href, max: 2, commitWaitMs: 2_000 });
  });
  afterAll(async () => {
    await db?.close();
    await direct?.close();
    await proxy?.close();
    await database?.drop();
  });

  const insert = (n: number) =>
    db.transaction(async (tx) => {
      await tx.query("insert into kept values ($1)", [n]);
      return `stored ${n}`;
    });
  const stored = async (n: number) => (await direct.query("select n from kept where n = $1", [n])).length === 1;

  it("returns as committed when the server committed it", async () => {
    proxy.state.cut = "after commit";
    await expect(insert(1)).resolves.toBe("stored 1");
    expect(await stored(1)).toBe(true);
  });

  it("throws the lost connection's error when the server rolled it back", async () => {
    proxy.state.cut = "before commit";
    await expect(insert(2)).rejects.not.toBeInstanceOf(CommitOutcomeUnknown);
    expect(await stored(2)).toBe(false);
  });

  it("says the outcome is unknown while the server cannot be asked", async () => {
    proxy.state.cut = "and refuse";
    const error = await insert(3).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CommitOutcomeUnknown);
    expect((error as Error).message).toMatch(/did not say within 2 s whether it committed/);
    proxy.state.refusing = false;
  });

  it("asks nothing of a read-only transaction, and works on after the cuts", async () => {
    proxy.state.cut = "after commit";
    await expect(db.transaction((tx) => tx.query("select 1 as one"))).rejects.toThrow();
    proxy.state.cut = "none";
    await expect(insert(4)).resolves.toBe("stored 4");
    expect(await stored(4)).toBe(true);
  });
});
