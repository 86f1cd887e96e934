// One log line per request (method, path, status, duration, request id), written when the
// response ends or the client goes away. The request id is the caller's X-Request-Id when it
// is a plain token (a proxy's or load balancer's), else a new UUID; it is sent back in the
// response header and carried by every line logged for the request (req.log).
import { randomUUID } from "node:crypto";
import type express from "express";
import type { Logger } from "../app/http/log.server.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point.
  namespace Express {
    interface Request {
      /** The request's logger: its lines carry the request id. */
      log: Logger;
    }
  }
}

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Query parameters whose values are logged; others show their name only (a value may be personal). */
const loggedValues = new Set(["l", "_routes"]);

/** The path as logged: the query string keeps its names, and only the values of `loggedValues`. */
export function loggedPath(originalUrl: string): string {
  const query = originalUrl.indexOf("?");
  if (query === -1) return originalUrl;
  const params = [...new URLSearchParams(originalUrl.slice(query + 1))].map(([name, value]) =>
    loggedValues.has(name) ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : encodeURIComponent(name),
  );
  return `${originalUrl.slice(0, query)}?${params.join("&")}`;
}

export function accessLog(log: Logger): express.RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const given = req.get("x-request-id");
    const reqId = given && saneRequestId.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", reqId);
    req.log = log.child({ reqId });
    res.on("close", () => {
      req.log.info(
        {
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    next();
  };
}
