import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, inDigitsOf, test, waitForInteractive } from "./fixtures.ts";
import { format, parseISO } from "date-fns";
import { enUS, km as khmerLocale } from "date-fns/locale";
import { seededDemoContent } from "../db/seed/media.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const langs = [
  {
    lang: "en",
    query: "",
    locale: enUS,
    careers: "Careers",
    careerDetails: "Career Details",
    closingOn: "Closing on",
    reportTo: "Report to",
    na: "NA",
  },
  {
    lang: "km",
    query: "?l=km",
    locale: khmerLocale,
    careers: "ឱកាសការងារ",
    careerDetails: "ព័ត៌មានលម្អិតអំពីការងារ",
    closingOn: "ផុតកំណត់នៅថ្ងៃ",
    reportTo: "រាយការណ៍ជូន",
    na: "មិនមាន",
  },
] as const;

/** Today in Phnom Penh, as the careers loader computes it. */
const today = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Phnom_Penh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
}).format(new Date());
const byOrders = <Row extends { orders: number }>(rows: Row[]) => [...rows].sort((a, b) => a.orders - b.orders);
const slugPart = (slug: string) => slug.replace(/^\/careers\//, "");
const withQuery = (path: string, query: string) => `${path}${query}`;

for (const { lang, query, locale, ...text } of langs) {
  const seed = demoContent[lang];
  const company = seed.site.company_name;
  const openJobs = byOrders(seed.career_details.filter((job) => job.close_date >= today));
  const firstOpen = openJobs[0]!;
  // Each page with its h1, its document title and a piece of its content that must be in the HTML.
  const pages: { path: string; h1: string; title: string; content: (page: Page) => Promise<void> }[] = [
    {
      path: "/vision",
      h1: seed.visions.title,
      title: seed.visions.title,
      content: (page) => expect(page.locator(".marquee__row:not([aria-hidden]) img")).toHaveCount(seed.clients.length),
    },
    {
      path: "/team",
      h1: seed.teams.title,
      title: seed.teams.title,
      content: (page) => expect(page.locator(".member-card")).toHaveCount(seed.members.length),
    },
    {
      path: "/careers",
      h1: text.careers,
      title: text.careers,
      content: (page) => expect(page.locator(".position-card")).toHaveCount(openJobs.length),
    },
    {
      path: firstOpen.slug,
      h1: firstOpen.position,
      title: text.careerDetails,
      content: (page) => expect(page.locator(`a[href^="mailto:${firstOpen.email}"]`)).toHaveCount(1),
    },
  ];

  test.describe(`company pages (${lang})`, () => {
    for (const { path, h1, title, content } of pages) {
      test(`${path} is rendered on the server with its title`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const response = await page.goto(withQuery(path, query));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page).toHaveTitle(`${title} | ${company}`);
        await content(page);
        await context.close();
      });

      test(`${path} passes axe`, async ({ page }) => {
        await page.goto(withQuery(path, query));
        await waitForInteractive(page);
        await expectAccessible(page);
      });
    }

    test("the vision page shows vision, mission and values", async ({ page }) => {
      await page.goto(`/vision${query}`);
      for (const block of seed.visions.vmc) {
        const section = page.getByRole("region", { name: block.label });
        await expect(section).toContainText(block.description);
        for (const item of block.list) await expect(section.getByRole("heading", { name: item.label })).toBeVisible();
      }
    });

    test("the team page lists the members in order", async ({ page }) => {
      await page.goto(`/team${query}`);
      const names = page.locator(".member-card__name");
      await expect(names).toHaveText(byOrders(seed.members).map((member) => member.name));
    });

    test("the careers page lists the open positions with their close dates", async ({ page }) => {
      await page.goto(`/careers${query}`);
      await expect(page.getByRole("heading", { level: 2, name: seed.careers.values.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: seed.careers.benefits.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: seed.careers.subtitle })).toBeVisible();
      const cards = page.locator(".position-card");
      await expect(cards).toHaveCount(openJobs.length);
      for (const [index, job] of openJobs.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link", { name: job.position })).toHaveAttribute(
          "href",
          withQuery(job.slug, query),
        );
        await expect(card).toContainText(job.type);
        await expect(card).toContainText(job.department);
        await expect(card).toContainText(job.location);
        await expect(card.locator(".position-card__closing")).toHaveText(
          `${text.closingOn} ${inDigitsOf(format(parseISO(job.close_date), "dd-MMM-yyyy", { locale }), lang)}`,
        );
      }
      // Positions whose close date has passed are not listed.
      for (const job of seed.career_details.filter((row) => row.close_date < today)) {
        await expect(page.getByRole("link", { name: job.position, exact: true })).toHaveCount(0);
      }
    });

    test("a career page shows its details, the apply link and its structured data", async ({ page }) => {
      const job = firstOpen;
      await page.goto(withQuery(job.slug, query));
      await expect(page.locator(".badge--date")).toHaveText(
        new RegExp(`${inDigitsOf(format(parseISO(job.close_date), "EEEE, MMMM d, yyyy", { locale }), lang)}$`),
      );
      for (const fact of [job.type, job.department, job.location])
        await expect(page.locator(".badges")).toContainText(fact);
      const article = page.locator("article");
      for (const paragraph of job.description) await expect(article.getByText(paragraph)).toBeVisible();
      for (const list of [job.responsibilities, job.requirements]) {
        const section = page.getByRole("region", { name: list.title });
        await expect(section.getByRole("listitem")).toHaveText(list.data);
      }
      await expect(article.getByText(job.note)).toBeVisible();
      await expect(page.locator(".career__report")).toHaveText(
        `${job.metadata.reportTo!.label}: ${job.metadata.reportTo!.value}`,
      );
      const email = page.getByRole("link", { name: job.email });
      await expect(email).toHaveAttribute("href", new RegExp(`^mailto:${job.email.replace(/\./g, "\\.")}(\\?|$)`));

      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
      const posting = data.find((item) => item["@type"] === "JobPosting");
      expect(posting).toMatchObject({
        title: job.position,
        validThrough: `${job.close_date}T23:59:59+07:00`,
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: company },
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "KH" },
        },
      });
      const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
      expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name).slice(1)).toEqual([
        text.careers,
        job.position,
      ]);
    });

    test("a career without a report-to line shows NA", async ({ page }) => {
      const job = seed.career_details.find((row) => !row.metadata.reportTo)!;
      await page.goto(withQuery(job.slug, query));
      await expect(page.locator(".career__report")).toHaveText(`${text.reportTo}: ${text.na}`);
    });

    test("unknown and malformed career slugs answer 404 with the Page Not Found screen", async ({ page }) => {
      for (const slug of [
        "no-such-position",
        "CLAIMS-OFFICER",
        `${slugPart(firstOpen.slug)}%3Fl%3Dkm`,
        `${slugPart(firstOpen.slug)}/extra`,
      ]) {
        const response = await page.goto(withQuery(`/careers/${slug}`, query));
        expect(response?.status(), slug).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          lang === "en" ? "PAGE NOT FOUND" : "រកមិនឃើញទំព័រ",
        );
      }
    });
  });
}

test.describe("careers navigation", () => {
  test("a position card opens its details page, keeping the language", async ({ page }) => {
    const job = byOrders(demoContent.km.career_details.filter((row) => row.close_date >= today))[1]!;
    await page.goto("/careers?l=km");
    await waitForInteractive(page);
    await page
      .locator(".position-card")
      .filter({ hasText: job.position })
      .click({ position: { x: 20, y: 100 } });
    await expect(page).toHaveURL(`${job.slug}?l=km`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.position);
    await expect(page).toHaveTitle(/^ព័ត៌មានលម្អិតអំពីការងារ \| /);
  });

  test("a closed position's page stays reachable and says it is closed", async ({ page }) => {
    const closed = demoContent.en.career_details.find((row) => row.close_date < today);
    test.skip(!closed, "every demo position is still open today");
    const response = await page.goto(closed!.slug);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".career__closed")).toBeVisible();
  });
});

/** The marquee's animation state: "running", "paused", or "none" when there is no animation. */
const playState = (track: Locator) => track.evaluate((element) => element.getAnimations()[0]?.playState ?? "none");

async function openVision(page: Page) {
  await page.goto("/vision");
  await waitForInteractive(page);
  const marquee = page.getByRole("region", { name: "Our Clients" });
  await marquee.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  return {
    marquee,
    track: marquee.locator(".marquee__track"),
    toggle: marquee.getByRole("button", { name: /client logos/ }),
  };
}

test.describe("client-logo marquee", () => {
  const clients = byOrders(demoContent.en.clients);

  test("shows every logo at 165 x 90, linking out in a new tab only when it has an address", async ({ page }) => {
    const { marquee } = await openVision(page);
    const row = marquee.locator(".marquee__row:not([aria-hidden])");
    await expect(row.getByRole("img")).toHaveCount(clients.length);
    for (const [index, client] of clients.entries()) {
      const logo = row.getByRole("img").nth(index);
      await expect(logo).toHaveAttribute("alt", client.alt);
      // Layout size: the moving row's transform would add sub-pixel noise to a bounding box.
      expect(await logo.evaluate((img: HTMLElement) => [img.offsetWidth, img.offsetHeight])).toEqual([165, 90]);
      const link = row.locator(".marquee__logo").nth(index).locator("a");
      if (client.href) {
        await expect(link).toHaveAttribute("href", client.href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expect(link).toHaveCount(0);
      }
    }
    // The copy that closes the loop is hidden from assistive technology and from the Tab key.
    const copy = marquee.locator(".marquee__row[aria-hidden='true']");
    await expect(copy.locator("img")).toHaveCount(clients.length);
    for (const tabIndex of await copy
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("tabindex"))))
      expect(tabIndex).toBe("-1");
  });

  test("scrolls continuously and pauses while hovered", async ({ page }) => {
    const { marquee, track } = await openVision(page);
    expect(await playState(track)).toBe("running");
    const start = await track.evaluate((element) => getComputedStyle(element).transform);
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(start);
    await marquee.locator(".marquee__viewport").hover();
    await expect.poll(() => playState(track)).toBe("paused");
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(track)).toBe("running");
  });

  test("a click pauses it and another click resumes it", async ({ page }) => {
    const { marquee, track, toggle } = await openVision(page);
    const plain = clients.findIndex((client) => !client.href);
    const logo = marquee.locator(".marquee__row:not([aria-hidden]) .marquee__logo").nth(plain);
    // The row moves: click where the logo is at that moment, with the row held still by the hover.
    await marquee.locator(".marquee__viewport").hover();
    await logo.click({ force: true });
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(track)).toBe("paused");
    await expect(toggle).toHaveText(/Play/);
    await marquee.locator(".marquee__viewport").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(track)).toBe("running");
    await expect(toggle).toHaveText(/Pause/);
  });

  test("the pause button stops and restarts it (WCAG 2.2.2)", async ({ page }) => {
    const { track, toggle } = await openVision(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => playState(track)).toBe("paused");
    await expect(toggle).toHaveAccessibleName("Play client logos");
    await page.keyboard.press("Enter");
    await expect.poll(() => playState(track)).toBe("running");
    await expect(toggle).toHaveAccessibleName("Pause client logos");
  });

  test("pauses while a logo has keyboard focus and shows the focused logo", async ({ page }) => {
    const { marquee, track, toggle } = await openVision(page);
    await toggle.focus();
    const linked = clients.filter((client) => client.href);
    const viewport = (await marquee.locator(".marquee__viewport").boundingBox())!;
    // Every linked logo in turn, including those the row had carried out of view.
    for (const client of linked) {
      await page.keyboard.press("Tab");
      const link = marquee.getByRole("link", { name: new RegExp(client.alt) });
      await expect(link).toBeFocused();
      await expect.poll(() => playState(track)).toBe("paused");
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewport.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width + 1);
    }
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => playState(track)).toBe("running");
  });

  test("is a static grid for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { marquee, track, toggle } = await openVision(page);
    expect(await playState(track)).toBe("none");
    await expect(track).toHaveCSS("animation-name", "none");
    await expect(toggle).toBeHidden();
    await expect(marquee.locator(".marquee__row[aria-hidden='true']")).toBeHidden();
    const viewport = (await marquee.locator(".marquee__viewport").boundingBox())!;
    for (const logo of await marquee.locator(".marquee__row:not([aria-hidden]) img").all()) {
      const box = (await logo.boundingBox())!;
      expect([box.width, box.height]).toEqual([165, 90]);
      expect(box.x).toBeGreaterThanOrEqual(viewport.x);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width);
    }
    await expectAccessible(page);
  });
});

test.describe("team member modal", () => {
  const member = byOrders(demoContent.en.members)[1]!;

  async function openTeam(page: Page) {
    await page.goto("/team");
    await waitForInteractive(page);
    return page.getByRole("button", { name: new RegExp(member.name) });
  }

  test("opens on a click with the member's photo, name, position and bio, and passes axe", async ({ page }) => {
    const button = await openTeam(page);
    await button.click();
    const dialog = page.getByRole("dialog", { name: member.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: member.name })).toBeVisible();
    await expect(dialog).toContainText(member.position);
    await expect(dialog).toContainText(member.bio);
    await expect(dialog.locator("img")).toHaveAttribute("src", member.image);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expectAccessible(page);
  });

  test("closes on Escape and returns focus to the member", async ({ page }) => {
    const button = await openTeam(page);
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: member.name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes on a backdrop click and on the close button", async ({ page }) => {
    const button = await openTeam(page);
    const dialog = page.getByRole("dialog", { name: member.name });
    await button.click();
    await expect(dialog).toBeVisible();
    // A click inside the panel keeps it open; one on the backdrop closes it.
    await dialog.getByText(member.bio).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("opens the right member in Khmer", async ({ page }) => {
    const khmer = byOrders(demoContent.km.members)[0]!;
    await page.goto("/team?l=km");
    await waitForInteractive(page);
    await page.getByRole("button", { name: new RegExp(khmer.name) }).click();
    const dialog = page.getByRole("dialog", { name: khmer.name });
    await expect(dialog).toContainText(khmer.bio);
    await expect(dialog.getByRole("button", { name: "បិទ" })).toBeVisible();
  });
});

// A test per page: four pages and four axe runs in one test's 30 s did not fit a busy 2-core machine.
test.describe("company pages pass axe in the dark theme on a phone", () => {
  for (const path of ["/vision?l=km", "/team", "/careers?l=km", `${demoContent.en.career_details[0]!.slug}`]) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await waitForInteractive(page);
      await expectAccessible(page);
    });
  }
});
