// The maps of /clinics and /garages (spec) in real Chromium. Map tiles cannot
// load here (no internet), so nothing below depends on them: markers, clusters, the visitor's
// position and the info windows are all the page's own.
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, scrollToMap, test, waitForInteractive } from "./fixtures.ts";
import { demoContent } from "../db/seed/content/index.ts";
import { serviceStrings } from "../app/site/services/strings.ts";

const pages = [
  { path: "/clinics", panels: "clinic_panel" },
  { path: "/garages", panels: "garage_panel" },
] as const;
const langs = [
  { lang: "en", query: "" },
  { lang: "km", query: "?l=km" },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function openMap(
  browser: Browser,
  url: string,
  options: { geolocation?: { latitude: number; longitude: number }; width?: number } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ["geolocation"] } : {}),
  });
  // No tile server is reachable from the tests: fail tile requests at once instead of waiting.
  await context.route(/\{z\}|tile\./, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url);
  await waitForInteractive(page);
  await scrollToMap(page);
  const map = page.locator("#panel-map");
  await expect(map).toHaveClass(/leaflet-container/);
  return { page, context, map };
}

const centreOf = async (map: ReturnType<Page["locator"]>) =>
  (await map.getAttribute("data-center"))!.split(",").map(Number) as [number, number];

for (const { path, panels: table } of pages) {
  for (const { lang, query } of langs) {
    const panels = demoContent[lang][table];
    const s = serviceStrings[lang];

    test.describe(`${path} map (${lang})`, () => {
      test("shows every panel, clustered at zoom 13 with counts, centred on the panels when location is not shared", async ({
        browser,
      }) => {
        const { page, context, map } = await openMap(browser, `${path}${query}`);
        await expect(page.getByRole("region", { name: s.mapRegion })).toBeVisible();
        await expect(map).toHaveAttribute("data-zoom", "13");
        const [lat, lng] = await centreOf(map);
        expect(lat).toBeCloseTo(median(panels.map((panel) => panel.lat)), 3);
        expect(lng).toBeCloseTo(median(panels.map((panel) => panel.lng)), 3);
        await expect(page.locator(".map-me")).toHaveCount(0);

        // Every panel is a pin or inside a cluster whose number says how many it holds.
        const clusters = map.locator(".map-cluster");
        await expect(clusters.first()).toBeVisible();
        const counts = (await clusters.allTextContents()).map(Number);
        for (const count of counts) expect(count).toBeGreaterThan(1);
        const pins = await map.locator(".map-pin").count();
        expect(pins + counts.reduce((sum, count) => sum + count, 0)).toBe(panels.length);
        await expect(clusters.first()).toHaveClass(/map-cluster--(blue|red)/);
        await expectAccessible(page);
        await context.close();
      });

      test("centres on the visitor's position, shown as ME, when they share it", async ({ browser }) => {
        const position = { latitude: 11.5621, longitude: 104.916 };
        const { context, map } = await openMap(browser, `${path}${query}`, { geolocation: position });
        const me = map.locator(".map-me");
        await expect(me).toHaveAttribute("title", "ME");
        await expect.poll(async () => (await centreOf(map))[0]).toBeCloseTo(position.latitude, 4);
        expect((await centreOf(map))[1]).toBeCloseTo(position.longitude, 4);
        // The dot sits at the middle of the map.
        const [box, dot] = [(await map.boundingBox())!, (await me.boundingBox())!];
        expect(Math.abs(dot.x + dot.width / 2 - (box.x + box.width / 2))).toBeLessThan(3);
        expect(Math.abs(dot.y + dot.height / 2 - (box.y + box.height / 2))).toBeLessThan(3);
        await context.close();
      });
    });
  }
}

test.describe("panel info windows", () => {
  const clinics = demoContent.en.clinic_panel;
  const withLink = clinics.find((panel) => panel.description && panel.map_link)!;
  const bare = clinics.find((panel) => !panel.description && !panel.map_link)!;

  test("a list entry shows its panel: info window with title, description and the map link; closed by its button", async ({
    browser,
  }) => {
    const { page, context, map } = await openMap(browser, "/clinics");
    const entry = page.locator(".panel-list").getByRole("button", { name: withLink.title, exact: true });
    await entry.click();
    const info = map.locator(".leaflet-popup");
    await expect(info.getByRole("heading", { name: withLink.title })).toBeVisible();
    await expect(info.getByText(withLink.description!)).toBeVisible();
    const link = info.getByRole("link", { name: /Google Maps/ });
    await expect(link).toHaveAttribute("href", withLink.map_link!);
    await expect(link).toHaveAttribute("target", "_blank");
    // The selection is announced; the map moved to the panel.
    await expect(page.getByText(`${withLink.title} is shown on the map.`)).toBeAttached();
    // The map glides there: its centre settles when the move ends.
    await expect.poll(async () => (await centreOf(map))[0]).toBeCloseTo(withLink.lat, 2);
    expect((await centreOf(map))[1]).toBeCloseTo(withLink.lng, 2);
    await info.getByRole("button", { name: serviceStrings.en.closeInfo }).click();
    await expect(info).toHaveCount(0);
    await context.close();
  });

  // A test of its own: with the map and its interactions, a full axe run did not fit one test's
  // 30 s on a busy 2-core machine.
  test("the map passes axe once a panel has been shown and its info window closed", async ({ browser }) => {
    const { page, context, map } = await openMap(browser, "/clinics");
    await page.locator(".panel-list").getByRole("button", { name: withLink.title, exact: true }).click();
    const info = map.locator(".leaflet-popup");
    await info.getByRole("button", { name: serviceStrings.en.closeInfo }).click();
    await expect(info).toHaveCount(0);
    await expect(map).toHaveAttribute("data-zoom", "17");
    await expectAccessible(page);
    await context.close();
  });

  test("a marker opens its info window; NA without a description; Escape closes it", async ({ browser }) => {
    const { page, context, map } = await openMap(browser, "/clinics");
    await page.locator(".panel-list").getByRole("button", { name: bare.title, exact: true }).press("Enter");
    const info = map.locator(".leaflet-popup");
    await expect(info.getByRole("heading", { name: bare.title })).toBeVisible();
    await expect(info.getByText("NA", { exact: true })).toBeVisible();
    await expect(info.getByRole("link")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(info).toHaveCount(0);

    // Zoomed in now: the panel is its own marker; clicking it opens the same window.
    await map.locator(`.map-pin[title="${bare.title}"]`).click();
    await expect(info.getByRole("heading", { name: bare.title })).toBeVisible();
    await context.close();
  });

  test("on a phone the map takes the list's place; without JavaScript the list serves", async ({ browser }) => {
    const { page, context } = await openMap(browser, "/clinics", { width: 390 });
    await expect(page.locator(".panel-list")).toBeHidden();
    await context.close();

    // A keyboard user who tabs into the list brings the map, which takes the list's place: focus
    // moves to the map instead of being lost with the list.
    const keyboard = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await keyboard.route(/\{z\}|tile\./, (route) => route.abort());
    const tabbing = await keyboard.newPage();
    await tabbing.goto("/clinics");
    await waitForInteractive(tabbing);
    await tabbing.locator(".panel-list a").first().focus();
    await expect(tabbing.locator(".panel-list")).toBeHidden();
    await expect(tabbing.locator("#panel-map")).toBeFocused();
    await keyboard.close();

    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const noScript = await plain.newPage();
    await noScript.goto("/clinics");
    await expect(noScript.locator(".panel-list")).toBeVisible();
    await expect(noScript.locator("#panel-map")).toBeHidden();
    await expect(noScript.getByRole("link", { name: /Google Maps/ }).first()).toHaveAttribute(
      "href",
      withLink.map_link!,
    );
    await plain.close();
  });
});

test("only the two map pages fetch the map code, when the visitor scrolls to the map", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/contact", "/claims"]) {
    await page.goto(path);
    await waitForInteractive(page);
  }
  expect(scripts.filter((url) => url.includes("panel-map"))).toEqual([]);
  // The server's HTML of a map page does not preload it either: it comes once hydrated.
  const html = await (await page.request.get("/clinics")).text();
  expect(html).not.toContain("panel-map.client");
  // On a phone the map's top shows at the bottom of the first screen: not yet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/clinics");
  await waitForInteractive(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => url.includes("panel-map"))).toEqual([]);
  await expect(page.locator("#panel-map")).not.toHaveClass(/leaflet-container/);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scripts.filter((url) => url.includes("panel-map")).length).toBe(1);
  await expect(page.locator("#panel-map")).toHaveClass(/leaflet-container/);
});
