// The logger of the request being handled (its lines carry the request id), for code that has
// no route context at hand, such as loadOrRespond. The root route's middleware makes it
// current for every loader, action and render below it.
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";
import { requestInfoContext } from "./context.server.ts";
import { createLogger, type Logger } from "./log.server.ts";

const current = new AsyncLocalStorage<Logger>();
// Outside a request (unit tests, scripts) lines still go out, without a request id.
const outsideRequests = createLogger("info");

/** Runs `fn` with `log` as the current request's logger. */
export function withRequestLog<T>(log: Logger, fn: () => T): T {
  return current.run(log, fn);
}

export const requestLogMiddleware: MiddlewareFunction<Response> = ({ context }, next) =>
  withRequestLog(context.get(requestInfoContext).log, next);

export function requestLog(): Logger {
  return current.getStore() ?? outsideRequests;
}
