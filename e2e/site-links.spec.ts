// The site's external addresses (spec): the footer's link to the public travel-booking page in
// both languages, and an address set in the database (site_links) winning over the environment's
// (server/env.ts), which applies again once it is emptied. No request ever leaves localhost.
import { siteStrings } from "../app/site/layout/strings.ts";
const { en, km } = siteStrings;
import { loadEnv, siteConfig } from "../server/env.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { keepLocal } from "./keep-local.ts";
import { serverDb } from "./server-data.ts";

const defaults = siteConfig(loadEnv({})).links;

for (const { lang, query, t } of [
  { lang: "en", query: "", t: en },
  { lang: "km", query: "?l=km", t: km },
] as const) {
  test(`the footer links the travel-booking page, opening it in a new window (${lang})`, async ({ page, context }) => {
    const external = await keepLocal(context);
    await page.goto(`/claims${query}`);
    await waitForInteractive(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: `${t.travelBooking} ${t.opensInNewWindow}` });
    await expect(link).toHaveAttribute("href", defaults.travel_booking);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expectAccessible(page);
    // The new window asks for the page (answered here, never sent out); this page stays.
    await link.click();
    await expect.poll(() => external).toContain(defaults.travel_booking);
    expect(new URL(page.url()).pathname).toBe("/claims");
  });
}

test("an address set in site_links wins over the environment's, an emptied one gives it back", async ({
  page,
  request,
}) => {
  const db = await serverDb();
  const set = "https://booking.example/travel";
  try {
    await db.query("update site_links set travel_booking = $1", [set]);
    // A change shows within the page cache's bound (CONTENT_POLL_MS, 2 s).
    await expect
      .poll(async () => (await (await request.get("/faq?l=km")).text()).includes(`href="${set}"`), { timeout: 10_000 })
      .toBe(true);
    await page.goto("/faq");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: new RegExp(en.travelBooking) }),
    ).toHaveAttribute("href", set);
  } finally {
    await db.query("update site_links set travel_booking = null");
    await db.close();
  }
  await expect
    .poll(async () => (await (await request.get("/faq?l=km")).text()).includes(`href="${defaults.travel_booking}"`), {
      timeout: 10_000,
    })
    .toBe(true);
});
