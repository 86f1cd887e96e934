// Probes for the platform: /healthz says the process answers (restart it if not); /readyz says
// it can serve (send it traffic): the database answers and its schema has every migration.
import express from "express";
import type { Db } from "../db/client.ts";
import { pendingMigrations } from "../db/migrate.ts";

export function healthChecks(db: Db): express.Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "no-store").send("ok");
  });
  router.get("/readyz", async (_req, res) => {
    res.type("text/plain").set("Cache-Control", "no-store");
    try {
      const pending = await pendingMigrations(db);
      if (pending.length === 0) res.send("ready");
      else res.status(503).send(`migrations pending: ${pending.join(", ")}`);
    } catch {
      res.status(503).send("database unreachable");
    }
  });
  return router;
}
