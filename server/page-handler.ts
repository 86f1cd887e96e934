// Express → React Router: turns the Express request into a web Request, runs the build's
// request handler and writes its Response back, through the page cache when there is one.
// (Written here rather than taken from @react-router/express because the cache needs the
// Response before it is sent.)
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { Db } from "../db/client.ts";
import {
  carriesStaffSession,
  isStorable,
  pageCacheKey,
  toCachedPage,
  type CachedPage,
  type Encoding,
  type PageCache,
} from "./page-cache.ts";

/** Draws the answer to `request` by calling `draw`, with a database of its own or the usual one. */
type DrawAround = (request: Request, draw: (db?: Db) => Promise<Response>) => Promise<Response>;

export interface PageHandlerOptions {
  /** The build itself in production: given a function, React Router re-derives its routes on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The request's context; `db`: the database its loaders read instead of the usual one. */
  getLoadContext: (req: express.Request, db?: Db) => Promise<RouterContextProvider>;
  /** Around every page (the content editor's live preview, app/admin/content/live-preview.server.ts). */
  around?: DrawAround;
  cache?: PageCache;
  /** The site's configured origin: pages then do not depend on the Host header, nor does the cache key. */
  siteUrl?: string | null;
  /** React Router's server mode (default: NODE_ENV): outside "production", answers carry error stacks. */
  mode?: string;
}

/** Methods a web Request cannot carry (fetch forbids them), so no route can be asked. */
const unsupportedMethods = new Set(["CONNECT", "TRACE", "TRACK"]);

export function pageHandler({
  build,
  getLoadContext,
  around = (_request, draw) => draw(),
  cache,
  siteUrl,
  mode = process.env.NODE_ENV,
}: PageHandlerOptions): express.RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    if (unsupportedMethods.has(req.method)) {
      res
        .status(405)
        .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
        .type("text/plain")
        .send("Method not allowed");
      return;
    }
    try {
      const isRead = req.method === "GET" || req.method === "HEAD";
      const url = requestUrl(req, siteUrl);
      // A staff member's request may be a preview (app/content/preview.server.ts): never from nor into the cache.
      const key =
        cache && isRead && !carriesStaffSession(req.headers.cookie) ? pageCacheKey(url.origin, req.originalUrl) : null;
      const hit = key ? cache!.get(key.key) : undefined;
      if (hit) return sendCached(req, res, hit, "hit");

      const generation = cache?.generation() ?? 0;
      const request = toWebRequest(req, res, url);
      const response = await around(request, async (db) => handle(request, await getLoadContext(req, db)));
      if (key?.storable && req.method === "GET" && isStorable(response)) {
        const page = await toCachedPage(response);
        cache!.store(key.key, generation, page);
        return sendCached(req, res, page, "miss");
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** A Host header or target that makes no URL of this site ("Host: a b", "//user@host/"): the error handler answers 400. */
class MalformedRequest extends Error {
  readonly status = 400;
}

/** RFC 9110's Host: a registered name or an IP literal, and a port. */
const hostPattern = /^(\[[\da-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(:\d{1,5})?$/i;

/**
 * The URL React Router sees: at SITE_URL's origin when set, else the Host header's. React Router
 * refuses an action whose Origin header is not that origin (its CSRF check), so with SITE_URL
 * the site's own forms are accepted however proxies on the way rewrite the Host header or the
 * scheme (a CDN speaking HTTP to nginx, say).
 */
function requestUrl(req: express.Request, siteUrl: string | null | undefined): URL {
  const host = req.get("host") || "localhost";
  const origin = siteUrl ? new URL(siteUrl).origin : `${req.protocol}://${host}`;
  // Appended, not resolved: a target such as "//user@evil.example/" is a path of this site.
  const href = `${origin}${req.originalUrl}`;
  if ((!siteUrl && !hostPattern.test(host)) || !req.originalUrl.startsWith("/") || !URL.canParse(href)) {
    throw new MalformedRequest(`no URL in ${JSON.stringify(href.slice(0, 200))}`);
  }
  return new URL(href);
}

function toWebRequest(req: express.Request, res: express.Response, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

async function sendResponse(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: a page's own Content-Security-Policy replaces the default one.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * Brotli when the client takes it, whatever its order: browsers list "gzip, deflate, br, zstd"
 * with equal weights, and plain negotiation would then pick gzip (about 15 % larger pages).
 */
function preferredEncoding(req: express.Request): Encoding {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}

function sendCached(req: express.Request, res: express.Response, page: CachedPage, state: "hit" | "miss"): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Page-Cache", state);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = page.bodies[encoding];
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
