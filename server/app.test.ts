// The HTTP application end to end (production build, real database), without a browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { visibleMenus, type MenuItem } from "../app/content/menus/read.server.ts";
import { withLang } from "../app/i18n/lang.ts";
import { siteStrings } from "../app/site/layout/strings.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { createApp } from "./app.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { listen, productionBuild, rawRequest, tempStorage } from "../testing/kit.ts";

describe("HTTP application", () => {
  let db: Db;
  let close: () => Promise<void>;
  let base: string;
  let databaseDown = false;
  // Queries that fail while it is set, to play one read failing.
  let failing: RegExp | null = null;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    // The same database, but one that can be switched off to play an outage.
    const flaky: Db = {
      ...db,
      query: (text, params) =>
        databaseDown || failing?.test(text) ? Promise.reject(new Error("connection refused")) : db.query(text, params),
      transaction: (fn) => (databaseDown ? Promise.reject(new Error("connection refused")) : db.transaction(fn)),
    };
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: {
        db: flaky,
        config: siteConfig(loadEnv({})),
        storage: tempStorage(),
        forms: formsConfig(loadEnv({ RATE_LIMIT_SUBMISSIONS: "1000" })),
      },
    });
    ({ base, close } = await listen(app));
  });

  afterAll(async () => {
    await close();
    await db.close();
  });

  it("answers the health check", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("renders the home page on the server in both languages", async () => {
    const [site] = await db.query<{ lang: string; company_name: string }>(
      "select lang, company_name from site order by lang",
    );
    const english = await fetch(`${base}/`);
    expect(english.status).toBe(200);
    expect(english.headers.get("cache-control")).toContain("s-maxage");
    const html = await english.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(site!.company_name);

    const khmer = await (await fetch(`${base}/?l=km`)).text();
    const [kmSite] = await db.query<{ company_name: string }>("select company_name from site where lang = 'km'");
    expect(khmer).toContain('<html lang="km"');
    expect(khmer).toContain(kmSite!.company_name);
  });

  it("answers unknown paths with the Page Not Found screen and status 404", async () => {
    for (const path of ["/no-such-page", "/corporate/x/y/z", "/%E1%9E%80%E1%9E%B6"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("PAGE NOT FOUND");
      expect(html).toContain("BACK TO HOME PAGE");
    }
  });

  it("answers a malformed percent-encoding with 400, not a server error", async () => {
    for (const path of ["/%E0%A4%A", "/careers/%E0%A4%A", "/demo/%E0%A4%A.svg", "/assets/%ZZ.js"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      const body = await response.text();
      expect(body).toBe("Bad request");
    }
  });

  it("answers 400 to a Host header or target that makes no URL of the site, and 405 to TRACE", async () => {
    for (const host of ["bad host", "user@evil.example", "a:b:c"]) {
      expect((await rawRequest(base, "/careers", { headers: { host } })).status, host).toBe(400);
    }
    expect((await rawRequest(base, "http://evil.example/careers")).status).toBe(400);
    // Doubled slashes start a path of this site, never the address of another.
    expect((await rawRequest(base, "//user@evil.example/careers")).status).toBe(404);
    expect((await rawRequest(base, "//")).status).toBe(200);
    expect((await rawRequest(base, "/careers", { method: "TRACE" })).status).toBe(405);
  });

  it("sends the menus with their children as links in every page, in each language", async () => {
    for (const lang of ["en", "km"] as const) {
      const [row] = await db.query<{ menus: MenuItem[] }>("select get_menus($1) as menus", [lang]);
      const menus = visibleMenus(row!.menus);
      expect(menus.flatMap((item) => item.children).length).toBeGreaterThan(10);
      const page = await (await fetch(`${base}/careers${lang === "km" ? "?l=km" : ""}`)).text();
      for (const item of menus) {
        expect(page).toContain(`href="${withLang(item.slug, lang)}"`);
        for (const child of item.children) expect(page, child.slug).toContain(`href="${withLang(child.slug, lang)}"`);
      }
    }
  });

  it("shows the menu's error in the menu's place when the menu cannot be read, and the page itself", async () => {
    failing = /get_menus/;
    try {
      const response = await fetch(`${base}/faq?l=km`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(`<p class="menu-error" role="alert">${siteStrings.km.menuError}</p>`);
      expect(page).not.toContain('class="desktop-menu"');
      expect(page).toContain("<h1");
    } finally {
      failing = null;
    }
  });

  it("answers 503 with the spec's error heading while the database is down, and recovers", async () => {
    databaseDown = true;
    try {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("An error has occured");
    } finally {
      databaseDown = false;
    }
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it("serves fingerprinted assets as immutable and a missing asset as 404", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${base}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    // Chromium compiles the chunk's functions while streaming it in (vite.config.ts).
    expect(await response.text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it("serves the service worker as JavaScript that is always revalidated", async () => {
    const response = await fetch(`${base}/service-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("stores a valid contact message before answering, and nothing for an invalid one", async () => {
    const count = async () => (await db.query<{ n: number }>("select count(*)::int as n from contact_messages"))[0]!.n;
    const post = (fields: Record<string, string>) =>
      fetch(`${base}/contact?l=km`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
    const before = await count();

    const invalid = await post({ fullName: "A", phone: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("ប្រអប់នេះត្រូវមានយ៉ាងហោចណាស់ ២ តួអក្សរ");
    expect(await count()).toBe(before);

    const bot = await post({ fullName: "Sok Dara", phone: "012345678", website: "http://spam.example" });
    expect(bot.status).toBe(200);
    expect(await count()).toBe(before);
    // Held in the Spam list for a person to look at, not thrown away.
    const [held] = await db.query("select kind, reason, full_name from spam_items order by received_at desc limit 1");
    expect(held).toEqual({ kind: "contact", reason: "honeypot", full_name: "Sok Dara" });

    const valid = await post({ fullName: "Sok Dara", phone: "012345678", email: "dara@example.com", message: "Hello" });
    expect(valid.status).toBe(200);
    expect(valid.headers.get("cache-control")).toBe("no-store");
    expect(await valid.text()).toContain("អបអរសាទរ!");
    expect(await count()).toBe(before + 1);

    databaseDown = true;
    try {
      const failed = await post({ fullName: "Sok Dara", phone: "012345678" });
      expect(failed.status).toBe(503);
    } finally {
      databaseDown = false;
    }
    expect(await count()).toBe(before + 1);
  });

  it("with SITE_URL, takes its own form posts whatever Host and scheme a proxy passes on, and no others", async () => {
    const { build, clientDir } = await productionBuild();
    const behindProxy = createApp({
      build,
      clientDir,
      services: {
        db,
        config: siteConfig(loadEnv({ SITE_URL: "https://www.example.com" })),
        storage: tempStorage(),
        forms: formsConfig(loadEnv({ RATE_LIMIT_SUBMISSIONS: "1000" })),
      },
    });
    const server = await listen(behindProxy);
    const post = (origin: string) =>
      fetch(`${server.base}/contact`, {
        method: "POST",
        // As a TLS proxy that talks plain HTTP to the app passes a browser's post on.
        headers: { Origin: origin, "X-Forwarded-Proto": "http" },
        body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678", message: "Hello" }),
      });
    try {
      expect((await post("https://www.example.com")).status).toBe(200);
      expect((await post("https://attacker.example")).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it("compresses pages and sets security headers", async () => {
    const response = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  // /photo's stylesheet is shared with a lazily loaded chunk, which React Router marks with a trailing "#".
  it.each(["/careers", "/photo"])(
    "inlines the stylesheets of %s and starts its scripts after the load event",
    async (path) => {
      const html = await (await fetch(`${base}${path}`)).text();
      const inlined = [...html.matchAll(/<style data-href="(\/assets\/[^"]+\.css)">/g)].map((match) => match[1]);
      expect(inlined.length).toBeGreaterThan(0);
      for (const href of inlined) {
        const css = await (await fetch(`${base}${href}`)).text();
        expect(html).toMatch(
          new RegExp(
            `${RegExp.escape(`<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}`)}#?" disabled=""/>`,
          ),
        );
      }
      expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain('<script type="text/x-deferred-module" id="rr-boot">');
    },
  );

  it("takes no web vitals while WEB_VITALS is off", async () => {
    const response = await fetch(`${base}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});
