// Security headers over HTTP (production build, real database): pages, files and errors, documents
// with the hashes of their own inline scripts (also from the page cache), and the leaner set of
// build files and image variants.
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { createApp } from "./app.ts";
import { imageVariants } from "./images/variants.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { PageCache } from "./page-cache.ts";
import { listen, productionBuild, tempStorage } from "../testing/kit.ts";

describe("security headers", () => {
  let db: Db;
  let close: () => Promise<void>;
  let base: string;
  let clientDir: string;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const production = await productionBuild();
    clientDir = production.clientDir;
    const pageCache = new PageCache({ maxBytes: 8 * 1024 * 1024 });
    pageCache.setEnabled(true);
    const app = createApp({
      build: production.build,
      clientDir,
      trustProxy: "loopback",
      pageCache,
      images: imageVariants({
        publicDir: clientDir,
        cacheDir: mkdtempSync(join(tmpdir(), "security-headers-images-")),
      }),
      services: { db, config: siteConfig(loadEnv({})), storage: tempStorage(), forms: formsConfig(loadEnv({})) },
    });
    ({ base, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const scriptSources = (response: Response) =>
    /(?:^|; )script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ") ?? [];

  it("lets a document run exactly its own inline scripts, from the renderer and from the page cache alike", async () => {
    // Pages made of islands: the theme, the islands' starter, its loader and the speculation rules.
    for (const [path, scripts] of [
      ["/careers?l=km", 3],
      ["/contact?l=km", 3],
    ] as const)
      for (const state of ["miss", "hit"]) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get("x-page-cache")).toBe(state);
        const html = await response.text();
        const inline = [
          ...html.matchAll(
            /<script(?: type="text\/x-deferred-module"[^>]*| type="speculationrules")?>([\s\S]*?)<\/script>/g,
          ),
        ].map((match) => match[1]!);
        expect(html).toContain('<script type="speculationrules">');
        expect(inline.length, path).toBeGreaterThanOrEqual(scripts);
        const sources = scriptSources(response);
        for (const text of inline)
          expect(sources).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
        expect(sources).toContain("'strict-dynamic'");
        expect(sources).not.toContain("'unsafe-inline'");
      }
  });

  it("sends the rest of the headers on pages, files and errors", async () => {
    for (const path of ["/", "/robots.txt", "/favicon.svg", "/no-such-page"]) {
      const response = await fetch(`${base}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("geolocation=(self)");
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
    expect(scriptSources(await fetch(`${base}/robots.txt`))).toEqual(["'self'"]);
  });

  it("sends build files and image variants only the headers that apply to a file", async () => {
    const assets = readdirSync(join(clientDir, "assets"));
    const font = assets.find((name) => name.endsWith(".woff2"))!;
    const script = assets.find((name) => name.endsWith(".js"))!;
    for (const path of [`/assets/${font}`, `/assets/${script}`, "/_img/320/avif/demo/about/photo-strategy-day.jpg"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      for (const header of [
        "content-security-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "permissions-policy",
        "referrer-policy",
      ]) {
        expect(response.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
  });

  it("sends HSTS for six months or more over HTTPS only (as a trusted proxy reports it)", async () => {
    expect((await fetch(`${base}/`)).headers.get("strict-transport-security")).toBeNull();
    const secure = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    const maxAge = Number(/max-age=(\d+)/.exec(secure.headers.get("strict-transport-security") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(183 * 24 * 60 * 60);
  });
});
