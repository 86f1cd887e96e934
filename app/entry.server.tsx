import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./http/content-security-policy.server.ts";
import { requestInfoContext, servicesContext } from "./http/context.server.ts";
import { optimizeDocument } from "./http/document.server.ts";
import { requestLog } from "./http/request-log.server.ts";

// The HTTP server (server/app.ts) builds each request's context through the bundle's own
// copy of the context key, so loaders and the server agree on it.
export { createLoadContext } from "./http/context.server.ts";

export const streamTimeout = 5_000;

/**
 * An unexpected error in a loader, an action or the render: logged with its stack (the visitor
 * sees the error screen). React Router's own refusals (a POST to a page without an action, …)
 * are the client's doing: the access log's status says enough.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  context.get(requestInfoContext).log.error({ err: cause ?? error }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    // Pages hold no deferred data, so the whole document is ready at once: waiting for it
    // gives crawlers and visitors complete HTML and lets errors still set the status.
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeout);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = optimizeDocument(Buffer.concat(chunks).toString("utf8"));
          const { mapTiles } = loadContext.get(servicesContext).config;
          // Development: Vite's client and its HMR socket are outside the policy (server/app.ts).
          if (import.meta.env.PROD)
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({ mapTileUrl: mapTiles.url, scriptHashes: inlineScriptHashes(html) }),
            );
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        requestLog().error({ err: error }, "render failed");
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
