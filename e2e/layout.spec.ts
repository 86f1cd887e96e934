import type { Locator } from "@playwright/test";
import { siteStrings } from "../app/site/layout/strings.ts";
const { km } = siteStrings;
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";

test.describe("shared layout", () => {
  test("switches language from the selector and keeps it on internal links", async ({ page }) => {
    await page.goto("/");
    await waitForInteractive(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: /Choose language/ }).click();
    await page.getByRole("link", { name: "ខ្មែរ" }).click();
    await expect(page).toHaveURL(/\/\?l=km$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "km");
    // Every internal link of the page keeps l=km (but the one that switches back to English).
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href, href).toMatch(/[?&]l=km(&|#|$)/);
    // And back to English.
    await page.getByRole("button", { name: /ជ្រើសរើសភាសា/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("closes the language panel on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    await waitForInteractive(page);
    const trigger = page.getByRole("button", { name: /Choose language/ });
    const option = page.getByRole("link", { name: "ខ្មែរ" });
    await trigger.click();
    await expect(option).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(option).toBeHidden();
    await trigger.click();
    await page.keyboard.press("Escape");
    await expect(option).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("remembers the theme across a reload, applied before first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForInteractive(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const [cookie] = (await page.context().cookies()).filter((cookie) => cookie.name === "theme");
    expect(cookie?.value).toBe("dark");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    // With scripts off after the head script, the theme must already be there in the HTML's first paint.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`paints the header's logo with the page, not lazily (${scheme} theme)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/careers", { waitUntil: "load" });
      const logo = page.getByRole("link", { name: "Tonle General Insurance" }).getByRole("img");
      await expect(logo).toBeVisible();
      await expect(logo).not.toHaveAttribute("loading", "lazy");
      // Fetched before the page's load event: lazy images in view may come after it.
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }

  test("defaults to the system's dark preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("without JavaScript, follows the system's preference and offers no toggle that cannot work", async ({
    browser,
  }) => {
    // The same tokens as the chosen themes, which axe checks with JavaScript on (it cannot run without).
    const themes = [
      ["dark", "rgb(17, 21, 29)", "rgb(233, 236, 242)", "logo--white"],
      ["light", "rgb(255, 255, 255)", "rgb(29, 35, 48)", "logo--light"],
    ] as const;
    for (const [colorScheme, background, text, logo] of themes) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto("/?l=km");
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      await expect(page.locator("body"), colorScheme).toHaveCSS("background-color", background);
      await expect(page.locator("body"), colorScheme).toHaveCSS("color", text);
      await expect(page.locator(`header .${logo}`), colorScheme).toBeVisible();
      await expect(page.locator("header img.logo:visible")).toHaveCount(1);
      await expect(page.locator(".theme-toggle")).toBeHidden();
      await context.close();
    }
  });

  test("gives the header a shadow only after scrolling more than 100 px", async ({ page }) => {
    await page.goto("/");
    await waitForInteractive(page);
    const header = page.locator("header.site-header");
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("box-shadow", "none");
  });

  test("opens a mega-menu of children from the desktop menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForInteractive(page);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const corporate = nav.getByRole("button", { name: "Corporate" });
    const panel = page.locator(`#${await corporate.getAttribute("popovertarget")}`);
    await expect(panel).toBeHidden();
    await corporate.click();
    await expect(panel.getByRole("link").first()).toBeVisible();
    // The browser tells assistive technology that the button's popover is expanded.
    expect(await panel.evaluate((element) => element.matches(":popover-open"))).toBe(true);
    expect(await panel.getByRole("link").count()).toBeGreaterThan(5);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(corporate).toBeFocused();
    // One open at a time, and a click elsewhere closes it.
    await corporate.click();
    const personal = nav.getByRole("button", { name: "Personal" });
    await personal.click();
    await expect(panel).toBeHidden();
    await expect(page.locator(`#${await personal.getAttribute("popovertarget")}`)).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(page.locator(".mega-menu:popover-open")).toHaveCount(0);
    // Following a child link navigates and closes the panel; the page starts at the top.
    await corporate.click();
    await page.evaluate(() => window.scrollTo(0, 300));
    await panel.getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\/corporate\/.+/);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [device, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    test(`opens the menus and follows their links without JavaScript (${device})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/?l=km");
      let menu: Locator;
      if (device === "desktop") {
        menu = page.getByRole("navigation", { name: km.mainMenu });
        const first = menu.locator("button[popovertarget]").first();
        await first.click();
        menu = page.locator(`#${await first.getAttribute("popovertarget")}`);
      } else {
        await page.getByRole("button", { name: km.openMenu }).click();
        menu = page.getByRole("dialog", { name: km.mainMenu });
        await menu.locator("summary").first().click();
      }
      const child = menu.getByRole("link").nth(1);
      await expect(child).toBeVisible();
      const href = (await child.getAttribute("href"))!;
      expect(href).toMatch(/^\/(corporate|personal)\/.+\?l=km$/);
      await child.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await context.close();
    });
  }

  test("keeps the scroll position on reload and on going back, on the same content; a new visit starts at the top", async ({
    page,
  }) => {
    // A page made of islands leaves its scroll position to the browser: it reads no storage and
    // writes no history state of its own.
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      const replaceState = History.prototype.replaceState;
      const touched: string[] = [];
      (window as { touched?: string[] }).touched = touched;
      Storage.prototype.getItem = function (key) {
        touched.push(`read ${key}`);
        return getItem.call(this, key);
      };
      History.prototype.replaceState = function (...args) {
        touched.push("replaceState");
        return replaceState.apply(this, args);
      };
    });
    const touched = () => page.evaluate(() => (window as { touched?: string[] }).touched);
    await page.goto("/");
    await waitForInteractive(page);
    expect(await touched()).toEqual([]);
    // Past sections that are laid out only when scrolled near: the same content must be at the
    // top of the window after the restore, so they must have their real sizes by then, not the
    // ones assumed before they are shown.
    await page.setViewportSize({ width: 412, height: 823 });
    // Read after two frames: sections are laid out, and scroll anchoring moves the position, in
    // a frame's rendering, which a busy machine may not have drawn yet 100 ms after a scroll.
    const scrollY = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );
    // Scroll anchoring keeps what is on screen in place while the sections around it are laid
    // out, which moves the position: wait until it stays.
    let y = -1;
    const settled = () => expect.poll(async () => y === (y = await scrollY())).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 4600));
    await settled();
    const atTop = () =>
      page.evaluate(() => Math.round(document.getElementById("why-title")!.getBoundingClientRect().top));
    let before = await atTop();
    await page.reload();
    await expect.poll(scrollY).toBe(y);
    expect(await atTop()).toBe(before);
    await expect(page.locator("html")).toHaveAttribute("data-render-all", "");
    await waitForInteractive(page);
    // The reader scrolls on a little: Chromium keeps a position it put back for the page's history
    // entry only once the page is scrolled, and until then puts the first visit's back on going
    // back, which after the jump above is 279 px off, whatever the page does.
    const restored = y;
    await page.mouse.wheel(0, 120);
    await expect.poll(scrollY).not.toBe(restored);
    await settled();
    before = await atTop();
    // Followed from where the page is (a click from the pointer would first scroll to the link).
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Careers" })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(scrollY).toBe(y);
    expect(await atTop()).toBe(before);
    await page.goto("/");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-render-all");
    expect(await touched()).toEqual([]);
  });

  test("lays out what is below a phone's first screen only when it is scrolled near, on every page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/?l=km");
    await waitForInteractive(page);
    // False for an element whose layout is skipped because an ancestor is off screen.
    const laidOut = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const footer = page.getByRole("contentinfo");
    const careers = footer.getByRole("link", { name: "ឱកាសការងារ", exact: true });
    const testimonials = page.getByRole("heading", { name: km.testimonials });
    expect(await laidOut(page.locator("main .product-card").first())).toBe(true);
    expect(await laidOut(careers)).toBe(false);
    expect(await laidOut(testimonials)).toBe(false);
    // Still there for assistive technology and find-in-page.
    await expect(careers).toHaveCount(1);
    await expect(testimonials).toHaveCount(1);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(careers)).toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-render-all");
    // The next page is a new document: its footer waits until it is scrolled near, too.
    await careers.click();
    await expect(page).toHaveURL(/\/careers\?l=km$/);
    await expect(page.locator("html")).not.toHaveAttribute("data-render-all");
    expect(await laidOut(page.getByRole("contentinfo").getByRole("link", { name: "ឱកាសការងារ", exact: true }))).toBe(
      false,
    );
  });

  test("shows a slide-over menu with an accordion and ALL links on phones", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?l=km");
    await waitForInteractive(page);
    await expect(page.getByRole("navigation", { name: "ម៉ឺនុយមេ" })).toBeHidden();
    const open = page.getByRole("button", { name: "បើកម៉ឺនុយ" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "ម៉ឺនុយមេ" });
    await expect(dialog).toBeVisible();
    // Focus lands on its first control, the close button.
    await expect(dialog.getByRole("button", { name: "បិទម៉ឺនុយ" })).toBeFocused();
    const sections = dialog.locator("details");
    const first = sections.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByRole("link", { name: /ទាំងអស់/ })).toHaveAttribute("href", /\?l=km$/);
    await expect(first.getByRole("link", { name: /ទាំងអស់/ })).toBeVisible();
    // Opening another section closes the first.
    await sections.nth(1).locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // It opens again, with every section closed.
    await open.click();
    await expect(dialog.locator("details[open]")).toHaveCount(0);
    await expect(sections.first()).toBeVisible();
    // A click on the backdrop closes it.
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test("answers an unknown path with the Page Not Found screen", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "PAGE NOT FOUND" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText(/check the URL in the address bar and try again/)).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    await expectAccessible(page);
    await page.getByRole("link", { name: "BACK TO HOME PAGE" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("keeps Khmer on the Page Not Found screen", async ({ page }) => {
    const response = await page.goto("/missing?l=km");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "km");
    await expect(page.getByRole("link", { name: "ត្រឡប់ទៅទំព័រដើម" })).toHaveAttribute("href", "/?l=km");
  });

  test("hides the unreleased sections and the footer Solutions column without the build flag", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('a[href="/corporate-new"], a[href="/personal-new"]')).toHaveCount(0);
    await expect(page.locator("footer").getByRole("heading", { name: "Solutions" })).toHaveCount(0);
    await expect(page.locator("footer").getByRole("heading", { name: "Supports" })).toBeVisible();
  });

  test("registers the service worker", async ({ page }) => {
    await page.goto("/");
    await waitForInteractive(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });
});
