// The link checker (issue 45) against a local server that answers 200, 404, 500, a redirect loop,
// HEAD refused but GET fine, and one that never answers; and an address where nothing listens.
// One host's requests are a gap apart; two hosts are checked side by side.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "../../testing/ports.ts";
import { checkLinks } from "./check.server.ts";

describe("the link checker", () => {
  let server: Server;
  let base: string;
  const asked: { method: string; path: string; at: number }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push({ method: request.method!, path: request.url!, at: performance.now() });
      switch (new URL(request.url!, "http://x").pathname) {
        case "/ok":
          return response.writeHead(200).end("fine");
        case "/missing":
          return response.writeHead(404).end();
        case "/broken":
          return response.writeHead(500).end();
        case "/loop":
          return response.writeHead(302, { Location: "/loop" }).end();
        case "/no-head":
          return response.writeHead(request.method === "HEAD" ? 405 : 200).end();
        case "/moved":
          return response.writeHead(301, { Location: "/ok" }).end();
        default:
          // /silent: never answers.
          return;
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("tells what works from what fails, and why", async () => {
    const [closed] = await freePorts(1);
    const results = await checkLinks(
      ["/ok", "/missing", "/broken", "/loop", "/no-head", "/moved", "/silent"]
        .map((path) => `${base}${path}`)
        .concat(`http://127.0.0.1:${closed}/nothing`),
      { timeoutMs: 500, perHostGapMs: 20 },
    );
    const byPath = Object.fromEntries(results.map((result) => [new URL(result.url).pathname, result]));
    expect(byPath["/ok"]).toMatchObject({ ok: true, status: 200, problem: null });
    expect(byPath["/moved"]).toMatchObject({ ok: true, status: 200, problem: null });
    expect(byPath["/no-head"]).toMatchObject({ ok: true, status: 200, problem: null });
    expect(byPath["/missing"]).toMatchObject({ ok: false, status: 404, problem: "status" });
    expect(byPath["/broken"]).toMatchObject({ ok: false, status: 500, problem: "status" });
    expect(byPath["/loop"]).toMatchObject({ ok: false, status: null, problem: "redirectLoop" });
    expect(byPath["/silent"]).toMatchObject({ ok: false, status: null, problem: "timeout" });
    expect(byPath["/nothing"]).toMatchObject({ ok: false, status: null, problem: "unreachable" });
    // HEAD first; GET only where HEAD was refused or failed.
    // (/ok is also where /moved leads.)
    expect(new Set(asked.filter((one) => one.path === "/ok").map((one) => one.method))).toEqual(new Set(["HEAD"]));
    expect(asked.filter((one) => one.path === "/no-head").map((one) => one.method)).toEqual(["HEAD", "GET"]);
  });

  it("asks one host a gap apart, and two hosts side by side", async () => {
    asked.length = 0;
    const port = new URL(base).port;
    const started = performance.now();
    await checkLinks(
      [
        `${base}/ok?1`,
        `${base}/ok?2`,
        `${base}/ok?3`,
        `http://localhost:${port}/ok?4`,
        `http://localhost:${port}/ok?5`,
      ],
      { perHostGapMs: 300 },
    );
    const elapsed = performance.now() - started;
    const times = asked.map((one) => one.at - started);
    const [first, second, third] = asked.filter((one) => /\?[123]$/.test(one.path)).map((one) => one.at);
    expect(second! - first!).toBeGreaterThanOrEqual(290);
    expect(third! - second!).toBeGreaterThanOrEqual(290);
    // Both hosts' first requests went out at once: three gaps' worth of waiting, not four.
    expect(elapsed, JSON.stringify(times)).toBeLessThan(900 + 250);
  });
});
