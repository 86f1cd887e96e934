// Product pages: /corporate, /personal, their product details, and the static product-class pages.
// Expected values come from the demo content (db/seed; the classes from db/seed/content/product-classes.ts).
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { classHref, tileHref } from "../app/content/product-classes/links.ts";
import { sectionNames, type SectionName } from "../app/content/product-classes/schema.ts";
import { seededDemoContent } from "../db/seed/media.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();
const seed = demoContent;

type Lang = "en" | "km";
const languages = [
  { lang: "en", query: "", productRelated: "Product Related", notFound: "PAGE NOT FOUND" },
  { lang: "km", query: "?l=km", productRelated: "ផលិតផលពាក់ព័ន្ធ", notFound: "រកមិនឃើញទំព័រ" },
] as const;

const quotationLabel = "ទាញយកតារាងសម្រង់តម្លៃ";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titled = (title: string) => new RegExp(`^${escape(title)} \\| `);
const pathOf = (href: string | null) => (href ?? "").split("?")[0]!;

const productsOf = (lang: Lang, section: SectionName) =>
  seed[lang].menus.filter((row) => row.slug.startsWith(`/${section}/`));
const imagesOf = (lang: Lang, slug: string) =>
  seed[lang].menu_images.filter((image) => image.menu_slug === slug).sort((a, b) => a.orders - b.orders);
const siblingsOf = (lang: Lang, slug: string) => {
  const self = seed[lang].menu_items.find((item) => item.slug === slug)!;
  return seed[lang].menu_items
    .filter((item) => item.parent_slug === self.parent_slug && item.slug !== slug)
    .sort((a, b) => a.orders - b.orders);
};
const classesOf = (lang: Lang, section: SectionName) =>
  demoContent[lang].product_classes.filter((row) => (section === "corporate" ? row.in_corporate : row.in_personal));
const overviewOf = (lang: Lang, section: SectionName) =>
  demoContent[lang].product_class_pages.find((row) => row.section === section)!;
/** Class and subclass addresses are the same in both languages. */
const productClasses = demoContent.en.product_classes;
const viewMenu = (lang: Lang, section: SectionName) => seed[lang].view_menus.find((row) => row.slug === `/${section}`)!;

/** The corporate product with the most pictures, a personal product with a quotation and one without. */
const gallerySlug = productsOf("en", "corporate")
  .map((row) => row.slug)
  .sort((a, b) => imagesOf("en", b).length - imagesOf("en", a).length)[0]!;
const withQuotation = productsOf("en", "personal").find((row) => row.quotation_url)!.slug;
const withoutQuotation = productsOf("en", "personal").find((row) => !row.quotation_url)!.slug;
const withoutTitle2 = seed.en.menus.find((row) => row.title2 === null)!.slug;

async function breadcrumbs(page: Page): Promise<{ name: string; item: string }[]> {
  const json = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const list = json
    .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string; item: string }[] })
    .find((data) => data["@type"] === "BreadcrumbList");
  return list?.itemListElement ?? [];
}

async function openWithoutScripts(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
}

for (const { lang, query, productRelated, notFound } of languages) {
  test.describe(`product pages (${lang}), rendered on the server`, () => {
    test.use({ javaScriptEnabled: false });

    for (const section of sectionNames) {
      test(`/${section} shows its hero and product cards`, async ({ page }) => {
        await openWithoutScripts(page, `/${section}${query}`);
        const row = viewMenu(lang, section);
        await expect(page).toHaveTitle(titled(row.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.title);
        await expect(page.getByText(row.description)).toBeVisible();
        await expect(page.locator(".page-hero img")).toHaveAttribute("fetchpriority", "high");
        const cards = page.locator("main .product-card");
        // Every product of the section, in order (hidden sections only with the build flag).
        const hrefs = (await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).filter(
          (href) => !pathOf(href).endsWith("-new"),
        );
        expect(hrefs).toEqual(
          seed[lang].menu_items
            .filter((item) => item.parent_slug === `/${section}` && !item.slug.endsWith("-new"))
            .sort((a, b) => a.orders - b.orders)
            .map((item) => `${item.slug}${query}`),
        );
        const first = seed[lang].menu_items.find((item) => item.slug === pathOf(hrefs[0]!))!;
        await expect(cards.first()).toContainText(first.title);
        await expect(cards.first()).toContainText(first.short_description!);
        await expect(cards.first().locator("img")).toHaveAttribute("src", first.icon!);
      });
    }

    test("a product detail: gallery of at most 5, title, paragraphs, Q&A, related heading and slides, breadcrumbs", async ({
      page,
    }) => {
      await openWithoutScripts(page, `${gallerySlug}${query}`);
      const row = seed[lang].menus.find((menu) => menu.slug === gallerySlug)!;
      await expect(page).toHaveTitle(titled(row.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.title);
      for (const paragraph of row.description) await expect(page.getByText(paragraph)).toBeVisible();
      const images = imagesOf(lang, gallerySlug);
      const main = page.locator(".product-gallery__main");
      await expect(main).toHaveAttribute("src", images[0]!.src);
      await expect(main).toHaveAttribute("alt", images[0]!.alt);
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(main).not.toHaveAttribute("loading", "lazy");
      const thumbs = page.locator(".product-gallery__thumb img");
      await expect(thumbs).toHaveCount(Math.min(5, images.length));
      for (const thumb of await thumbs.all()) await expect(thumb).toHaveAttribute("loading", "lazy");
      await expect(page.locator(".qa-list summary")).toHaveText(row.qaas.map((qa) => qa.question));
      await expect(page.getByRole("heading", { level: 2, name: row.title2 ?? productRelated })).toBeVisible();
      await expect(page.locator(".product-related .slider__slide .product-card__title")).toHaveText(
        siblingsOf(lang, gallerySlug)
          .filter((item) => !item.slug.endsWith("-new"))
          .map((item) => item.title),
      );
      // No quotation button on corporate products.
      await expect(page.getByRole("link", { name: new RegExp(quotationLabel) })).toHaveCount(0);

      const origin = new URL(page.url()).origin;
      expect(await breadcrumbs(page)).toEqual([
        expect.objectContaining({ item: `${origin}/${query}` }),
        {
          "@type": "ListItem",
          position: 2,
          name: viewMenu(lang, "corporate").title,
          item: `${origin}/corporate${query}`,
        },
        { "@type": "ListItem", position: 3, name: row.title, item: `${origin}${gallerySlug}${query}` },
      ]);
    });

    test("a product without title2 shows the default related heading", async ({ page }) => {
      await openWithoutScripts(page, `${withoutTitle2}${query}`);
      await expect(page.getByRole("heading", { level: 2, name: productRelated, exact: true })).toBeVisible();
    });

    test("the quotation button shows only on a personal product with a quotation URL", async ({ page }) => {
      await openWithoutScripts(page, `${withQuotation}${query}`);
      const url = seed[lang].menus.find((row) => row.slug === withQuotation)!.quotation_url!;
      const button = page.getByRole("link", { name: new RegExp(quotationLabel) });
      await expect(button).toHaveAttribute("href", url);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expect(button).toHaveAccessibleName(lang === "km" ? /ផ្ទាំងថ្មី/ : /opens in a new window/);
      await openWithoutScripts(page, `${withoutQuotation}${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        seed[lang].menus.find((row) => row.slug === withoutQuotation)!.title,
      );
      await expect(page.getByRole("link", { name: new RegExp(quotationLabel) })).toHaveCount(0);
    });

    for (const section of sectionNames) {
      test(`/${section}-new shows its classes' subclass tiles, linking by the rule`, async ({ page }) => {
        await openWithoutScripts(page, `/${section}-new${query}`);
        const overview = overviewOf(lang, section);
        await expect(page).toHaveTitle(titled(overview.title));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(overview.title);
        const classes = classesOf(lang, section);
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
          classes.map((productClass) => productClass.name),
        );
        const tiles = page.locator("main .product-card");
        await expect(tiles).toHaveCount(classes.length * 8);
        const expected = classes.flatMap((productClass) =>
          productClass.subclasses.map((subclass) => `${tileHref(section, productClass, subclass)}${query}`),
        );
        expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(expected);
        await expect(tiles.locator(".product-card__title")).toHaveText(
          classes.flatMap((productClass) => productClass.subclasses.map((subclass) => subclass.title)),
        );
      });

      test(`/${section}-new/{class} and /${section}-new/{class}/{subclass}`, async ({ page }) => {
        for (const productClass of classesOf(lang, section)) {
          await openWithoutScripts(page, `${classHref(section, productClass)}${query}`);
          await expect(page).toHaveTitle(titled(productClass.name));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(productClass.name);
          await expect(page.locator(".page-hero img")).toHaveAttribute("src", productClass.banner);
          expect(
            await page
              .locator("main .product-card")
              .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
          ).toEqual(productClass.subclasses.map((subclass) => `${tileHref(section, productClass, subclass)}${query}`));
          for (const subclass of [productClass.subclasses[0]!, productClass.subclasses.at(-1)!]) {
            await openWithoutScripts(page, `${tileHref(section, productClass, subclass)}${query}`);
            await expect(page).toHaveTitle(titled(subclass.title));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(subclass.title);
            await expect(page.locator(".page-hero img")).toBeVisible();
            await expect(page.locator("main .product-card")).toHaveCount(0);
          }
        }
      });
    }

    test("unknown, malformed and other-section slugs are 404", async ({ page }) => {
      const corporateProduct = productsOf(lang, "corporate")[0]!.slug.split("/")[2]!;
      const [property, marine] = productClasses;
      const missing = [
        "/corporate/no-such-product",
        `/personal/${corporateProduct}`,
        "/corporate/Fire%20Insurance",
        "/corporate/fire%2Finsurance",
        "/corporate-new/No-Such-Class",
        "/corporate-new/property-insurance",
        `${classHref("personal", marine!)}`,
        `${classHref("corporate", property!)}/No-Such-Subclass`,
        // A comma kept in the URL does not follow the rule.
        `${classHref("corporate", property!)}/Burglary,-Theft-and-Robbery`,
        `${classHref("corporate", marine!)}/${tileHref("corporate", property!, property!.subclasses[0]!).split("/").at(-1)}`,
      ];
      for (const path of missing) {
        const response = await page.goto(`${path}${query}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound);
      }
    });
  });

  test.describe(`product pages (${lang}) in the browser`, () => {
    const pages = [
      "/corporate",
      "/personal",
      gallerySlug,
      withQuotation,
      "/corporate-new",
      "/personal-new",
      classHref("corporate", productClasses[1]!),
      tileHref("corporate", productClasses[0]!, productClasses[0]!.subclasses[3]!),
      tileHref("personal", productClasses[0]!, productClasses[0]!.subclasses[0]!),
    ];
    for (const path of pages) {
      test(`${path} passes axe`, async ({ page }) => {
        await page.goto(`${path}${query}`);
        await waitForInteractive(page);
        await expectAccessible(page);
      });
    }

    test("the detail passes axe in the dark theme on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`${withQuotation}${query}`);
      await waitForInteractive(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectAccessible(page);
    });

    test("tile links keep the language and lead to the subclass page", async ({ page }) => {
      const productClass = demoContent[lang].product_classes[0]!;
      const index = productClasses[0]!.subclasses.findIndex((item) => item.title.includes(","));
      const subclass = productClass.subclasses[index]!;
      await page.goto(`/corporate-new${query}`);
      await waitForInteractive(page);
      await page.getByRole("link", { name: new RegExp(escape(subclass.title)) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${escape(tileHref("corporate", productClass, subclass))}${escape(query)}$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(subclass.title);
      await expect(page).toHaveTitle(titled(subclass.title));
    });
  });
}

test.describe("product detail interactions", () => {
  test("the gallery shows a picture when its thumbnail is clicked or chosen with the keyboard", async ({ page }) => {
    await page.goto(gallerySlug);
    await waitForInteractive(page);
    const images = imagesOf("en", gallerySlug);
    const main = page.locator(".product-gallery__main");
    const thumb = (n: number) => page.getByRole("button", { name: `Show image ${n} of ${images.length}` });
    await expect(thumb(1)).toHaveAttribute("aria-pressed", "true");
    await thumb(2).click();
    await expect(main).toHaveAttribute("src", images[1]!.src);
    await expect(main).toHaveAttribute("alt", images[1]!.alt);
    await expect(thumb(2)).toHaveAttribute("aria-pressed", "true");
    await expect(thumb(1)).toHaveAttribute("aria-pressed", "false");
    await thumb(2).focus();
    await page.keyboard.press("Tab");
    await expect(thumb(3)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(main).toHaveAttribute("src", images[2]!.src);
  });

  test("a question opens and closes; the chevron turns; answers are paragraphs, bullets or numbers", async ({
    page,
  }) => {
    await page.goto(gallerySlug);
    await waitForInteractive(page);
    const row = seed.en.menus.find((menu) => menu.slug === gallerySlug)!;
    const items = page.locator(".qa-list details");
    for (const [index, qa] of row.qaas.entries()) {
      const item = items.nth(index);
      const chevron = item.locator(".chevron");
      const rotation = () => chevron.evaluate((element) => getComputedStyle(element).transform);
      await expect(item).not.toHaveAttribute("open");
      expect(await rotation()).toBe("none");
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open");
      await expect.poll(rotation).not.toBe("none");
      const answer = item.locator(".disclosure__body");
      if (qa.answer.type === "text") await expect(answer.locator("p")).toHaveText(qa.answer.data);
      else await expect(answer.locator(qa.answer.type === "list" ? "ul > li" : "ol > li")).toHaveText(qa.answer.data);
      await item.locator("summary").press("Enter");
      await expect(item).not.toHaveAttribute("open");
    }
  });

  test("the related slider shows one card at 390 px and disables its arrows at the first and last", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(withQuotation);
    await waitForInteractive(page);
    const related = page.locator(".product-related");
    const previous = related.getByRole("button", { name: "Previous slide" });
    const next = related.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const slides = await related.locator(".slider__slide").count();
    expect(slides).toBeGreaterThan(1);
    const width = async (n: number) => (await related.locator(".slider__slide").nth(n).boundingBox())!.width;
    const viewport = (await related.locator(".slider__viewport").boundingBox())!.width;
    expect(await width(0)).toBeGreaterThan(viewport * 0.9);
    for (let i = 1; i < slides; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(next).toBeEnabled();
  });

  test("the related slider shows 2 cards from 640 px and 3 from 1000 px", async ({ page }) => {
    await page.goto(withQuotation);
    const related = page.locator(".product-related");
    const perView = async () => {
      const viewport = (await related.locator(".slider__viewport").boundingBox())!.width;
      const slide = (await related.locator(".slider__slide").first().boundingBox())!.width;
      return Math.round(viewport / slide);
    };
    for (const [width, count] of [
      [700, 2],
      [1200, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(perView).toBe(count);
    }
  });

  test("the quotation button opens its URL in a new window", async ({ page, context }) => {
    await page.goto(withQuotation);
    await waitForInteractive(page);
    const url = seed.en.menus.find((row) => row.slug === withQuotation)!.quotation_url!;
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: new RegExp(quotationLabel) }).click(),
    ]);
    await popup.waitForLoadState("domcontentloaded").catch(() => {});
    expect(new URL(popup.url()).pathname).toBe(url);
    await popup.close();
  });
});
