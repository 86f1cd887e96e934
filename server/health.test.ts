// The probes on each database: /healthz always answers; /readyz only while the database
// answers and has every migration.
import express from "express";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { migrate, migrationNames } from "../db/migrate.ts";
import { testDatabases } from "../testing/db.ts";
import { healthChecks } from "./health.ts";
import { listen } from "../testing/kit.ts";

async function probeAll(db: Db, paths: string[], timeoutMs?: number) {
  const server = await listen(express().use(healthChecks(db, timeoutMs)));
  try {
    return await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${server.base}${path}`);
        return {
          status: response.status,
          cacheControl: response.headers.get("cache-control"),
          body: await response.text(),
        };
      }),
    );
  } finally {
    await server.close();
  }
}

const probe = async (db: Db, path: string) => (await probeAll(db, [path]))[0]!;

describe.each(testDatabases)("/readyz on $name", (database) => {
  it("is ready once every migration is applied, and says which are missing before", async () => {
    const db = await database.open();
    try {
      const empty = await probe(db, "/readyz");
      expect(empty).toEqual({
        status: 503,
        cacheControl: "no-store",
        body: `migrations pending: ${migrationNames().join(", ")}`,
      });

      await migrate(db);
      expect(await probe(db, "/readyz")).toEqual({ status: 200, cacheControl: "no-store", body: "ready" });

      const last = migrationNames().at(-1)!;
      await db.query("delete from schema_migrations where name = $1", [last]);
      expect(await probe(db, "/readyz")).toMatchObject({ status: 503, body: `migrations pending: ${last}` });
    } finally {
      await db.close();
    }
  });

  it("is not ready while the database is unreachable, though the process is healthy", async () => {
    const db = await database.open();
    await db.close();
    expect(await probe(db, "/readyz")).toEqual({ status: 503, cacheControl: "no-store", body: "database unreachable" });
    expect(await probe(db, "/healthz")).toEqual({ status: 200, cacheControl: "no-store", body: "ok" });
  });

  it("answers within its own timeout while the database hangs, with one query however many probes come", async () => {
    const db = await database.open();
    try {
      await migrate(db);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A transaction that keeps schema_migrations locked: the check's query waits behind it.
      const locked = new Promise<void>((resolve, reject) => {
        db.transaction(async (tx) => {
          await tx.exec("lock table schema_migrations in access exclusive mode");
          resolve();
          await held;
        }).catch(reject);
      });
      await locked;
      try {
        const started = Date.now();
        const answers = await probeAll(db, ["/readyz", "/readyz", "/readyz", "/healthz"], 300);
        expect(Date.now() - started).toBeLessThan(2000);
        const late = { status: 503, cacheControl: "no-store", body: "database did not answer within 300 ms" };
        expect(answers.slice(0, 3)).toEqual([late, late, late]);
        expect(answers[3]).toMatchObject({ status: 200, body: "ok" });
        if (db.kind === "postgres") expect(await waitingQueries(db)).toBe(1);
      } finally {
        release();
      }
      await expect.poll(() => probe(db, "/readyz")).toMatchObject({ status: 200, body: "ready" });
    } finally {
      await db.close();
    }
  });
});

/** Queries of this database waiting on a lock: the probes' own, on PostgreSQL. */
async function waitingQueries(db: Db): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    "select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return row!.count;
}
