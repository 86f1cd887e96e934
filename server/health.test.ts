// The probes on each database: /healthz always answers; /readyz only while the database
// answers and has every migration.
import express from "express";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { migrate, migrationNames } from "../db/migrate.ts";
import { testDatabases } from "../db/testing.ts";
import { healthChecks } from "./health.ts";
import { listen } from "./testing.ts";

async function probe(db: Db, path: string) {
  const server = await listen(express().use(healthChecks(db)));
  try {
    const response = await fetch(`${server.base}${path}`);
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.text() };
  } finally {
    await server.close();
  }
}

describe.each(testDatabases)("/readyz on $name", (database) => {
  it("is ready once every migration is applied, and says which are missing before", async () => {
    const db = await database.open();
    try {
      const empty = await probe(db, "/readyz");
      expect(empty).toEqual({ status: 503, cacheControl: "no-store", body: `migrations pending: ${migrationNames().join(", ")}` });

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
});
