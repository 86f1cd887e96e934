import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "./client.ts";

describe("embedded database directory", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "pglite-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps data across close and reopen", async () => {
    const dataDir = join(tempDir(), "pglite");
    const first = await openDb({ kind: "pglite", dataDir });
    await first.exec("create table kept (value text); insert into kept values ('still here')");
    await first.close();
    const second = await openDb({ kind: "pglite", dataDir });
    expect(await second.query("select value from kept")).toEqual([{ value: "still here" }]);
    await second.close();
  });

  it("waits for a directory another open database holds without serving it, and opens it once free", async () => {
    const dataDir = join(tempDir(), "pglite");
    const holder = await openDb({ kind: "pglite", dataDir });
    const next = openDb({ kind: "pglite", dataDir });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.close();
    await (await next).close();
  });

  it("refuses a directory another process holds to an opener that would serve it", async () => {
    const dataDir = join(tempDir(), "pglite");
    const holder = await openDb({ kind: "pglite", dataDir });
    await expect(openDb({ kind: "pglite", dataDir, serve: true })).rejects.toThrow(/in use by process/);
    await holder.close();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const root = tempDir();
    const dataDir = join(root, "pglite");
    writeFileSync(join(root, "pglite.lock"), "2147483646");
    const db = await openDb({ kind: "pglite", dataDir });
    expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
    await db.close();
  });

  it("rolls a failed transaction back", async () => {
    const db = await openDb({ kind: "pglite", dataDir: null });
    await db.exec("create table t (n int)");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (1)");
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.query("select count(*)::int as n from t")).toEqual([{ n: 0 }]);
    await db.close();
  });
});
