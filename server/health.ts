// Probes for the platform: /healthz says the process answers (restart it if not); /readyz says
// it can serve (send it traffic): the database answers and its schema has every migration.
import express from "express";
import type { Db } from "../db/client.ts";
import { pendingMigrations } from "../db/migrate.ts";

/** Within a platform's usual probe timeout (Kubernetes: 1 s by default, often raised). */
const readinessTimeoutMs = 2000;

class TimedOut extends Error {}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthChecks(db: Db, timeoutMs = readinessTimeoutMs): express.Router {
  const router = express.Router();
  // One check at a time: probes that come while the database hangs wait on the same query
  // rather than each holding a connection of the pool.
  let checking: Promise<string[]> | null = null;
  const check = () =>
    (checking ??= pendingMigrations(db).finally(() => {
      checking = null;
    }));

  router.get("/healthz", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "no-store").send("ok");
  });
  router.get("/readyz", async (_req, res) => {
    res.type("text/plain").set("Cache-Control", "no-store");
    try {
      const pending = await within(check(), timeoutMs);
      if (pending.length === 0) res.send("ready");
      else res.status(503).send(`migrations pending: ${pending.join(", ")}`);
    } catch (error) {
      res
        .status(503)
        .send(error instanceof TimedOut ? `database did not answer within ${timeoutMs} ms` : "database unreachable");
    }
  });
  return router;
}
