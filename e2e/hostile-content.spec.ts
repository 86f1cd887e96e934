// Hostile content (./hostile-content.ts) in real Chromium: a server of its own, in this process,
// on a database seeded with script in every text and link. On each page that shows it nothing
// runs (no dialog, no error, window.__pwned unset), no link has a script address, and the
// payloads are there to read as text. The map's info window (built outside React) too.
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { Db } from "../db/client.ts";
import { demoContent } from "../db/seed/content/index.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { serveSite } from "../testing/kit.ts";
import { scrollToMap, waitForInteractive } from "./fixtures.ts";
import { hostileContent, payloadMark } from "./hostile-content.ts";

const en = demoContent.en;
const pages = [
  "/",
  "/?l=km",
  "/corporate",
  en.menus[0]!.slug,
  en.menus.find((menu) => menu.quotation_url)!.slug,
  "/claims",
  "/clinics",
  "/garages",
  "/contact",
  "/complaint",
  "/faq",
  "/careers",
  en.career_details[0]!.slug,
  "/newsletters",
  en.newsletter_details.find((article) => article.attachfile)!.slug,
  "/team",
  "/vision",
  "/csr",
  "/video",
];
const tile = readFileSync(new URL("../public/icons/icon-192.png", import.meta.url));

test.describe.configure({ mode: "serial" });

let db: Db;
let base: string;
let close: () => Promise<void>;

test.beforeAll(async () => {
  // Migrating and seeding a database of its own, not a copy of the demo one: on a busy
  // two-core machine that alone can pass the default 30 s.
  test.setTimeout(120_000);
  const { content, shared } = hostileContent();
  db = await openSeeded(testDatabases[0]!, content, shared);
  ({ base, close } = await serveSite(db));
});

test.afterAll(async () => {
  await close?.();
  await db?.close();
});

/** A page of the hostile site, watched for anything a payload would do. */
async function openWatched(context: BrowserContext, path: string) {
  const incidents: string[] = [];
  // Tiles come from the internet, out of reach here: a local picture stands in.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: "image/png", body: tile }));
  const page = await context.newPage();
  page.on("dialog", (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => incidents.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") incidents.push(`console error: ${message.text()}`);
  });
  await page.goto(`${base}${path}`);
  await waitForInteractive(page);
  return { page, incidents };
}

async function expectNothingRan(page: Page, incidents: string[]) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(incidents).toEqual([]);
  // Only addresses that lead somewhere: no script, no inline document.
  const protocols = await page
    .locator("a[href], iframe[src]")
    .evaluateAll((elements) =>
      elements.map(
        (element) => new URL(element.getAttribute("href") ?? element.getAttribute("src")!, location.href).protocol,
      ),
    );
  expect(protocols.filter((protocol) => !["http:", "https:", "mailto:", "tel:"].includes(protocol))).toEqual([]);
  // Markup from the content never became elements.
  await expect(page.locator("[onerror], [onload], main script:not([type='application/ld+json'])")).toHaveCount(0);
}

for (const path of pages) {
  test(`${path} shows hostile content as text and runs none of it`, async ({ context }) => {
    const { page, incidents } = await openWatched(context, path);
    await expect(page.locator("main").getByText(payloadMark).first()).toBeVisible();
    await expect(page.locator("header").getByText(payloadMark).first()).toBeAttached();
    await expect(page).toHaveTitle(payloadMark);
    await expectNothingRan(page, incidents);
  });
}

test("a mega-menu shows hostile children as text", async ({ context }) => {
  const { page, incidents } = await openWatched(context, "/");
  const trigger = page.locator("header nav button[popovertarget]").first();
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute("popovertarget")}`);
  await expect(panel.locator(".mega-menu__child").getByText(payloadMark).first()).toBeVisible();
  await expectNothingRan(page, incidents);
});

test("the map's info window shows a hostile panel's name and address as text", async ({ context }) => {
  const { page, incidents } = await openWatched(context, "/clinics");
  // The map is made when scrolled to: a click before it exists would open no window.
  await scrollToMap(page);
  await expect(page.locator("#panel-map")).toHaveClass(/leaflet-container/);
  const panel = page.locator(".panel-list").getByRole("button").first();
  const name = (await panel.textContent())!;
  expect(name).toMatch(payloadMark);
  await panel.click();
  const info = page.locator(".leaflet-popup");
  await expect(info.getByRole("heading", { name })).toBeVisible();
  await expect(info.locator("p").first()).toContainText(payloadMark);
  // The panel's script address was refused: the window offers its call and directions, built
  // from the panel's digits and coordinates, and no map link of the editor's.
  await expect(info.locator(".panel-list__map")).toHaveCount(0);
  const hrefs = await info.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^(tel:[+\d]+|https:\/\/www\.google\.com\/maps\/dir\/)/);
  // The same panel as a marker of its own, now that the map has zoomed in to it.
  await page.keyboard.press("Escape");
  await page.locator(`.map-pin[title="${name.replaceAll('"', '\\"')}"]`).click();
  await expect(info.getByRole("heading", { name })).toBeVisible();
  await expectNothingRan(page, incidents);
});

test("a team member's modal shows the hostile bio as text", async ({ context }) => {
  const { page, incidents } = await openWatched(context, "/team");
  await page.locator("main").getByRole("button").filter({ hasText: payloadMark }).first().click();
  await expect(page.getByRole("dialog")).toContainText(payloadMark);
  await expectNothingRan(page, incidents);
});

test("the photo viewer shows a hostile title as its caption", async ({ context }) => {
  const { page, incidents } = await openWatched(context, "/photo");
  await page.locator("main").getByRole("button", { name: payloadMark }).first().click();
  await expect(page.getByRole("dialog")).toContainText(payloadMark);
  await expectNothingRan(page, incidents);
});
