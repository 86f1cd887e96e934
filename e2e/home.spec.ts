import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { demoContent } from "../db/seed/content/index.ts";

for (const { lang, query, heading } of [
  { lang: "en", query: "", heading: /Why/ },
  { lang: "km", query: "?l=km", heading: /[\u1780-\u17FF]/ },
]) {
  test.describe(`home page (${lang})`, () => {
    test("is rendered on the server: content is in the HTML before any script runs", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`/${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("#corporate-title")).toHaveText(/\S/);
      await expect(page.locator("#personal-title")).toHaveText(/\S/);
      await expect(page.locator("#why-title")).toHaveText(heading);
      expect(await page.locator(".product-card").count()).toBeGreaterThanOrEqual(10);
      // Header and footer come from the database too.
      await expect(page.locator("footer")).toContainText(/©/);
      await context.close();
    });

    test("shows every section and passes axe", async ({ page }) => {
      await page.goto(`/${query}`);
      await waitForInteractive(page);
      await expect(page).toHaveTitle(/\| .+/);
      for (const name of ["#corporate-title", "#personal-title", "#why-title", "#testimonials-title"]) {
        await expect(page.locator(name)).toBeVisible();
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/${query.replace("?", "\\?")}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="km"]')).toHaveAttribute("href", /\?l=km$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expectAccessible(page);
    });

    test("offers the claims helplines on a phone's first screen, with or without scripts", async ({ browser }) => {
      const content = demoContent[lang as "en" | "km"];
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.goto(`/${query}`);
        const help = page.getByRole("region", { name: content.home.accident.title });
        await expect(help).toBeInViewport();
        await expect(help).toContainText(content.home.accident.description);
        // The 24/7 helplines of the claims page, motor first, each a call at a tap.
        const calls = help.getByRole("link").filter({ has: page.locator(".claims-help__number") });
        const teams = ["motor_vehicle", "medical", "property", "travel_other"] as const;
        await expect(calls).toHaveCount(teams.length);
        for (const [index, team] of teams.entries()) {
          const group = content.claims[team];
          const call = calls.nth(index);
          await expect(call).toBeVisible();
          await expect(call).toBeInViewport({ ratio: 1 });
          await expect(call).toHaveText(`${group.title}${group.helpline.value}`);
          const digits = group.helpline.value.replace(/\s*\(.*$/, "").replace(/\s/g, "");
          await expect(call).toHaveAttribute("href", `tel:${digits}`);
        }
        const more = help.getByRole("link", { name: content.home.accident.link_label });
        await expect(more).toBeInViewport();
        await more.click();
        await expect(page).toHaveURL(new RegExp(`/claims${query.replace("?", "\\?")}$`));
        await context.close();
      }
    });

    test("passes axe in the dark theme on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`/${query}`);
      await waitForInteractive(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectAccessible(page);
    });
  });
}

test.describe("home sliders", () => {
  test("the first hero image loads first: eager, high priority, explicit size", async ({ page }) => {
    await page.goto("/");
    const first = page.locator(".home-hero img").first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    await expect(first).toHaveAttribute("width", /\d+/);
    await expect(first).toHaveAttribute("height", /\d+/);
    await expect(page.locator(".home-hero img").nth(1)).toHaveAttribute("loading", "lazy");
  });

  test("the hero slider advances every 5 s, pauses on hover and resumes", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForInteractive(page);
    const hero = page.locator(".home-hero");
    const current = () =>
      hero.locator(".slider__slide").evaluateAll((slides) => {
        const viewport = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
        return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 2);
      });
    await page.mouse.move(5, 700);
    expect(await current()).toBe(0);
    await page.clock.runFor(5100);
    await expect.poll(current).toBe(1);
    await hero.hover();
    await page.clock.runFor(11000);
    await expect.poll(current).toBe(1);
    await page.mouse.move(5, 700);
    await page.clock.runFor(5100);
    await expect.poll(current).toBe(2);
    // It loops: after the last slide comes the first.
    const count = await hero.locator(".slider__slide").count();
    for (let i = 2; i < count; i++) await page.clock.runFor(5100);
    await expect.poll(current).toBe(0);
  });

  test("the promo slider's dots jump to a slide", async ({ page }) => {
    await page.goto("/");
    await waitForInteractive(page);
    const dots = page.locator(".home-promo .slider__dot");
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).toHaveAttribute("aria-current", "false");
  });

  test("the testimonials slider disables its arrows at the first and last slide", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForInteractive(page);
    const section = page.locator("section[aria-labelledby='testimonials-title']");
    const previous = section.getByRole("button", { name: "Previous slide" });
    const next = section.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const slides = await section.locator(".slider__slide").count();
    for (let i = 1; i < slides; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });
});
