// Decision 0030: public pages are HTML first. Every page of the sitemap is reached by following
// links with scripts off, from the home page in either language; pages whose interactive parts
// are islands load no framework; the back office is still a React Router app.
import { redirectNames } from "../app/content/site-links/redirects.ts";
import type { Page } from "@playwright/test";
import { expect, test, waitForInteractive } from "./fixtures.ts";

/** A page's address as the sitemap writes it: English without `l`, Khmer with `l=km`. */
function pageOf(url: URL): string {
  const search = new URLSearchParams(url.search);
  if (search.get("l") !== "km") search.delete("l");
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

test("a crawl by links alone, with scripts off, reaches every page of the sitemap in both languages", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pageOf(new URL(match[1]!)));
  expect(listed.length).toBeGreaterThan(40);

  const context = await browser.newContext({ javaScriptEnabled: false });
  // Only the documents matter here.
  await context.route(/\.(avif|webp|png|jpe?g|svg|woff2|css)(\?|$)|\/_img\//, (route) => route.abort());
  const seen = new Set<string>(["/", "/?l=km"]);
  const queue = [...seen];
  const framework: string[] = [];
  // Two tabs follow the queue, as a crawler would, each taking the next page not yet visited (no
  // more: the editors' long specs run beside this one on a two-core machine).
  const crawl = async (page: Page) => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const response = await page.goto(next, { waitUntil: "domcontentloaded" });
      if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const html = await response.text();
      // A framework chunk is anything under /assets/ but an island.
      if (/["(]\/assets\/(?!islands\/)[^"]+\.js"/.test(html)) framework.push(next);
      const links = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const href of links) {
        const url = new URL(href);
        if (url.origin !== new URL(baseURL!).origin) continue;
        if (/^\/(admin|media|api|_img)(\/|$)/.test(url.pathname) || /\.\w+$/.test(url.pathname)) continue;
        // A redirect page sends the browser to another site: not a page of this one.
        if (redirectNames.some((name) => url.pathname === `/${name}`)) continue;
        if (!seen.has(pageOf(url))) {
          seen.add(pageOf(url));
          queue.push(pageOf(url));
        }
      }
    }
  };
  // A tab that finds the queue empty while others still read pages waits and looks again.
  const tab = async () => {
    const page = await context.newPage();
    do {
      await crawl(page);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (queue.length > 0);
  };
  await Promise.all([tab(), tab()]);
  await context.close();
  expect(listed.filter((path) => !seen.has(path))).toEqual([]);
  expect(framework, "public pages that load the framework").toEqual([]);
});

test("the back office is still a React Router app; no public page loads React", async ({ page }) => {
  await page.goto("/admin/sign-in");
  await waitForInteractive(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  // The pages with the most islands: forms, a map, sliders, a viewer.
  for (const path of [
    "/careers",
    "/",
    "/complaint?l=km",
    "/contact",
    "/clinics",
    "/photo",
    "/corporate/fire-insurance",
  ]) {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(path);
    await waitForInteractive(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    expect(
      scripts.filter((url) => !new URL(url).pathname.startsWith("/assets/islands/")),
      path,
    ).toEqual([]);
    page.removeAllListeners("request");
  }
});

test("a page a link leads to is fetched ahead while the pointer rests on it; never the back office, files or redirects", async ({
  page,
}) => {
  await page.goto("/careers");
  await waitForInteractive(page);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!) as {
    prefetch: { where: { and: [unknown, { not: { href_matches: string[] } }] } }[];
  };
  const neverAhead = rules.prefetch[0]!.where.and[1].not.href_matches;
  for (const path of ["/admin/*", "/api/*", "/media/*", ...redirectNames.map((name) => `/${name}`)])
    expect(neverAhead).toContain(path);

  // Chromium says what it fetched ahead (DevTools keeps it from prerendering in tests).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Preload.enable");
  const faqReady = new Promise<void>((resolve) =>
    devtools.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready" && new URL(event.prefetchUrl).pathname === "/faq") resolve();
    }),
  );
  const link = page.locator("footer a[href='/faq']");
  await link.hover();
  await faqReady;
  await link.click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(
    await page.evaluate(
      // deliveryType is newer than TypeScript's DOM types.
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    ),
    // The prefetched answer, handed over as such or through the HTTP cache it was stored in: this
    // new context fetched the FAQ page only ahead, so either way the click did not wait for it.
  ).toMatch(/^(navigational-prefetch|cache)$/);

  await page.goto("/admin/sign-in");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});
