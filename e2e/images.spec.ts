// Content photos reach the browser as AVIF at a width chosen for the layout, from the image
// endpoint (server/images/variants.ts), with their size written in the page (docs/decisions/0010).
import type { Page, Response } from "@playwright/test";
import { expect, test, waitForInteractive } from "./fixtures.ts";
import { seededDemoContent } from "../db/seed/media.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent, demoSharedContent } = await seededDemoContent();

/** Image answers from /_img/ while the page is open: path, type and the width asked for. */
function imageVariantsLoaded(page: Page) {
  const loaded: { path: string; type: string; width: number }[] = [];
  page.on("response", (response: Response) => {
    const url = new URL(response.url());
    const match = /^\/_img\/(\d+)\/[a-z]+\//.exec(url.pathname);
    if (match && response.status() === 200)
      loaded.push({ path: url.pathname, type: response.headers()["content-type"] ?? "", width: Number(match[1]) });
  });
  return loaded;
}

test("the photo gallery loads AVIF variants sized for its columns, every photo with its width and height", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const loaded = imageVariantsLoaded(page);
  await page.goto("/photo");
  await waitForInteractive(page);
  const images = page.getByRole("group", { name: "Photo gallery" }).locator("img");
  await expect(images).toHaveCount(demoSharedContent.photo_details.length);

  for (const [index, image] of (await images.all()).entries()) {
    const { width, height, loading, priority, src, sources } = await image.evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority"),
      src: img.getAttribute("src"),
      sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.type),
    }));
    const photo = demoSharedContent.photo_details.find((item) => item.src === src)!;
    expect([width, height]).toEqual([String(photo.width), String(photo.height)]);
    // The first two photos fill a phone's first screen (docs/decisions/0015); the rest load lazily.
    expect([loading, priority]).toEqual(index < 2 ? [null, "high"] : ["lazy", null]);
    expect(sources).toEqual(["image/avif", "image/webp"]);
  }

  await images.first().scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.filter((image) => image.type === "image/avif").length).toBeGreaterThan(0);
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await images
    .first()
    .evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, shownWidth: img.clientWidth }));
  expect(shown.current).toMatch(/\/_img\/\d+\/avif\/media\/photo-[a-z0-9-]+-[0-9a-f]{16}\.jpg$/);
  // Three columns of about 415 px at 1280 px: never the 1600 px master.
  for (const image of loaded) expect(image.width, image.path).toBeLessThanOrEqual(640);
  expect(loaded.every((image) => image.type === "image/avif")).toBe(true);
});

test("the photo viewer shows an AVIF variant no wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const loaded = imageVariantsLoaded(page);
  await page.goto("/photo");
  await waitForInteractive(page);
  await page.getByRole("group", { name: "Photo gallery" }).getByRole("button").first().click();
  const slide = page
    .getByRole("dialog", { name: "Photo viewer" })
    .getByRole("group", { name: /^1 of / })
    .locator("img");
  await expect
    .poll(() => slide.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/_img\/\d+\/avif\/media\/photo-/);
  const variant = Number(/\/_img\/(\d+)\//.exec(await slide.evaluate((img: HTMLImageElement) => img.currentSrc))![1]);
  expect(variant).toBeLessThanOrEqual(1280);
  // Only the photos near the one shown are fetched, not the whole strip.
  expect(loaded.filter((image) => image.width > 640).length).toBeLessThanOrEqual(3);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test("a newsletter's image is fetched first in AVIF, with its size; the first card's at once, the others' lazily", async ({
    page,
  }) => {
    const article = [...demoContent.en.newsletter_details].sort(
      (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
    )[0]!;
    const loaded = imageVariantsLoaded(page);
    await page.goto(article.slug);
    const image = page.locator(".news-article__image");
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "840");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).not.toHaveAttribute("loading", "lazy");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // 358 CSS px at 2 device pixels per CSS pixel (716 px): the 800 px variant.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/_img/800/avif${article.image1.replace(/\./g, "\\.")}$`),
    );
    expect(loaded.map((item) => item.type)).toContain("image/avif");

    await page.goto("/newsletters");
    const cards = page.locator(".news-card__image");
    await expect(cards).toHaveCount(demoContent.en.newsletter_details.length);
    // The first card is on the first screen: fetched first; the others wait until scrolled to.
    await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
    await expect(cards.first()).not.toHaveAttribute("loading", "lazy");
    for (const card of (await cards.all()).slice(1)) await expect(card).toHaveAttribute("loading", "lazy");
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute("width", "1600");
      await expect(card).toHaveAttribute("height", "840");
    }
  });

  test("SVG images are drawn by the image endpoint at the width they are shown, except the page's largest paint", async ({
    page,
  }) => {
    const loaded = imageVariantsLoaded(page);
    await page.goto("/");
    // The first slide is the largest paint: the SVG itself, the fewest bytes.
    const slide = page.locator(".home-hero img").first();
    await expect
      .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/media\/home-slide-1-[0-9a-f]{16}\.svg$/);
    // A product icon, 64 CSS px at 2 device pixels per CSS pixel: drawn 128 px wide, in AVIF.
    const icon = page.locator(".product-card img").first();
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/_img\/128\/avif\/media\/[\w-]+-[0-9a-f]{16}\.svg$/);
    // The header's logo, 150 CSS px (300 px): the 320 px drawing.
    expect(await page.locator("header .logo--light").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/_img\/320\/avif\/media\/logo-light-[0-9a-f]{16}\.svg$/,
    );
    const drawn = loaded.filter((item) => item.path.endsWith(".svg"));
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.every((item) => item.type === "image/avif")).toBe(true);
    expect(drawn.some((item) => /\/home-slide-1-[0-9a-f]{16}\.svg$/.test(item.path))).toBe(false);

    await page.goto("/csr");
    const drawings = page.getByRole("list", { name: "Photo gallery" }).locator("picture");
    await expect(drawings).toHaveCount(demoContent.en.csr_details.length);
    await expect
      .poll(() =>
        drawings
          .first()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.complete && img.currentSrc),
      )
      .toMatch(/\/_img\/\d+\/avif\/.+\.svg$/);
  });
});
