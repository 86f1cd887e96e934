import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.server.ts";
import { servicesContext } from "./context.server.ts";
import { optimizeDocument } from "./document.server.ts";

// The HTTP server (server/app.ts) builds each request's context through the bundle's own
// copy of the context key, so loaders and the server agree on it.
export { createLoadContext } from "./context.server.ts";

export const streamTimeout = 5_000;

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
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ mapTileUrl: mapTiles.url, scriptHashes: inlineScriptHashes(html) }));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
