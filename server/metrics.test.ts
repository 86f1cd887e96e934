// Metrics as Prometheus scrapes them, from the real app over HTTP: never on the public site
// without the token, requests by route template, the database's statements, the background
// work's figures moving with the database, and the process's own; and the port of its own.
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { listen, productionBuild, tempStorage } from "../testing/kit.ts";
import { addRegisterStaff, alice } from "../testing/register.ts";
import { operationalFigures } from "../app/features.server.ts";
import { createLogger } from "../app/http/log.server.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { createMetrics, startMetricsServer, type Metrics } from "./metrics.ts";

const token = "a".repeat(16) + "b".repeat(16);
const log = createLogger("silent");

/** The value of a sample line `name{labels} value`, or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases)("metrics on $name", (database) => {
  let db: Db;
  let metrics: Metrics;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    db = await openSeeded(database);
    await addRegisterStaff(db);
    await db.query("delete from outbox");
    metrics = createMetrics({ db, figures: operationalFigures, log });
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: {
        db: metrics.timed(db),
        config: siteConfig(loadEnv({})),
        storage: tempStorage(),
        forms: formsConfig(loadEnv({})),
      },
      metrics: { metrics, token },
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return response.text();
  };

  it("is not there for the public: without the token, or with another, /metrics is the site's 404", async () => {
    const tries: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      { Authorization: `Bearer ${token}x` },
    ];
    for (const headers of tries) {
      const response = await fetch(`${server.base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    }
  });

  it("counts and times requests by route template and status", async () => {
    const before = await scrape();
    const series = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`;
    for (const path of ["/careers", "/careers?l=km", "/careers/claims-officer", "/careers/no-such-position"])
      await (await fetch(`${server.base}${path}`)).text();
    const after = await scrape();
    const moved = (route: string, status: number) =>
      (sample(after, series(route, status)) ?? 0) - (sample(before, series(route, status)) ?? 0);
    expect(moved("/careers", 200)).toBe(2);
    expect(moved("/careers/:slug", 200)).toBe(1);
    expect(moved("/careers/:slug", 404)).toBe(1);
    expect(sample(after, 'db_statement_duration_seconds_count{kind="statement"}')).toBeGreaterThan(0);
    // The process's own.
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
    expect(after).toContain("operational_figures_up 1");
  });

  it("reports the outbox, the mailbox and the schedules as they are in the database", async () => {
    let text = await scrape();
    expect(sample(text, "outbox_waiting")).toBe(0);
    expect(sample(text, "outbox_oldest_waiting_seconds")).toBe(0);
    await db.query(
      `insert into outbox (kind, payload, created_at, attempts) values
         ('contact.email', '{}', now() - interval '20 minutes', 2), ('contact.email', '{}', now(), 0)`,
    );
    await db.query(`insert into outbox (kind, payload, status) values ('contact.email', '{}', 'dead')`);
    await db.query(
      `insert into work_leases (name, last_round_at, last_error) values ('mailbox', now() - interval '15 minutes', 'refused')
       on conflict (name) do update set last_round_at = excluded.last_round_at, last_error = excluded.last_error`,
    );
    await db.query(
      `insert into content_schedules (entity, key, action, due_at, created_by) values
         ('positions', 'x', 'publish', now() - interval '5 minutes', $1), ('positions', 'y', 'publish', now() + interval '1 day', $1)`,
      [alice.id],
    );
    text = await scrape();
    expect(sample(text, "outbox_waiting")).toBe(2);
    expect(sample(text, "outbox_oldest_waiting_seconds")).toBeGreaterThanOrEqual(1200);
    expect(sample(text, "outbox_retrying")).toBe(1);
    expect(sample(text, "outbox_dead")).toBe(1);
    expect(sample(text, "mailbox_last_round_age_seconds")).toBeGreaterThanOrEqual(900);
    expect(sample(text, "mailbox_last_round_failed")).toBe(1);
    expect(sample(text, "schedules_due")).toBe(1);
    expect(sample(text, "schedules_late")).toBe(1);
    await db.query("delete from outbox");
    await db.query("delete from content_schedules where key in ('x', 'y')");
    text = await scrape();
    expect(sample(text, "outbox_waiting")).toBe(0);
    expect(sample(text, "schedules_due")).toBe(0);
  });

  it("serves /metrics alone on a port of its own", async () => {
    const own = startMetricsServer(metrics, 0, "127.0.0.1", log);
    await once(own, "listening");
    const base = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("outbox_waiting");
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      own.close();
    }
  });
});
