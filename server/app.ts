// The HTTP application: security headers, compression, health checks, the access log, built
// assets with long-lived caching, then React Router for every page.
import { join } from "node:path";
import compression from "compression";
import express from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { AppServices, RequestInfo } from "../app/http/context.server.ts";
import { createLogger, type Logger } from "../app/http/log.server.ts";
import { accessLog } from "./access-log.ts";
import { healthChecks } from "./health.ts";
import { mediaFiles } from "./media.ts";
import { metricsRoute, type Metrics } from "./metrics.ts";
import type { PageCache } from "./page-cache.ts";
import { pageHandler } from "./page-handler.ts";
import { drawLivePreview } from "../app/features.server.ts";
import { sameOriginForms } from "./same-origin-forms.ts";
import { securityHeaders } from "./security-headers.ts";

export interface AppOptions {
  /** The server build, or (development) a function loading the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  services: AppServices;
  /** build/client: hashed assets under assets/, files of public/ beside them. Null when Vite serves them (development). */
  clientDir: string | null;
  /** Middleware placed before the pages (development: Vite's). */
  before?: express.RequestHandler;
  /** Off in development only: Vite's client and its HMR socket are outside the policy. */
  contentSecurityPolicy?: boolean;
  /** Express's "trust proxy": which proxies may set X-Forwarded-For (the client address of rate limits). */
  trustProxy?: string | number | boolean;
  /** The image endpoint, /_img/ (server/images/variants.ts), placed after the static files. */
  images?: express.RequestHandler;
  /** Rendered pages kept in memory (production); without it every request renders. */
  pageCache?: PageCache;
  /** Where requests and errors are logged; without it nothing is (tests). */
  log?: Logger;
  /** React Router's server mode; "production" keeps error details out of answers. Default: NODE_ENV. */
  mode?: string;
  /** Requests counted and timed; with `token`, /metrics answers its bearer (server/metrics.ts). */
  metrics?: { metrics: Metrics; token?: string };
}

type EntryWithContext = { createLoadContext(services: AppServices, info: RequestInfo): RouterContextProvider };

export function createApp({
  build,
  services,
  clientDir,
  before,
  contentSecurityPolicy = true,
  trustProxy = false,
  pageCache,
  images,
  mode,
  metrics,
  log = createLogger("silent"),
}: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ mapTileUrl: services.config.mapTiles.url, contentSecurityPolicy }));
  app.use(compression());
  // Before the access log: probes every few seconds would drown the requests.
  app.use(healthChecks(services.db));
  app.use(accessLog(log));
  if (metrics) {
    if (typeof build !== "function") metrics.metrics.useRoutes(build);
    app.use(metrics.metrics.requests);
    if (metrics.token) app.use(metricsRoute(metrics.metrics, metrics.token));
  }

  if (clientDir) {
    // Fingerprinted build output never changes under the same name.
    app.use(
      "/assets",
      express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(
      express.static(clientDir, {
        maxAge: "1h",
        index: false,
        setHeaders(res, path) {
          // A new service worker must be picked up on the next visit.
          if (path.endsWith("service-worker.js")) res.setHeader("Cache-Control", "no-cache");
        },
      }),
    );
  }
  // The media library's originals, from storage (server/media.ts).
  app.use(mediaFiles(services.storage));
  if (images) app.use(images);
  if (before) app.use(before);

  app.use(sameOriginForms({ siteUrl: services.config.siteUrl }));
  const loadBuild = typeof build === "function" ? build : async () => build;
  app.all(
    "*splat",
    pageHandler({
      build,
      mode,
      cache: pageCache,
      siteUrl: services.config.siteUrl,
      around: (request, draw) => drawLivePreview(services, request, draw),
      getLoadContext: async (req, db) =>
        ((await loadBuild()).entry.module as unknown as EntryWithContext).createLoadContext(
          db ? { ...services, db } : services,
          {
            clientIp: req.ip ?? "unknown",
            log: req.log,
          },
        ),
    }),
  );
  // Errors raised before a page renders (a malformed percent-encoding, say): a short plain
  // answer, never a stack trace.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      if (res.headersSent) return next(error);
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) req.log.error({ err: error }, "request failed");
      res
        .status(status)
        .type("text/plain")
        .set("Cache-Control", "no-store")
        .send(status < 500 ? "Bad request" : "Internal server error");
    },
  );
  return app;
}
