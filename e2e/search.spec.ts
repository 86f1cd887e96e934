// The site search (issue 41) in real Chromium: the field in the header and the phone menu, without
// scripts, in both languages; results grouped and marked; a result followed with the language
// kept; bad input answered; the home page's SearchAction.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { searchStrings } from "../app/search/strings.ts";
import { siteStrings } from "../app/site/layout/strings.ts";

const langs = [
  { lang: "en", query: "", words: "car", product: "Motor Insurance" },
  { lang: "km", query: "?l=km", words: "ឡាន", product: "ធានារ៉ាប់រងយានយន្ត" },
] as const;

for (const { lang, query, words, product } of langs) {
  const t = searchStrings[lang];

  test(`the header's search works without scripts; results are grouped and marked (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/contact${query}`);
    const form = page.getByRole("search", { name: t.fieldLabel });
    await form.getByRole("searchbox", { name: t.fieldLabel }).fill(words);
    await form.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/search\?/);
    if (lang === "km") await expect(page).toHaveURL(/l=km/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(words);
    // Grouped by kind, the product first; the words found are marked.
    const products = page.getByRole("region", { name: t.kind_products });
    await expect(products).toBeVisible();
    const first = page.locator(".search-hit").first();
    await expect(first.getByRole("link", { name: product })).toBeVisible();
    await expect(first.locator(".search-hit__trail")).toBeVisible();
    await expect(page.locator(".search-hit mark").first()).toBeVisible();
    // The search page is not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // A result opens its page, in the same language.
    await first.getByRole("link", { name: product }).click();
    await expect(page).toHaveURL(new RegExp(`/personal/motor-insurance${lang === "km" ? "\\?l=km" : "$"}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product);
    await context.close();
  });

  test(`the phone menu has the search field (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/${query}`);
    await expect(page.getByRole("search", { name: t.fieldLabel })).toBeHidden();
    await page.getByRole("button", { name: siteStrings[lang].openMenu }).click();
    const menu = page.getByRole("dialog", { name: siteStrings[lang].mainMenu });
    await menu.getByRole("searchbox", { name: t.fieldLabel }).fill(words);
    await menu.getByRole("searchbox", { name: t.fieldLabel }).press("Enter");
    await expect(page.locator(".search-hit").first().getByRole("link", { name: product })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test(`results pass axe, and nothing found says what to try (${lang})`, async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(words)}${query.replace("?", "&")}`);
    await expect(page.locator(".search-hit").first()).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/search?q=zzqqxx${query.replace("?", "&")}`);
    await expect(page.getByText(t.tryNext)).toBeVisible();
    await expect(page.getByRole("heading", { name: t.popular })).toBeVisible();
    await expect(
      page.locator(".search-results__none").getByRole("link", { name: t.contact, exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}

test("a misspelt query is answered for its correction, and a near miss is offered", async ({ page }) => {
  const t = searchStrings.en;
  await page.goto("/search?q=garrage");
  await expect(page.getByRole("status")).toHaveText(
    t.correctedTo.replace("{asked}", "garrage").replace("{query}", "garage"),
  );
  await expect(page.locator(".search-hit").first()).toBeVisible();
});

test("bad input gets a page, never an error", async ({ page }) => {
  for (const q of [
    "",
    "a".repeat(2000),
    "& | ! ( ) : * <->",
    "'\"\\",
    "<script>alert(1)</script>",
    "%ED%A0%80",
    "%00",
    "\u200B",
  ]) {
    const response = await page.request.get(`/search?q=${q.startsWith("%") ? q : encodeURIComponent(q)}&page=-3`);
    expect(response.status(), q).toBe(200);
    expect(await response.text()).not.toContain("<script>alert(1)</script>");
  }
  // A result link goes only to a page the index holds.
  for (const to of ["https://evil.example/", "//evil.example", "/nowhere", "javascript:alert(1)"]) {
    const response = await page.request.get(`/search/go?q=x&to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(response.status(), to).toBe(404);
  }
});

test("the home page tells search engines about the site's search", async ({ page }) => {
  await page.goto("/?l=km");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const site = data.find((item) => item["@type"] === "WebSite");
  expect(site.potentialAction["@type"]).toBe("SearchAction");
  expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?l=km&q=\{search_term_string\}$/);
});

for (const { lang, query, product } of [
  { lang: "en", query: "", product: "Motor Insurance" },
  { lang: "km", query: "?l=km", product: "ធានារ៉ាប់រងយានយន្ត" },
] as const) {
  const t = searchStrings[lang];
  test(`suggestions as one types: the combobox's keyboard path, loaded on focus only (${lang})`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/vision${query}`);
    await waitForInteractive(page);
    expect(scripts.filter((url) => url.includes("search-suggest"))).toEqual([]);
    const field = page.getByRole("search", { name: t.fieldLabel }).getByRole("searchbox", { name: t.fieldLabel });
    await field.focus();
    await expect.poll(() => scripts.filter((url) => url.includes("search-suggest")).length).toBe(1);
    const combobox = page.getByRole("combobox", { name: t.fieldLabel });
    // One character: nothing offered yet.
    await combobox.pressSequentially(lang === "en" ? "m" : "យ");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await combobox.pressSequentially(lang === "en" ? "otor" : "ានយន្ត");
    const options = page.getByRole("listbox", { name: t.suggestions }).getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(options.first()).toContainText(product);
    await expectAccessible(page);
    // Down chooses the first, Up goes back to the field, Escape closes the list and keeps the words.
    await combobox.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await combobox.press("ArrowUp");
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    await combobox.press("Escape");
    await expect(page.getByRole("listbox", { name: t.suggestions })).toBeHidden();
    await expect(combobox).toBeFocused();
    // Down opens it again; Enter on the chosen one opens its page in the same language.
    await combobox.press("ArrowDown");
    await combobox.press("ArrowDown");
    await combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/personal/motor-insurance${lang === "km" ? "\\?l=km" : "$"}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product);
  });
}
