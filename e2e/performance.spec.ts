// What a phone on a slow network is spared: fonts it does not need, other sites' requests,
// images below the fold before they are needed; and the field data the site reports.
import type { Page } from "@playwright/test";
import { expect, test, waitForInteractive } from "./fixtures.ts";

/** Every URL the page requests while it loads and hydrates. */
async function requestsOf(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await page.goto(path);
  await waitForInteractive(page);
  return urls;
}

// A test per page: the pages one after another in one test's 30 s did not fit a busy 2-core machine.
test.describe("English pages download no font; Khmer pages only the Khmer subset of Noto Sans Khmer", () => {
  for (const path of ["/", "/careers", "/complaint"]) {
    test(`${path} downloads no font`, async ({ browser }) => {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const fonts = (await requestsOf(await context.newPage(), path)).filter((url) => url.endsWith(".woff2"));
      expect(fonts, path).toEqual([]);
      await context.close();
    });
  }

  test("/?l=km downloads the Khmer subset", async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const fonts = (await requestsOf(await context.newPage(), "/?l=km")).filter((url) => url.endsWith(".woff2"));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/\/assets\/noto-sans-khmer-wght-400-700-[\w-]+\.woff2$/);
    await context.close();
  });
});

/** The fonts Chromium drew an element's text with (DevTools protocol). */
async function fontsOf(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test("Khmer text is drawn with the self-hosted Noto Sans Khmer, Latin text with the system's font", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  // The header and a heading on the first screen (what lies below it is laid out only when near).
  const selectors = ["h1", "header nav button"];
  for (const path of ["/careers?l=km", "/claims?l=km"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const selector of selectors) {
      const customFonts = async () =>
        (await fontsOf(page, selector)).filter((font) => font.isCustomFont).map((font) => font.familyName);
      // Until the font has come, the text is drawn in a fallback (font-display: swap).
      await expect.poll(customFonts, { message: `${path} ${selector}`, timeout: 15_000 }).toEqual(["Noto Sans Khmer"]);
    }
  }
  for (const path of ["/careers", "/claims"]) {
    await page.goto(path);
    for (const selector of selectors) {
      const fonts = await fontsOf(page, selector);
      expect(fonts.length, `${path} ${selector}`).toBeGreaterThan(0);
      expect(
        fonts.filter((font) => font.isCustomFont),
        `${path} ${selector}`,
      ).toEqual([]);
    }
  }
  await context.close();
});

test("Khmer text is redrawn in Noto Sans Khmer when the font comes after the first layout", async ({ browser }) => {
  // page.route cannot hold what the service worker fetches.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/noto-sans-khmer-[\w-]+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  // As on a slow network: the page is laid out and shown before its font arrives.
  await page.goto("/careers?l=km", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const customFonts = async () =>
    (await fontsOf(page, "h1")).filter((font) => font.isCustomFont).map((font) => font.familyName);
  expect(await customFonts()).toEqual([]);
  release();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(customFonts).toEqual(["Noto Sans Khmer"]);
  await context.close();
});

test("a page fetches only the logo its colour theme shows", async ({ browser }) => {
  for (const [colorScheme, shown, hidden] of [
    ["light", "logo-light", "logo-white"],
    ["dark", "logo-white", "logo-light"],
  ] as const) {
    const context = await browser.newContext({ colorScheme, serviceWorkers: "block" });
    const page = await context.newPage();
    const urls = await requestsOf(page, "/");
    await expect(page.locator(`header img[src*="${shown}"]`)).toBeVisible();
    expect(
      urls.filter((url) => url.includes(shown)),
      colorScheme,
    ).toHaveLength(1);
    expect(
      urls.filter((url) => url.includes(hidden)),
      colorScheme,
    ).toEqual([]);
    await context.close();
  }
});

test.describe("no page asks another site for anything until the visitor does", () => {
  for (const path of [
    "/",
    "/?l=km",
    "/corporate",
    "/careers",
    "/video",
    "/photo",
    "/newsletters",
    "/complaint",
    "/contact",
  ]) {
    test(path, async ({ page, baseURL }) => {
      const foreign = (await requestsOf(page, path)).filter(
        (url) => new URL(url).origin !== new URL(baseURL!).origin && !url.startsWith("data:"),
      );
      expect(foreign, path).toEqual([]);
    });
  }
});

test("the scripts are fetched, all preloaded, only after the page has loaded and its first contentful paint is on screen", async ({
  page,
}) => {
  for (const path of ["/", "/?l=km", "/claims?l=km"]) {
    await page.goto(path);
    await waitForInteractive(page);
    const timing = await page.evaluate(() => ({
      load: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventStart as number,
      paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      interactive: performance.getEntriesByName("interactive")[0]!.startTime,
      scripts: performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$/.test(entry.name)),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts.map((script) => script.startTime)), path).toBeGreaterThan(
      Math.max(timing.load, timing.paint),
    );
    // Every module the page hydrates with was preloaded (no chain of imports fetched one by one).
    const beforeHydration = timing.scripts
      .filter((script) => script.startTime < timing.interactive)
      .map((script) => script.name);
    expect(beforeHydration.sort(), path).toEqual(timing.preloaded.sort());
  }
});

test("images below the fold wait; the first screen's largest image is fetched first", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/newsletters");
  const cards = page.locator(".news-card img");
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
  for (const img of (await cards.all()).slice(1)) await expect(img).toHaveAttribute("loading", "lazy");
  // The gallery's first two photos fill a phone's first screen: fetched first; the rest wait.
  await page.goto("/photo");
  const photos = page.locator(".photo-album img");
  expect(await photos.count()).toBeGreaterThan(2);
  for (const img of (await photos.all()).slice(0, 2)) {
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).not.toHaveAttribute("loading", "lazy");
  }
  for (const img of (await photos.all()).slice(2)) await expect(img).toHaveAttribute("loading", "lazy");
  // Every image states its size, so nothing moves when it arrives.
  for (const path of ["/", "/newsletters", "/photo", "/careers"]) {
    await page.goto(path);
    const unsized = await page.locator("img:not([width]), img:not([height])").count();
    expect(unsized, path).toBe(0);
  }
  await page.goto("/claims");
  await expect(page.locator("main img").first()).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator("main img").first()).not.toHaveAttribute("loading", "lazy");
});

test("the page's web vitals reach /api/vitals in one beacon when the page is hidden", async ({ page }) => {
  // Keep a copy of what is sent (Playwright does not expose a beacon's Blob body).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    (window as unknown as { beacons: Promise<string>[] }).beacons = [];
    navigator.sendBeacon = (url, data) => {
      (window as unknown as { beacons: Promise<string>[] }).beacons.push((data as Blob).text());
      return send(url, data);
    };
  });
  await page.goto("/careers?l=km");
  await waitForInteractive(page);
  // Let the lazily loaded reporter register (it loads after hydration).
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("web-vitals")),
  );
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  // The visitor switches away: the page becomes hidden (as on a tab switch or leaving).
  const [beacon] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith("/api/vitals")),
    page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    }),
  ]);
  expect(beacon.method()).toBe("POST");
  // The endpoint took it as a valid report.
  expect((await beacon.response())?.status()).toBe(204);
  const sent = await page.evaluate(() => Promise.all((window as unknown as { beacons: Promise<string>[] }).beacons));
  expect(sent).toHaveLength(1);
  const report = JSON.parse(sent[0]!) as {
    lang: string;
    metrics: { name: string; value: number; path: string; rating: string }[];
  };
  expect(report.lang).toBe("km");
  expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(["TTFB", "FCP", "LCP"]));
  for (const metric of report.metrics) {
    expect(metric.path).toBe("/careers");
    expect(metric.value).toBeGreaterThanOrEqual(0);
    expect(["good", "needs-improvement", "poor"]).toContain(metric.rating);
  }
});
