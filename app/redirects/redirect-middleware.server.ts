// The root route's middleware that answers a missing page with its redirect (redirects.server.ts):
// only after the routes answered 404 to a visitor's GET or HEAD, so the pages that exist pay
// nothing for it. The visitor's query (their language, l=km) goes along to a page of this site;
// an address on another site gets none of it.
import type { MiddlewareFunction } from "react-router";
import { cacheHeaders } from "../http/cache.ts";
import { services } from "../http/context.server.ts";
import { requestLog } from "../http/request-log.server.ts";
import { followRedirect, isSitePath } from "./redirects.server.ts";

/** The target with the request's query parameters it does not set itself. */
function locationOf(target: string, request: URL): string {
  if (!isSitePath(target)) return target;
  const location = new URL(target, request.origin);
  for (const [name, value] of request.searchParams)
    if (!location.searchParams.has(name)) location.searchParams.append(name, value);
  return `${location.pathname}${location.search}${location.hash}`;
}

export const redirectsMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (response.status !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return response;
  const url = new URL(request.url);
  // The back office's addresses and the client's data requests are never redirected.
  if (url.pathname === "/admin" || url.pathname.startsWith("/admin/") || url.pathname.endsWith(".data"))
    return response;
  let target: string | null;
  try {
    target = await followRedirect(services(context).db, url.pathname);
  } catch (error) {
    // The database failing here leaves the visitor the 404 the page gave.
    requestLog().warn({ err: error }, "redirect lookup failed");
    return response;
  }
  if (target === null) return response;
  return new Response(null, {
    status: 301,
    headers: { Location: locationOf(target, url), ...cacheHeaders("redirect") },
  });
};
