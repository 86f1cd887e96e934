// The service worker offline (app/site/offline/service-worker.ts): visited pages still render, pages never
// visited answer with the offline page in the visitor's language, and back online the network
// wins again.
import type { Page } from "@playwright/test";
import { expect, test, waitForInteractive } from "./fixtures.ts";
import { offlineStrings } from "../app/site/offline/strings.ts";
import { demoContent } from "../db/seed/content/index.ts";

/** Opens a page and waits until the service worker controls it (it claims clients at once). */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await waitForInteractive(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/** The Corporate mega-menu's links: its products (not the unreleased section, hidden in this build) and its own. */
const corporateMenuLinks =
  demoContent.en.menu_items.filter((item) => item.parent_slug === "/corporate" && item.slug !== "/corporate-new")
    .length + 1;

/** Opens the desktop menu's first mega-menu (Corporate); returns its links. */
async function openFirstMegaMenu(page: Page) {
  const trigger = page.getByRole("navigation", { name: "Main menu" }).locator("button[popovertarget]").first();
  await trigger.click();
  return page.locator(`#${await trigger.getAttribute("popovertarget")}`).getByRole("link");
}

test("offline: visited pages still render, others show the offline page in their language; online again, fresh pages", async ({
  page,
  context,
}) => {
  const faq = demoContent.en.faqs;
  await openControlled(page, "/");
  // Visited while online (through the service worker): kept for later.
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title1);
  // The menus are in the page kept for later: they open offline too.
  await waitForInteractive(page);
  await expect(await openFirstMegaMenu(page)).toHaveCount(corporateMenuLinks);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title1);
  await waitForInteractive(page);
  await expect(await openFirstMegaMenu(page)).toHaveCount(corporateMenuLinks);

  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineStrings.en.title);
  await expect(page.getByRole("button", { name: offlineStrings.en.retry })).toBeVisible();
  await page.goto("/vision?l=km");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineStrings.km.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "km");

  await context.setOffline(false);
  await page.goto("/careers");
  await expect(page.getByText(demoContent.en.careers.subtitle)).toBeVisible();
});

test("the offline page is a static page: no scripts, not indexed", async ({ request }) => {
  const html = await (await request.get("/offline?l=km")).text();
  expect(html).toContain(offlineStrings.km.title);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("the service worker is built with Workbox and precaches only the offline page's needs", async ({ request }) => {
  const response = await request.get("/service-worker.js");
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const script = await response.text();
  const urls = [...script.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  expect(urls).toEqual(expect.arrayContaining(["/offline", "/offline?l=km", "icons/icon-192.png"]));
  // No page's JavaScript and no font: visitors download those only when a page uses them.
  expect(urls.filter((url) => url.endsWith(".js") || url.endsWith(".woff2"))).toEqual([]);
});
