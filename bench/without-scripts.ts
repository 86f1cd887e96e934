// A proxy in front of the site that serves its pages without their scripts: the same HTML,
// styles, images and font, compressed the same way, but nothing to run or hydrate. Lighthouse
// through it measures the floor that parsing, layout and painting set on this machine, which no
// change to the site's JavaScript can go below (`BENCH_NO_SCRIPTS=1 npm run bench:lighthouse`).
import http from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { listen } from "../testing/kit.ts";

const script = /<script\b[^>]*>[^]*?<\/script>/g;

/** Serves `upstream`'s responses unchanged, except documents, whose scripts are cut out. */
export function withoutScripts(upstream: string): Promise<{ base: string; close(): Promise<void> }> {
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
    const answer = await fetch(target, { headers: { "user-agent": request.headers["user-agent"] ?? "" } });
    const html = (await answer.text()).replace(script, "");
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "text/html",
      "content-encoding": "br",
      "content-length": body.length,
      "cache-control": "no-store",
    });
    response.end(body);
  });
}
