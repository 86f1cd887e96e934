// Service pages: claims, panel clinics and garages, contact, complaint, FAQ, privacy policy and
// the "Redirecting..." pages. Expected values come from the demo content and the default
// configuration (server/env.ts); no request ever leaves localhost.
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { keepLocal } from "./keep-local.ts";
import { seededDemoContent } from "../db/seed/media.ts";
import { serviceStrings } from "../app/site/services/strings.ts";
import { redirectNames } from "../app/content/site-links/redirects.ts";
import { loadEnv, siteConfig } from "../server/env.ts";
import { provinces, type ProvinceCode } from "../app/content/panels/provinces.ts";
import { fill } from "../app/i18n/fill.ts";
import { localDigits } from "../app/i18n/digits.ts";

// The demo content as seeded: its images are media library items (/media/…).
const { demoContent } = await seededDemoContent();

const config = siteConfig(loadEnv({}));
const langs = [
  { lang: "en", query: "", newWindow: "(opens in a new window)" },
  { lang: "km", query: "?l=km", newWindow: "(បើកក្នុងផ្ទាំងថ្មី)" },
] as const;
const claimOrder = ["medical", "property", "motor_vehicle", "travel_other"] as const;
const panelTables = { clinics: "clinic_panel", garages: "garage_panel" } as const;
const rotated = /^matrix\(-1, /;

/** A page without JavaScript: what it shows is what the server rendered. */
async function serverRendered(
  browser: Browser,
  path: string,
): Promise<{ page: Page; context: BrowserContext; status: number | undefined }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await keepLocal(context);
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, context, status: response?.status() };
}

function chevronTransform(details: Locator) {
  return () => details.locator(".chevron").evaluate((element) => getComputedStyle(element).transform);
}

function digits(text: string) {
  return text.replace(/\D/g, "");
}

/** A tel: link's number is the value's leading digits. */
async function expectTelLink(link: Locator, value: string) {
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^tel:\+?\d{6,}$/);
  expect(digits(value).startsWith(digits(href))).toBe(true);
}

for (const { lang, query, newWindow } of langs) {
  const seed = demoContent[lang];
  const s = serviceStrings[lang];
  const home = lang === "km" ? "/?l=km" : "/";

  test.describe(`claims (${lang})`, () => {
    test("renders the four contact cards and the claim button on the server", async ({ browser }) => {
      const { page, context, status } = await serverRendered(browser, `/claims${query}`);
      expect(status).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(new RegExp(`^${seed.claims.title} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.claims.title);
      await expect(page.getByText(seed.claims.description)).toBeVisible();
      await expect(page.locator("main img").first()).toHaveAttribute("src", seed.claims.image1);

      const cards = page.getByRole("article");
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
        claimOrder.map((key) => seed.claims[key].title),
      );
      for (const key of claimOrder) {
        const group = seed.claims[key];
        const card = page.getByRole("article", { name: group.title });
        for (const line of [group.email, group.helpline, group.tel])
          await expect(card.getByText(line.label, { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: group.email.value })).toHaveAttribute(
          "href",
          `mailto:${group.email.value}`,
        );
        await expectTelLink(card.getByRole("link", { name: group.helpline.value }), group.helpline.value);
        await expectTelLink(card.getByRole("link", { name: group.tel.value }), group.tel.value);
        const forms = group.cf2 ? [group.cf1, group.cf2] : [group.cf1];
        const downloads = card.locator("a[download]");
        await expect(downloads).toHaveCount(forms.length);
        for (const [index, form] of forms.entries()) {
          await expect(downloads.nth(index)).toHaveAttribute("href", form.url);
          await expect(downloads.nth(index)).toHaveAccessibleName(`${form.title} ${form.label}`);
        }
      }

      // The claim-request button: Khmer text on both languages' pages, a new window to the claim portal.
      const button = page.getByRole("link", { name: `${s.claimRequest} ${newWindow}` });
      await expect(button).toHaveAttribute("href", config.links.claim_portal);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expect(button).toHaveAttribute("lang", "km");
      await expect(button).toContainText("ស្នើសុំទាមទារសំណង");
      await context.close();
    });

    test("passes axe", async ({ page }) => {
      await page.goto(`/claims${query}`);
      await waitForInteractive(page);
      await expectAccessible(page);
    });
  });

  for (const kind of ["clinics", "garages"] as const) {
    const content = seed[kind];
    const panels = [...seed[panelTables[kind]]].sort((a, b) => a.orders - b.orders);

    test.describe(`${kind} (${lang})`, () => {
      test("renders the Q&A, the map's place and every panel on the server", async ({ browser }) => {
        const { page, context, status } = await serverRendered(browser, `/${kind}${query}`);
        expect(status).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^${content.title} \\| `));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
        await expect(page.getByText(content.subtitle, { exact: true })).toBeVisible();
        await expect(page.locator("main summary")).toHaveText(content.qaa.map((item) => item.label));
        await expect(page.getByRole("heading", { level: 2, name: content.subtitle1 })).toBeVisible();
        await expect(page.locator("#panel-map")).toHaveAttribute("data-map", kind);

        const list = page.getByRole("list", { name: content.subtitle1 });
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(panels.map((panel) => panel.title));

        // A panel without a description shows NA.
        const bare = panels.find((panel) => panel.description === null)!;
        const bareItem = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: bare.title, exact: true }) });
        await expect(bareItem.locator(".panel-list__text")).toHaveText(s.notAvailable);

        // A map link is labelled with the maps service and opens in a new tab; no link without map_link.
        const linked = panels.find((panel) => panel.map_link !== null)!;
        const linkedItem = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: linked.title, exact: true }) });
        const mapLink = linkedItem.getByRole("link", { name: /^Google Maps/ });
        await expect(mapLink).toHaveAccessibleName(`Google Maps — ${linked.title} ${newWindow}`);
        await expect(mapLink).toHaveAttribute("href", linked.map_link!);
        await expect(mapLink).toHaveAttribute("target", "_blank");
        await expect(mapLink).toHaveAttribute("rel", "noopener noreferrer");
        const unlinked = panels.find((panel) => panel.map_link === null)!;
        const unlinkedItem = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: unlinked.title, exact: true }) });
        await expect(unlinkedItem.getByRole("link", { name: /Google Maps/ })).toHaveCount(0);
        await expect(list.getByRole("link", { name: /^Google Maps/ })).toHaveCount(
          panels.filter((panel) => panel.map_link).length,
        );

        // Each panel: its province, its hours, Call (tel:, in the page's digits) and Directions to its position.
        const phoned = panels.find((panel) => panel.phone && panel.hours)!;
        const phonedItem = list
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: phoned.title, exact: true }) });
        await expect(
          phonedItem.getByText(provinces[phoned.province as ProvinceCode].name[lang], { exact: true }),
        ).toBeVisible();
        const hours = phonedItem.locator(".panel-list__hours");
        await expect(hours).toBeVisible();
        await expect(hours).toHaveText(`${s.openingHours}: ${phoned.hours}`);
        const call = phonedItem.getByRole("link", {
          name: new RegExp(`^${fill(s.call, { phone: localDigits(phoned.phone!, lang) })}`),
        });
        await expect(call).toBeVisible();
        await expect(call).toHaveAttribute("href", `tel:${phoned.phone!.replace(/\s/g, "")}`);
        const directions = phonedItem.getByRole("link", { name: new RegExp(`^${s.directions}`) });
        await expect(directions).toBeVisible();
        await expect(directions).toHaveAttribute(
          "href",
          `https://www.google.com/maps/dir/?api=1&destination=${phoned.lat},${phoned.lng}`,
        );
        // The bare panel has no number to call, and still the way there.
        await expect(bareItem.getByRole("link", { name: new RegExp(`^${s.directions}`) })).toBeVisible();
        await expect(bareItem.locator("a[href^='tel:']")).toHaveCount(0);
        await context.close();
      });

      test("opens and closes a Q&A item and passes axe", async ({ page }) => {
        await page.goto(`/${kind}${query}`);
        await waitForInteractive(page);
        const item = content.qaa.find((qa) => qa.description.list?.length)!;
        const details = page.locator("details").filter({ has: page.getByText(item.label, { exact: true }) });
        await expect(details).toHaveJSProperty("open", false);
        await details.locator("summary").click();
        await expect(details).toHaveJSProperty("open", true);
        await expect(details.getByText(item.description.content)).toBeVisible();
        await expect(details.getByRole("listitem")).toHaveText(item.description.list!);
        await expect.poll(chevronTransform(details)).toMatch(rotated);
        await expectAccessible(page);
        await details.locator("summary").click();
        await expect(details).toHaveJSProperty("open", false);
      });
    });
  }

  test.describe(`contact (${lang})`, () => {
    test("renders every office on the server, NA for a missing e-mail", async ({ browser }) => {
      const { page, context, status } = await serverRendered(browser, `/contact${query}`);
      expect(status).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${seed.contacts.title} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.contacts.title);
      await expect(page.getByText(seed.contacts.description)).toBeVisible();
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
        seed.contacts.address.map((office) => office.label),
      );
      for (const office of seed.contacts.address) {
        const card = page.getByRole("article", { name: office.label });
        await expect(card.getByText(office.address)).toBeVisible();
        await expectTelLink(card.getByRole("link", { name: office.phone }), office.phone);
        if (office.email) {
          await expect(card.getByRole("link", { name: office.email })).toHaveAttribute(
            "href",
            `mailto:${office.email}`,
          );
        } else {
          await expect(card.locator("dd").last()).toHaveText(s.notAvailable);
        }
      }
      expect(seed.contacts.address.some((office) => !office.email)).toBe(true);
      await expect(page.locator("section#contact-form")).toBeAttached();
      await context.close();
    });

    test("passes axe", async ({ page }) => {
      await page.goto(`/contact${query}`);
      await waitForInteractive(page);
      await expectAccessible(page);
    });
  });

  test.describe(`complaint (${lang})`, () => {
    const complaint = seed.complaint;

    test("renders the page, the open sections and the form links on the server", async ({ browser }) => {
      const { page, context, status } = await serverRendered(browser, `/complaint${query}`);
      expect(status).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${complaint.title} \\| `));
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveText(complaint.title);
      // Gradient text: a background gradient clipped to the letters.
      await expect(title).toHaveCSS("background-clip", "text");
      await expect(title).toHaveCSS("background-image", /linear-gradient/);
      await expect(page.getByText(complaint.description)).toBeVisible();
      for (const [summary, body] of [
        [complaint.title1, complaint.description1],
        [complaint.title2, complaint.description2],
      ] as const) {
        const details = page.locator("details").filter({ has: page.getByText(summary, { exact: true }) });
        await expect(details).toHaveJSProperty("open", true);
        await expect(details.getByText(body)).toBeVisible();
      }
      await expect(page.locator(`img[src="${complaint.image2}"]`)).toHaveAttribute("loading", "lazy");

      const card = page.getByRole("region", { name: s.complaintCardTitle });
      await expect(card.getByRole("link", { name: complaint.email })).toHaveAttribute(
        "href",
        `mailto:${complaint.email}`,
      );
      await expectTelLink(card.getByRole("link", { name: complaint.phone, exact: true }), complaint.phone);
      await expectTelLink(card.getByRole("link", { name: complaint.phone2, exact: true }), complaint.phone2);
      // Each line of the card has a term of its own: two phones are not two terms named "Phone".
      const terms = await card.locator("dt").allTextContents();
      expect(terms).toEqual([s.email, s.phone1, s.phone2]);
      await expect(card.getByRole("heading", { name: complaint.download_form_text })).toBeVisible();

      // category1 → forms 1 and 2, category2 → forms 3 and 4; a missing file falls back to "/".
      const matrix = [
        [complaint.category1, complaint.form_type1, complaint.form1_url, complaint.kh_form1_url],
        [complaint.category1, complaint.form_type2, complaint.form2_url, complaint.kh_form2_url],
        [complaint.category2, complaint.form_type1, complaint.form3_url, complaint.kh_form3_url],
        [complaint.category2, complaint.form_type2, complaint.form4_url, complaint.kh_form4_url],
      ] as const;
      expect(matrix.some(([, , english, khmer]) => english === null || khmer === null)).toBe(true);
      for (const [category, type, englishUrl, khmerUrl] of matrix) {
        for (const [label, url] of [
          [complaint.khmer, khmerUrl],
          [complaint.english, englishUrl],
        ] as const) {
          const link = card.getByRole("link", { name: `${label} (${type}, ${category})`, exact: true });
          await expect(link).toHaveAttribute("href", url ?? home);
          if (url) await expect(link).toHaveAttribute("download", "");
        }
      }
      await expect(page.locator("section#complaint-form")).toBeAttached();
      await context.close();
    });

    test("collapses and expands both sections, the chevron turning", async ({ page }) => {
      await page.goto(`/complaint${query}`);
      await waitForInteractive(page);
      for (const summary of [complaint.title1, complaint.title2]) {
        const details = page.locator("details").filter({ has: page.getByText(summary, { exact: true }) });
        await expect.poll(chevronTransform(details)).toMatch(rotated);
        await details.locator("summary").click();
        await expect(details).toHaveJSProperty("open", false);
        await expect.poll(chevronTransform(details)).toBe("none");
        await details.locator("summary").click();
        await expect(details).toHaveJSProperty("open", true);
        await expect.poll(chevronTransform(details)).toMatch(rotated);
      }
      // The 0.7 s animation of the spec.
      await expect(page.locator("main details .chevron").first()).toHaveCSS("transition-duration", "0.7s");
      await expectAccessible(page);
    });

    test("lays the form links out as a table on desktop and as stacked cards on phones", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/complaint${query}`);
      const head = page.locator(".complaint-forms__head");
      const typeLabel = page.locator(".complaint-forms__type").first();
      await expect(head).toBeVisible();
      await expect(page.locator(".complaint-forms")).toHaveCSS("grid-template-columns", /^\S+ \S+ \S+$/);
      expect((await typeLabel.boundingBox())!.width).toBeLessThanOrEqual(1);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(head).toBeHidden();
      expect((await typeLabel.boundingBox())!.width).toBeGreaterThan(20);
      await expect(page.locator(".complaint-forms__row").first()).toHaveCSS("display", "grid");
    });

    test("passes axe in the dark theme on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(`/complaint${query}`);
      await waitForInteractive(page);
      await expectAccessible(page);
    });
  });

  test.describe(`FAQ (${lang})`, () => {
    const faq = seed.faqs;
    const details = [...seed.faq_details].sort((a, b) => a.orders - b.orders);

    test("renders the questions and their FAQPage JSON-LD on the server", async ({ browser }) => {
      const { page, context, status } = await serverRendered(browser, `/faq${query}`);
      expect(status).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${faq.title1} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title1);
      await expect(page.getByText(faq.subtitle)).toBeVisible();
      await expect(page.locator("main summary")).toHaveText(details.map((detail) => detail.question));
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = scripts.map(
        (text) =>
          JSON.parse(text) as {
            "@type": string;
            mainEntity?: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
          },
      );
      const faqPage = data.find((entry) => entry["@type"] === "FAQPage")!;
      expect(faqPage.mainEntity).toHaveLength(details.length);
      expect(faqPage.mainEntity![0]).toEqual({
        "@type": "Question",
        name: details[0]!.question,
        acceptedAnswer: { "@type": "Answer", text: details[0]!.answer },
      });
      await context.close();
    });

    test("toggles an answer and passes axe", async ({ page }) => {
      await page.goto(`/faq${query}`);
      await waitForInteractive(page);
      const item = page.locator("details").filter({ has: page.getByText(details[1]!.question, { exact: true }) });
      await expect(item.getByText(details[1]!.answer)).toBeHidden();
      await item.locator("summary").click();
      await expect(item.getByText(details[1]!.answer)).toBeVisible();
      await expect.poll(chevronTransform(item)).toMatch(rotated);
      await expectAccessible(page);
      await item.locator("summary").click();
      await expect(item).toHaveJSProperty("open", false);
    });
  });

  test.describe(`privacy policy (${lang})`, () => {
    test("renders its four sections on the server and passes axe", async ({ browser, page }) => {
      const rendered = await serverRendered(browser, `/privacy-policy${query}`);
      expect(rendered.status).toBe(200);
      const policy = seed.privacy_policies;
      const [intro, disclaimer, , advantages] = policy.sections.map((section) =>
        section.blocks.map((block) => (block.type === "paragraph" ? block.text : block.items)),
      );
      await expect(rendered.page).toHaveTitle(new RegExp(`^${policy.title} \\| `));
      await expect(rendered.page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
      await expect(rendered.page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        policy.sections.slice(1).map((section) => section.heading!),
      );
      for (const text of [intro![0], intro![2], disclaimer![1]] as string[])
        await expect(rendered.page.getByText(text)).toBeVisible();
      await expect(rendered.page.locator(".check-list li")).toHaveText(advantages![1] as string[]);
      await expect(rendered.page.getByText(seed.site.company_name, { exact: false }).first()).toBeVisible();
      await rendered.context.close();

      await page.goto(`/privacy-policy${query}`);
      await waitForInteractive(page);
      await expectAccessible(page);
    });
  });

  test.describe(`redirect pages (${lang})`, () => {
    for (const name of redirectNames) {
      test(`/${name} shows ${s.redirecting} and refreshes to its configured address`, async ({ request }) => {
        const response = await request.get(`/${name}${query}`, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("no-store");
        const html = await response.text();
        const target = config.links[name];
        expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${target}"/>`);
        expect(html).toContain(`href="${target}"`);
        expect(html).toContain(s.redirecting);
        if (lang === "km") expect(html).not.toContain("Redirecting...");
      });
    }

    test("sends the browser on without JavaScript (meta refresh)", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const external = await keepLocal(context);
      const page = await context.newPage();
      // The page sends itself on at once: wait only for the response, not for "load".
      await page.goto(`/agency${query}`, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.redirecting);
      await expect(page.getByRole("link", { name: config.links.agency })).toHaveAttribute("href", config.links.agency);
      await expect.poll(() => external).toContain(config.links.agency);
      await context.close();
    });

    test("sends the browser on with JavaScript", async ({ browser }) => {
      const context = await browser.newContext();
      const external = await keepLocal(context);
      const page = await context.newPage();
      await page.goto(`/app${query}`, { waitUntil: "commit" });
      await expect.poll(() => external).toContain(config.links.app);
      await context.close();
    });

    test("has its title and passes axe", async ({ browser }) => {
      // The page as it shows before it moves on: its refresh and scripts taken out, so it stays.
      const context = await browser.newContext();
      await context.route(/\/hcip_uat(\?|$)/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<meta http-equiv="refresh"[^>]*>/, "")
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
        await route.fulfill({ response, body: html });
      });
      const page = await context.newPage();
      await page.goto(`/hcip_uat${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.redirecting);
      await expect(page).toHaveTitle(new RegExp(`^${s.redirecting.replace(/\./g, "\\.")} \\| `));
      await expectAccessible(page);
      await context.close();
    });
  });

  test(`unknown paths under the service pages answer 404 (${lang})`, async ({ page }) => {
    for (const path of ["/claims/motor", "/faq/unknown", "/clinics/1", "/hcip/more"]) {
      const response = await page.goto(`${path}${query}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "km" ? "រកមិនឃើញទំព័រ" : "PAGE NOT FOUND");
    }
  });
}

test("the redirect page's script alone sends the browser on (meta refresh removed)", async ({ browser }) => {
  const context = await browser.newContext();
  const external = await keepLocal(context);
  await context.route(/\/quickquote_uat$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, "");
    await route.fulfill({ response, body: html });
  });
  const page = await context.newPage();
  await page.goto("/quickquote_uat", { waitUntil: "commit" });
  await expect.poll(() => external).toContain(config.links.quickquote_uat);
  await context.close();
});
