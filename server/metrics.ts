// What an operator watches, in Prometheus's text format (prom-client): requests by route
// template and status with their durations, the database's statements and pool, the
// background work's figures (the outbox, the mailbox, the schedules: app/features.server.ts),
// and the process (event-loop delay, memory, garbage collection). Never on the public site:
// on a port of its own (METRICS_PORT, bound to METRICS_HOST), or at /metrics behind a bearer
// token (METRICS_TOKEN); neither set, there are none.
import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type express from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client.ts";
import type { Figure } from "../app/http/figures.ts";
import type { Logger } from "../app/http/log.server.ts";

export interface Metrics {
  /** Counts and times every request that reaches it. */
  requests: express.RequestHandler;
  /** The Db, each statement and transaction timed. */
  timed(db: Db): Db;
  /** Learns the pages' route templates from the build (without: "page"). */
  useRoutes(build: ServerBuild): void;
  /** The text Prometheus scrapes. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** The route tree of a build's flat route manifest, for matching a path to its template. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route): RouteObject =>
        route!.index
          ? { id: route!.id, path: route!.path, index: true }
          : { id: route!.id, path: route!.path, children: children(route!.id) },
      );
  return children(undefined);
}

/** Files and endpoints outside React Router, by what starts their path. */
const fixedRoutes: [prefix: string, template: string][] = [
  ["/assets/", "/assets/*"],
  ["/_img/", "/_img/*"],
  ["/media/", "/media/*"],
  ["/metrics", "/metrics"],
];

export function createMetrics(options: { db: Db; figures: (db: Db) => Promise<Figure[]>; log: Logger }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "Requests by method, route template and status, with their durations",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const dbSeconds = new Histogram({
    name: "db_statement_duration_seconds",
    help: "Database statements and transactions (a transaction's own statements inside it)",
    labelNames: ["kind"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL's connection pool: total, idle, and requests waiting for a connection",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = options.db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  const figuresUp = new Gauge({
    name: "operational_figures_up",
    help: "1 when the background work's figures below could be read from the database",
    registers: [registry],
  });
  let tree: RouteObject[] = [];

  const routeOf = (path: string): string => {
    const fixed = fixedRoutes.find(([prefix]) => path.startsWith(prefix));
    if (fixed) return fixed[1];
    if (tree.length === 0) return "page";
    const matches = matchRoutes(tree, path);
    if (!matches) return "unmatched";
    const parts = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part));
    return `/${parts.join("/")}`.replace(/\/+/g, "/");
  };

  return {
    requests: (req, res, next) => {
      const end = requestSeconds.startTimer();
      res.on("close", () => end({ method: req.method, route: routeOf(req.path), status: String(res.statusCode) }));
      next();
    },
    timed: (db) => {
      const time = async <T>(kind: string, run: () => Promise<T>): Promise<T> => {
        const end = dbSeconds.startTimer({ kind });
        try {
          return await run();
        } finally {
          end();
        }
      };
      return {
        ...db,
        query: (text, params) => time("statement", () => db.query(text, params)),
        exec: (sql) => time("script", () => db.exec(sql)),
        transaction: (fn) => time("transaction", () => db.transaction(fn)),
      };
    },
    useRoutes: (build) => {
      tree = routeTree(build.routes);
    },
    scrape: async () => {
      try {
        for (const figure of await options.figures(options.db)) {
          const gauge =
            (registry.getSingleMetric(figure.name) as Gauge | undefined) ??
            new Gauge({ name: figure.name, help: figure.help, registers: [registry] });
          gauge.set(figure.value);
        }
        figuresUp.set(1);
      } catch (error) {
        options.log.warn({ err: error }, "metrics: the background work's figures could not be read");
        figuresUp.set(0);
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

async function answer(metrics: Metrics, send: (status: number, type: string, body: string) => void) {
  const { contentType, body } = await metrics.scrape();
  send(200, contentType, body);
}

/** GET /metrics on the site's own port, for a bearer of `token` only; any other caller gets a 404, as if there were none. */
export function metricsRoute(metrics: Metrics, token: string): express.RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, res, next) => {
    if (req.path !== "/metrics" || req.method !== "GET") return next();
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next();
    res.setHeader("Cache-Control", "no-store");
    answer(metrics, (status, type, body) => res.status(status).type(type).send(body)).catch(next);
  };
}

/** /metrics on a port of its own (METRICS_PORT), for a scraper on the private network. */
export function startMetricsServer(metrics: Metrics, port: number, host: string, log: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    answer(metrics, (status, type, body) => res.writeHead(status, { "Content-Type": type }).end(body)).catch(
      (error: unknown) => {
        log.error({ err: error }, "metrics: scrape failed");
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host, () => log.info({ port, host }, "metrics listening"));
  return server;
}
