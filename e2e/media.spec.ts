import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, inDigitsOf, test, waitForInteractive } from "./fixtures.ts";
import { format, parseISO } from "date-fns";
import { enUS, km as khmerLocale } from "date-fns/locale";
import { mediaStrings } from "../app/site/news/strings.ts";
import { seededDemoContent } from "../db/seed/media.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent, demoSharedContent } = await seededDemoContent();

const langs = [
  { lang: "en", query: "", locale: enUS, notFound: "PAGE NOT FOUND" },
  { lang: "km", query: "?l=km", locale: khmerLocale, notFound: "រកមិនឃើញទំព័រ" },
] as const;

const khmer = /[\u1780-\u17FF]/;
const newestFirst = <Row extends { created_at: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
const byOrders = <Row extends { orders: number }>(rows: Row[]) => [...rows].sort((a, b) => a.orders - b.orders);
const withQuery = (path: string, query: string) => `${path}${query}`;
/** The day in Cambodia: the seeded times carry the +07:00 offset. */
const longDate = (createdAt: string, locale: typeof enUS) =>
  inDigitsOf(format(parseISO(createdAt.slice(0, 10)), "EEEE, MMMM d, yyyy", { locale }), locale === enUS ? "en" : "km");

/** The alt texts of the images shown (not those of layouts hidden by CSS) in a container. */
const altTexts = (container: Locator) =>
  container.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));

const photos = newestFirst(demoSharedContent.photo_details);
const youtubeHosts = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)$/;

for (const { lang, query, locale, notFound } of langs) {
  const seed = demoContent[lang];
  const t = mediaStrings[lang];
  const company = seed.site.company_name;
  const articles = newestFirst(seed.newsletter_details);
  const article = seed.newsletter_details.find((item) => item.attachfile && item.author_handle)!;
  const videos = byOrders(seed.video_details).filter((video) => video.youtube_id !== null);

  test.describe(`media pages (${lang})`, () => {
    const pages = [
      { path: "/csr", h1: seed.csrs.title },
      { path: "/photo", h1: t.photos },
      { path: "/video", h1: seed.videos.title },
      { path: "/newsletters", h1: seed.newsletters.title },
      { path: article.slug, h1: article.title },
    ];
    for (const { path, h1 } of pages) {
      test(`${path} is rendered on the server, titled from its content`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const response = await page.goto(withQuery(path, query));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page).toHaveTitle(`${h1} | ${company}`);
        await context.close();
      });

      test(`${path} passes axe`, async ({ page }) => {
        await page.goto(withQuery(path, query));
        await waitForInteractive(page);
        await expectAccessible(page);
      });
    }

    test("server HTML holds every photo, video, card and article part", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();

      await page.goto(`/csr${query}`);
      await expect(page.getByText(seed.csrs.description)).toBeVisible();
      const csrPhotos = page.getByRole("list", { name: t.photoGallery }).getByRole("button");
      await expect(csrPhotos).toHaveCount(seed.csr_details.length);
      const firstCsr = byOrders(seed.csr_details)[0]!;
      await expect(csrPhotos.first()).toHaveAccessibleName(firstCsr.title);
      await expect(csrPhotos.first().locator("img")).toHaveAttribute("width", String(firstCsr.width));
      await expect(csrPhotos.first().locator("img")).toHaveAttribute("height", String(firstCsr.height));

      await page.goto(`/photo${query}`);
      const album = page.getByRole("group", { name: t.photoGallery }).getByRole("button");
      await expect(album).toHaveCount(photos.length);
      expect(await altTexts(page.getByRole("group", { name: t.photoGallery }))).toEqual(
        photos.map((photo) => photo.title),
      );
      // Photos are English only: marked as such on Khmer pages.
      await expect(album.first()).toHaveAttribute("lang", "en");

      await page.goto(`/video${query}`);
      await expect(page.locator("iframe")).toHaveCount(0);
      for (const video of videos) {
        const link = page.getByRole("link", { name: `${t.play} ${video.youtube_title}` });
        await expect(link).toHaveAttribute("href", `https://www.youtube.com/watch?v=${video.youtube_id}`);
      }
      const hidden = seed.video_details.find((video) => video.youtube_id === null)!;
      await expect(page.getByText(hidden.youtube_title)).toHaveCount(0);

      await page.goto(`/newsletters${query}`);
      const cards = page.locator(".news-card");
      await expect(cards).toHaveCount(articles.length);
      for (const [index, item] of articles.entries()) {
        await expect(cards.nth(index).getByRole("link", { name: item.title })).toHaveAttribute(
          "href",
          withQuery(item.slug, query),
        );
        await expect(cards.nth(index)).toContainText(item.category);
        await expect(cards.nth(index).locator("time")).toHaveText(longDate(item.created_at, locale));
      }

      await page.goto(withQuery(article.slug, query));
      const body = page.locator(".news-article__body");
      for (const block of article.description) {
        if (block.type === "text") await expect(body.getByText(block.data, { exact: true })).toBeVisible();
        else
          await expect(body.getByRole("list").filter({ hasText: block.data[0]! }).getByRole("listitem")).toHaveText(
            block.data,
          );
      }
      const download = page.getByRole("link", { name: article.attachfile!.title });
      await expect(download).toHaveAttribute("href", article.attachfile!.url);
      await expect(download).toHaveAttribute("download", "");
      const author = demoSharedContent.profiles.find((profile) => profile.handle === article.author_handle)!;
      await expect(page.getByRole("region", { name: t.writtenBy })).toContainText(author.display_name);
      await expect(page.getByRole("region", { name: t.writtenBy }).locator("img")).toHaveAttribute(
        "src",
        author.avatar_url!,
      );
      await context.close();
    });

    test("a newsletter shows its date as weekday, month, day, year and how long ago", async ({ page }) => {
      await page.goto(withQuery(article.slug, query));
      await waitForInteractive(page);
      const date = page.locator(".news-article__header .news-date");
      await expect(date.locator("time")).toHaveText(longDate(article.created_at, locale));
      await expect(date.locator("time")).toHaveAttribute(
        "datetime",
        new Date(article.created_at).toISOString().replace(/\.000Z$/, "Z"),
      );
      if (lang === "en") {
        await expect(date.locator("time")).toHaveText(
          /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
        );
        await expect(date.locator(".news-date__ago")).toHaveText(/ ago$/);
      } else {
        await expect(date.locator("time")).toHaveText(khmer);
        await expect(date.locator(".news-date__ago")).toHaveText(khmer);
        await expect(date.locator(".news-date__ago")).not.toHaveText(/ago|[0-9]/);
      }
    });

    test("a newsletter carries BreadcrumbList and NewsArticle structured data", async ({ page }) => {
      await page.goto(withQuery(article.slug, query));
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
        lang === "en" ? "Home" : "ទំព័រដើម",
        seed.newsletters.title,
        article.title,
      ]);
      expect(breadcrumbs.itemListElement[2]!.item).toMatch(new RegExp(`${article.slug}${query.replace("?", "\\?")}$`));
      const news = data.find((item) => item["@type"] === "NewsArticle")!;
      expect(news).toMatchObject({
        headline: article.title,
        inLanguage: lang,
        datePublished: new Date(article.created_at).toISOString().replace(/\.000Z$/, "Z"),
      });
      await expect(
        page.getByRole("navigation", { name: t.breadcrumb }).getByRole("link", { name: seed.newsletters.title }),
      ).toHaveAttribute("href", `/newsletters${query}`);
    });

    test("an unknown or malformed newsletter slug is Page Not Found with status 404", async ({ page }) => {
      for (const slug of ["/newsletters/no-such-newsletter", "/newsletters/Not%20A%20Slug"]) {
        const response = await page.goto(withQuery(slug, query));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound);
      }
    });

    test("the photo viewer speaks the page's language", async ({ page }) => {
      await page.goto(`/photo${query}`);
      await waitForInteractive(page);
      await page.getByRole("group", { name: t.photoGallery }).getByRole("button").first().click();
      const viewer = page.getByRole("dialog", { name: t.viewer });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole("button", { name: t.close })).toBeVisible();
      await expect(viewer.getByRole("button", { name: t.nextPhoto })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

/** The photo the viewer shows, in view: its title (the image's alt), its position and the counter. */
async function expectShowing(viewer: Locator, index: number, total: number) {
  const slide = viewer.getByRole("group", { name: `${index + 1} of ${total}`, exact: true });
  await expect(slide).toBeInViewport({ ratio: 0.9 });
  await expect(slide.locator("img")).toHaveAttribute("alt", photos[index]!.title);
  await expect(viewer.locator(".photo-viewer__counter")).toHaveText(`${index + 1} / ${total}`);
  await expectFocusInside(viewer);
}

/** Focus has moved into the viewer, as it does once the viewer is open: it takes the keys from there. */
async function expectFocusInside(viewer: Locator) {
  await expect.poll(() => viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

async function openPhotoPage(page: Page) {
  await page.goto("/photo");
  await waitForInteractive(page);
  return {
    buttons: page.getByRole("group", { name: "Photo gallery" }).getByRole("button"),
    viewer: page.getByRole("dialog", { name: "Photo viewer" }),
  };
}

test.describe("photo viewer", () => {
  const last = photos.length - 1;

  test("opens on the clicked photo; the arrow keys wrap around at both ends", async ({ page }) => {
    const { buttons, viewer } = await openPhotoPage(page);
    await buttons.nth(3).click();
    await expectShowing(viewer, 3, photos.length);
    await page.keyboard.press("ArrowRight");
    await expectShowing(viewer, 4, photos.length);
    await page.keyboard.press("Escape");

    await buttons.nth(last).click();
    await expectShowing(viewer, last, photos.length);
    await page.keyboard.press("ArrowRight");
    await expectShowing(viewer, 0, photos.length);
    await page.keyboard.press("ArrowLeft");
    await expectShowing(viewer, last, photos.length);
    await page.keyboard.press("Escape");

    await buttons.first().click();
    await expectShowing(viewer, 0, photos.length);
    await page.keyboard.press("ArrowLeft");
    await expectShowing(viewer, last, photos.length);
  });

  test("keys pressed right after the click are the viewer's: an arrow moves it, Escape closes it", async ({ page }) => {
    const { buttons, viewer } = await openPhotoPage(page);
    await buttons.first().click();
    await page.keyboard.press("ArrowLeft");
    await expectShowing(viewer, last, photos.length);
    await page.keyboard.press("Escape");
    await buttons.nth(2).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(buttons.nth(2)).toBeFocused();
    // Closed (which resets the index): "View all photos" opens it on the first photo, not the fourth.
    await page.getByRole("button", { name: "View all photos" }).click();
    await expectShowing(viewer, 0, photos.length);
  });

  test("without scripts a photo opens the viewer, whose photos scroll one by one, and it closes", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/photo");
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await page.getByRole("group", { name: "Photo gallery" }).getByRole("button").nth(2).click();
    await expect(viewer).toBeVisible();
    const slide = (index: number) =>
      viewer.getByRole("group", { name: `${index + 1} of ${photos.length}`, exact: true });
    await expect(slide(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(0).locator("img")).toHaveAttribute("alt", photos[0]!.title);
    // The strip scrolls by itself (a swipe, the scrollbar or the keys) and snaps to the next photo.
    await viewer.getByRole("region", { name: "Carousel" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
    await context.close();
  });

  test("the on-screen arrows wrap too", async ({ page }) => {
    const { buttons, viewer } = await openPhotoPage(page);
    await buttons.first().click();
    await expectShowing(viewer, 0, photos.length);
    await viewer.getByRole("button", { name: "Previous photo" }).click();
    await expectShowing(viewer, last, photos.length);
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expectShowing(viewer, 0, photos.length);
  });

  test("Escape closes it and gives focus back to the photo", async ({ page }) => {
    const { buttons, viewer } = await openPhotoPage(page);
    await buttons.nth(2).focus();
    await page.keyboard.press("Enter");
    await expectShowing(viewer, 2, photos.length);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(buttons.nth(2)).toBeFocused();
  });

  test("closing resets the index to 0: reopening shows the first photo", async ({ page }) => {
    const { buttons, viewer } = await openPhotoPage(page);
    const viewAll = page.getByRole("button", { name: "View all photos" });
    await buttons.nth(5).click();
    await expectShowing(viewer, 5, photos.length);
    await page.keyboard.press("ArrowRight");
    await expectShowing(viewer, 6, photos.length);
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
    // "View all photos" opens the viewer at its current index: 0 again after closing, not 6.
    await viewAll.click();
    await expectShowing(viewer, 0, photos.length);
    await page.keyboard.press("ArrowLeft");
    await expectShowing(viewer, last, photos.length);
    await page.keyboard.press("Escape");
    await expect(viewAll).toBeFocused();
    await viewAll.click();
    await expectShowing(viewer, 0, photos.length);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test("a swipe moves to the next and the previous photo", async ({ page }) => {
      const { buttons, viewer } = await openPhotoPage(page);
      await buttons.nth(1).tap();
      await expectShowing(viewer, 1, photos.length);
      const box = (await viewer.boundingBox())!;
      // On the photo, above the arrow buttons.
      const y = box.y + box.height * 0.35;
      // A finger on the screen, through Chromium's own input pipeline: the strip scrolls natively.
      const touch = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 12; step++)
          await touch.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x: from + ((to - from) * step) / 12, y }],
          });
        await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
      await expectShowing(viewer, 2, photos.length);
      await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
      await expectShowing(viewer, 1, photos.length);
    });
  });

  test("the CSR page shares the viewer", async ({ page }) => {
    const csr = byOrders(demoContent.en.csr_details);
    await page.goto("/csr");
    await waitForInteractive(page);
    const buttons = page.getByRole("list", { name: "Photo gallery" }).getByRole("button");
    await buttons.nth(1).click();
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    const slide = (index: number) => viewer.getByRole("group", { name: `${index + 1} of ${csr.length}`, exact: true });
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1).locator("img")).toHaveAttribute("alt", csr[1]!.title);
    await expect(viewer.locator(".photo-viewer__counter")).toHaveText(`2 / ${csr.length}`);
    await expectFocusInside(viewer);
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.locator(".photo-viewer__counter")).toHaveText(`1 / ${csr.length}`);
    await page.keyboard.press("ArrowLeft");
    await expect(slide(csr.length - 1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(csr.length - 1).locator("img")).toHaveAttribute("alt", csr[csr.length - 1]!.title);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(buttons.nth(1)).toBeFocused();
  });

  test("photos are newest first, in 1 to 4 columns by the gallery's width", async ({ page }) => {
    await openPhotoPage(page);
    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [1366, 3],
      [1800, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const lefts = () =>
        page
          .locator(".photo-album__photo")
          .evaluateAll((photos) => new Set(photos.map((photo) => Math.round(photo.getBoundingClientRect().left))).size);
      await expect.poll(lefts).toBe(columns);
    }
    expect(await altTexts(page.getByRole("group", { name: "Photo gallery" }))).toEqual(
      photos.map((photo) => photo.title),
    );
  });
});

test.describe("videos", () => {
  test("nothing loads from YouTube until a video is played, then the privacy-enhanced player", async ({ page }) => {
    const remote: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (youtubeHosts.test(host)) remote.push(request.url());
    });
    // The player itself is not fetched from the internet in tests.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    await page.goto("/video");
    await waitForInteractive(page);
    const video = byOrders(demoContent.en.video_details).find((item) => item.youtube_id !== null)!;
    const play = page.getByRole("button", { name: `Play ${video.youtube_title}` });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(remote).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await play.click();
    const player = page.locator(`iframe[title="${video.youtube_title}"]`);
    await expect(player).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${video.youtube_id}?autoplay=1`,
    );
    await expect(player).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    await expect(player).toHaveAttribute("allowfullscreen", "");
    await expect(player).toBeFocused();
    await expect.poll(() => remote.every((url) => new URL(url).hostname === "www.youtube-nocookie.com")).toBe(true);
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("the play buttons are labelled in Khmer on Khmer pages", async ({ page }) => {
    await page.goto("/video?l=km");
    await waitForInteractive(page);
    const video = byOrders(demoContent.km.video_details).find((item) => item.youtube_id !== null)!;
    await expect(page.getByRole("button", { name: `${mediaStrings.km.play} ${video.youtube_title}` })).toBeVisible();
  });
});

test.describe("newsletter cards", () => {
  test("clamp the excerpt to 3 lines and link to the article", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/newsletters");
    await waitForInteractive(page);
    const excerpts = page.locator(".news-card__excerpt");
    await expect(excerpts).toHaveCount(demoContent.en.newsletter_details.length);
    const metrics = await excerpts.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          clamp: style.webkitLineClamp,
          lines: element.clientHeight / parseFloat(style.lineHeight),
          clipped: element.scrollHeight > element.clientHeight + 1,
        };
      }),
    );
    for (const metric of metrics) {
      expect(metric.clamp).toBe("3");
      expect(metric.lines).toBeLessThanOrEqual(3.05);
    }
    expect(metrics.some((metric) => metric.clipped)).toBe(true);

    const first = newestFirst(demoContent.en.newsletter_details)[0]!;
    await page
      .locator(".news-card")
      .first()
      .click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(new RegExp(`${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });
});
