// The whole application (production build, seeded database, page cache, image endpoint) on a
// real Node HTTP server, fed thousands of generated hostile requests: every answer is below 500
// and gives away no stack trace or file path. Then the limits on sizes: oversized heads (431)
// and bodies (413). A failure prints fast-check's seed and the shrunk request; FUZZ_SEED and
// FUZZ_RUNS explore further. An exception the server leaves uncaught (in production it would
// end the process) fails the run as an unhandled error.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { complaintLimits } from "../app/register/limits.ts";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import {
  apiKey,
  hostileFormPost,
  hostileRequest,
  type HostileRequest,
  type Targets,
} from "../testing/hostile-requests.ts";
import { productionBuild, rawRequest, serveSite, type RawAnswer } from "../testing/kit.ts";

const seed = Number(process.env.FUZZ_SEED ?? 7_2026);
const runs = Number(process.env.FUZZ_RUNS ?? 3000);
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What an answer must never show: a stack frame, a path of the repository, a module path. Pages
 * repeat the request's path (canonical links), so a marker the path itself holds is not looked for.
 */
function leaks(request: HostileRequest, answer: RawAnswer): string[] {
  const text = answer.body.toString("latin1");
  return [/\n\s+at \S.*[(:]\d+:\d+\)?/, new RegExp(escapeRegExp(repoRoot)), /file:\/\//, /node_modules\//i]
    .filter((marker) => !marker.test(request.path) && marker.test(text))
    .map(String);
}

describe("hostile requests", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let targets: Targets;
  // What the server logs (React Router logs every refused request with its stack): shown with a failure.
  const logged: string[] = [];

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    ({ base, close } = await serveSite(db, { API_KEYS: apiKey, RATE_LIMIT_SUBMISSIONS: "10000", WEB_VITALS: "true" }));
    const { build, clientDir } = await productionBuild();
    const sitemap = (await rawRequest(base, "/sitemap.xml")).body.toString();
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name))}`);
    targets = {
      routes: Object.values(build.routes).flatMap((route) => (route?.path ? [route.path] : [])),
      pages: [...new Set([...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<?]*)/g)].map((match) => match[1]!))],
      files,
      images: [
        "icons/icon-192.png",
        "icons/apple-touch-icon.png",
        files.find((file) => file.endsWith(".jpg"))!.slice(1),
      ],
    };
  });

  afterAll(async () => {
    await close();
    await db.close();
  });

  async function answersSafely(request: HostileRequest): Promise<void> {
    logged.length = 0;
    const answer = await rawRequest(base, request.path, request);
    expect(answer.status, `${request.method} ${request.path}\n${logged.join("\n")}`).toBeLessThan(500);
    expect(leaks(request, answer), answer.body.toString().slice(0, 2000)).toEqual([]);
  }

  it("finds the site's pages, routes and files to aim at", () => {
    expect(targets.pages).toContain("/corporate");
    expect(targets.pages.some((page) => page.startsWith("/careers/"))).toBe(true);
    expect(targets.routes).toContain("newsletters/:slug");
    expect(targets.files.some((file) => file.startsWith("/assets/"))).toBe(true);
  });

  it(
    "answers every generated request below 500, without a stack trace or a file path",
    { timeout: 120_000 },
    async () => {
      for (const level of ["error", "warn", "log"] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) =>
          logged.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")),
        );
      }
      try {
        const requests = fc.oneof(
          { weight: 3, arbitrary: hostileRequest(targets) },
          { weight: 1, arbitrary: hostileFormPost() },
        );
        await fc.assert(fc.asyncProperty(requests, answersSafely), { seed, numRuns: runs });
      } finally {
        vi.restoreAllMocks();
      }
    },
  );

  it("answers 431 to a request head over Node's 16 KB", async () => {
    const big = "a".repeat(20_000);
    expect((await rawRequest(base, "/", { headers: { "x-big": big } })).status).toBe(431);
    expect((await rawRequest(base, `/?l=${big}`)).status).toBe(431);
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`x-h${i}`, "b".repeat(50)]));
    expect((await rawRequest(base, "/careers", { headers: many })).status).toBe(431);
  });

  it("answers 413 to bodies over the forms' limits", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const json = { "content-type": "application/json", "x-api-key": apiKey };
    const overCap = complaintLimits.totalBytes + 2 * 1024 * 1024;
    const cases: [string, Record<string, string>, string | Uint8Array][] = [
      ["/complaint", { "content-type": "multipart/form-data; boundary=x" }, new Uint8Array(overCap)],
      [
        "/api/complaints",
        { "content-type": "multipart/form-data; boundary=x", "x-api-key": apiKey },
        new Uint8Array(overCap),
      ],
      ["/api/contact", json, JSON.stringify({ message: "x".repeat(40_000) })],
      ["/api/vitals", json, JSON.stringify({ metrics: "x".repeat(10_000) })],
      ["/contact", form, `fullName=${"x".repeat(2 * 1024 * 1024)}`],
    ];
    for (const [path, headers, body] of cases) {
      expect((await rawRequest(base, path, { method: "POST", headers, body })).status, path).toBe(413);
    }
  });
});
