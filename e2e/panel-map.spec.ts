// The maps of /clinics and /garages (spec) in real Chromium. Map tiles cannot
// load here (no internet), so nothing below depends on them: markers, clusters, the visitor's
// position and the info windows are all the page's own.
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, scrollToMap, test, waitForInteractive } from "./fixtures.ts";
import { demoContent } from "../db/seed/content/index.ts";
import { serviceStrings } from "../app/site/services/strings.ts";
import { distanceKm, distanceText } from "../app/site/services/map/distance.ts";
import { provinces } from "../app/content/panels/provinces.ts";
import { fill } from "../app/i18n/fill.ts";
import { localNumber } from "../app/i18n/digits.ts";

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
    // No map link and no phone: the way there only.
    await expect(info.getByRole("link")).toHaveText([
      `${serviceStrings.en.directions} — ${bare.title} (opens in a new window)`,
    ]);
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

test.describe("the nearest panel first", () => {
  // Near the Central Market, Phnom Penh.
  const here = { latitude: 11.5697, longitude: 104.9212 };
  for (const { lang, query } of langs) {
    const s = serviceStrings[lang];
    const ranked = [...demoContent[lang].garage_panel]
      .map((panel) => ({ panel, km: distanceKm({ lat: here.latitude, lng: here.longitude }, panel) }))
      .sort((a, b) => a.km - b.km);

    test(`on a desktop the list is sorted nearest first, each with its distance (${lang})`, async ({ browser }) => {
      const { page, context, map } = await openMap(browser, `/garages${query}`, { geolocation: here });
      const list = page.locator(".panel-list");
      await expect(list.locator(".panel-list__distance").first()).toBeVisible();
      await expect(list.locator(".panel-list__item h3")).toHaveText(ranked.map(({ panel }) => panel.title));
      for (const { panel, km } of ranked.slice(0, 3)) {
        const entry = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: panel.title, exact: true }) });
        await expect(
          entry.getByText(distanceText(km, lang, { km: s.distanceKm, m: s.distanceM }), { exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByText(s.sortedByDistance)).toBeAttached();
      // Centred on the visitor, close enough to show the nearest three.
      await expect.poll(async () => (await centreOf(map))[0]).toBeCloseTo(here.latitude, 4);
      const zoom = Number(await map.getAttribute("data-zoom"));
      expect(zoom).toBeGreaterThanOrEqual(13);
      expect(zoom).toBeLessThanOrEqual(16);
      for (const { panel } of ranked.slice(0, 3))
        await expect(map.locator(`.map-pin[title="${panel.title}"]`)).toBeInViewport();
      await context.close();
    });

    test(`on a phone the nearest three are under the map, with Call and Directions, and the whole list on request (${lang})`, async ({
      browser,
    }) => {
      const { page, context, map } = await openMap(browser, `/garages${query}`, { geolocation: here, width: 390 });
      const nearest = page.getByRole("region", { name: s.nearestTitle });
      await expect(nearest).toBeVisible();
      const entries = nearest.getByRole("listitem");
      await expect(entries.locator("h4")).toHaveText(ranked.slice(0, 3).map(({ panel }) => panel.title));
      const first = ranked[0]!;
      await expect(
        entries.first().getByText(distanceText(first.km, lang, { km: s.distanceKm, m: s.distanceM })),
      ).toBeVisible();
      await expect(entries.first().getByRole("link", { name: new RegExp(`^${s.directions}`) })).toBeVisible();
      if (first.panel.phone)
        await expect(entries.first().locator("a[href^='tel:']")).toHaveAttribute(
          "href",
          `tel:${first.panel.phone.replace(/\s/g, "")}`,
        );
      // Under the map, on the screen of a phone with no sideways scroll.
      const [mapBox, nearestBox] = [(await map.boundingBox())!, (await nearest.boundingBox())!];
      expect(nearestBox.y).toBeGreaterThan(mapBox.y + mapBox.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A nearest one's name shows it on the map.
      await entries.first().getByRole("button", { name: first.panel.title }).click();
      await expect(map.locator(".leaflet-popup").getByRole("heading", { name: first.panel.title })).toBeVisible();

      const whole = page.getByRole("button", {
        name: fill(s.showWholeList, { count: localNumber(ranked.length, lang) }),
      });
      await expect(page.locator(".panel-list")).toBeHidden();
      await whole.click();
      await expect(whole).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(".panel-list")).toBeVisible();
      await expect(page.locator(".panel-list .panel-list__item h3").first()).toHaveText(first.panel.title);
      await expectAccessible(page);
      await context.close();
    });
  }

  test("without a position, the phone's block says how to get the nearest first and still leads to the list", async ({
    browser,
  }) => {
    const { page, context } = await openMap(browser, "/garages", { width: 390 });
    const nearest = page.getByRole("region", { name: serviceStrings.en.nearestTitle });
    await expect(nearest.getByText(serviceStrings.en.nearestHint)).toBeVisible();
    await expect(nearest.getByRole("listitem")).toHaveCount(0);
    await nearest.getByRole("button", { name: /^All \d+ in a list$/ }).click();
    await expect(page.locator(".panel-list")).toBeVisible();
    await context.close();
  });

  test("the info window fits a 390 px phone's map, its close button on screen", async ({ browser }) => {
    const { page, context, map } = await openMap(browser, "/clinics", { width: 390 });
    const withAll = demoContent.en.clinic_panel.find((panel) => panel.description && panel.phone && panel.map_link)!;
    await page.getByRole("button", { name: /^All \d+ in a list$/ }).click();
    await page.locator(".panel-list").getByRole("button", { name: withAll.title, exact: true }).click();
    const popup = map.locator(".leaflet-popup-content-wrapper");
    await expect(popup.getByRole("heading", { name: withAll.title })).toBeVisible();
    await expect(popup.getByRole("link", { name: new RegExp(`^${serviceStrings.en.directions}`) })).toBeVisible();
    // Leaflet pans the window into view: wait until it settles.
    await expect
      .poll(async () => {
        const [box, inner] = [(await map.boundingBox())!, (await popup.boundingBox())!];
        return inner.x >= box.x && inner.x + inner.width <= box.x + box.width;
      })
      .toBe(true);
    await expect(map.getByRole("button", { name: serviceStrings.en.closeInfo })).toBeInViewport({ ratio: 1 });
    await context.close();
  });
});

test.describe("narrowing the panels without scripts", () => {
  for (const { lang, query } of langs) {
    const s = serviceStrings[lang];
    test(`by province and by name, the language kept (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`/garages${query}`);
      const panels = demoContent[lang].garage_panel;
      const province = panels.find((panel) => panel.province !== "phnom-penh")!.province as keyof typeof provinces;
      const inProvince = panels.filter((panel) => panel.province === province);
      const form = page.getByRole("search", { name: s.findPanel });
      await form.getByLabel(s.province).selectOption({ label: provinces[province].name[lang] });
      await form.getByRole("button", { name: s.showPanels }).click();
      await expect(page).toHaveURL(new RegExp(`province=${province}`));
      if (lang === "km") await expect(page).toHaveURL(/l=km/);
      const list = page.locator(".panel-list");
      await expect(list.locator("h3")).toHaveText(inProvince.map((panel) => panel.title));
      await expect(
        page.getByText(
          fill(s.panelsShown, { count: localNumber(inProvince.length, lang), total: localNumber(panels.length, lang) }),
        ),
      ).toBeVisible();
      await expect(form.getByLabel(s.province)).toHaveValue(province);

      // By a part of a name, across provinces.
      const named = panels[0]!;
      await form.getByLabel(s.province).selectOption("");
      await form.getByLabel(s.panelName).fill(named.title.slice(0, 6));
      await form.getByRole("button", { name: s.showPanels }).click();
      await expect(list.locator("h3").first()).toBeVisible();
      for (const title of await list.locator("h3").allTextContents()) expect(title).toContain(named.title.slice(0, 6));

      // Nothing found: said so, with the way back to all.
      await form.getByLabel(s.panelName).fill("zzzz");
      await form.getByRole("button", { name: s.showPanels }).click();
      await expect(page.getByText(s.noPanelFound)).toBeVisible();
      await page.getByRole("link", { name: s.showEveryPanel }).click();
      await expect(list.locator("h3")).toHaveCount(panels.length);
      await context.close();
    });
  }

  test("a province that does not exist, and hostile names, get a clear answer, never an error", async ({ page }) => {
    const response = await page.goto("/garages?province=atlantis");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(serviceStrings.en.unknownProvince)).toBeVisible();
    await expect(page.getByLabel(serviceStrings.en.province)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".panel-list h3")).toHaveCount(demoContent.en.garage_panel.length);
    await expectAccessible(page);
    for (const name of [
      "%00",
      "%ED%A0%80",
      "'; drop table garage_panel; --",
      "%25_%5C",
      "<script>alert(1)</script>",
      "x".repeat(2000),
    ]) {
      const answer = await page.request.get(`/garages?name=${name}&province=kep`);
      expect(answer.status(), name).toBe(200);
      expect(await answer.text()).not.toContain("<script>alert(1)</script>");
    }
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
