// A proxy in front of the site for Lighthouse's interleaved runs: both ways of a page take the
// same path, so that the scripts are the only difference between them. Each document is read
// whole, its scripts cut out or kept, and sent again in brotli with the site's own headers
// (Cross-Origin-Opener-Policy among them, which decides whether Chromium starts the page in a
// fresh process, and so how long the task that commits it takes). Everything else (styles,
// images, the font, the islands) passes through unchanged. Through it with the scripts cut,
// Lighthouse measures the floor that parsing, layout and painting set on this machine, which no
// change to the site's JavaScript can go below (`BENCH_NO_SCRIPTS=1 npm run bench:lighthouse`).
import http from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { listen } from "../testing/kit.ts";

const script = /<script\b[^>]*>[^]*?<\/script>/g;
/** Headers that describe the body as the site sent it, not as the proxy sends it. */
const bodyHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

/** Serves `upstream`'s responses unchanged, except documents, whose scripts are cut out unless `keepScripts`. */
export function pageProxy(
  upstream: string,
  { keepScripts }: { keepScripts: boolean },
): Promise<{ base: string; close(): Promise<void> }> {
  return listen(async (request, response) => {
    const target = new URL(request.url ?? "/", upstream);
    if (request.headers["sec-fetch-dest"] !== "document") {
      const forwarded = http.request(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on("error", () => response.destroy());
      request.pipe(forwarded);
      return;
    }
    // fetch() decompresses; the page goes out in brotli again, as the site sends it.
    const answer = await fetch(target, {
      headers: { "user-agent": request.headers["user-agent"] ?? "" },
      redirect: "manual",
    });
    const text = await answer.text();
    const html = keepScripts ? text : text.replace(script, "");
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const headers = [...answer.headers].filter(([name]) => !bodyHeaders.has(name));
    response.writeHead(answer.status, [
      ...headers,
      ["content-encoding", "br"],
      ["content-length", String(body.length)],
    ]);
    response.end(body);
  });
}
