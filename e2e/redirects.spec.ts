// Addresses that never break (issue 45), as a web editor and a visitor meet them: a position's
// web address changed in the editor leaves the old address answering 301 to the new one (the
// visitor's language kept, scripts off); the redirects screen lists it with its visits, refuses a
// loop and another site unasked (in the interface's language), and removes one; unpublishing an
// item offers to send its visitors elsewhere, and then they are. Axe-checked in both languages.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { keepFoldsOpen, setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { serverDb } from "./server-data.ts";
import { draftPosition } from "../testing/drafts.ts";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** A published position of this test's own at /careers/<slug>. */
async function publishedPosition(slug: string, title: string): Promise<void> {
  const db = await serverDb();
  try {
    await draftPosition(db, slug, title);
    await db.query("update career_details set published = true where slug = $1", [`/careers/${slug}`]);
  } finally {
    await db.close();
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("a changed web address answers 301 to the new one; the redirects screen keeps, refuses and removes", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const [oldSlug, newSlug] = [`surveyor-${stamp}`, `senior-surveyor-${stamp}`];
  const title = `Surveyor ${stamp}`;
  await publishedPosition(oldSlug, title);
  const staff = await setUpStaff(page, {
    email: `redirects-${stamp}@tonle.example`,
    roles: "editor",
    name: "Sreyneang",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);

  await test.step("the editor changes the position's web address", async () => {
    await open(page, `/admin/content/positions/${oldSlug}`);
    await field(page, "Web address").fill(newSlug);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/positions/${newSlug}(\\?|$)`));
  });

  await test.step("the old address answers 301 to the new one, the language kept, and a visitor without scripts lands there", async () => {
    const answer = await request.get(`/careers/${oldSlug}?l=km`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()["location"]).toBe(`/careers/${newSlug}?l=km`);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=30");
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const visit = await visitor.newPage();
    await visit.goto(`/careers/${oldSlug}`);
    await expect(visit).toHaveURL(new RegExp(`/careers/${newSlug}$`));
    await expect(visit.getByRole("heading", { level: 1 })).toHaveText(title);
    await visitor.close();
  });

  await test.step("the redirects screen lists it, with who made it and its visits", async () => {
    await open(page, "/admin/redirects");
    const row = page.getByRole("row").filter({ hasText: `/careers/${oldSlug}` });
    await expect(row.getByRole("rowheader")).toHaveText(`/careers/${oldSlug}`);
    await expect(row.getByRole("cell").first()).toHaveText(`/careers/${newSlug}`);
    await expect(row).toContainText("When its page's address changed, by Sreyneang");
    await expect(row.getByRole("cell").nth(2)).toHaveText("2");
  });

  await test.step("a loop and another site unasked are refused with their reasons; a removal is asked again", async () => {
    const add = page.getByRole("form", { name: "Add a redirect" });
    const addRedirect = async (from: string, to: string) => {
      await add.getByRole("textbox", { name: "Old address" }).fill(from);
      await add.getByRole("textbox", { name: "Send visitors to" }).fill(to);
      await add.getByRole("button", { name: "Add it" }).click();
    };
    await addRedirect(`/promo-a-${stamp}`, "/team");
    await expect(page.getByRole("status")).toContainText("The redirect is saved.");
    await addRedirect(`/promo-b-${stamp}`, `/promo-a-${stamp}`);
    await expect(page.getByRole("row").filter({ hasText: `/promo-b-${stamp}` })).toBeVisible();

    // Closing the chain into a circle.
    const rowA = page
      .getByRole("row")
      .filter({ hasText: `/promo-a-${stamp}` })
      .filter({ hasNotText: "/promo-b" });
    await rowA.getByText(`Change the redirect from /promo-a-${stamp}`).click();
    const changeA = page.getByRole("form", { name: `Change the redirect from /promo-a-${stamp}` });
    await changeA.getByRole("textbox", { name: "Send visitors to" }).fill(`/promo-b-${stamp}`);
    await changeA.getByRole("button", { name: "Save" }).click();
    await expect(
      page
        .getByRole("form", { name: `Change the redirect from /promo-a-${stamp}` })
        .getByText("This would send visitors round in a circle, back to the old address."),
    ).toBeVisible();
    expect((await request.get(`/promo-b-${stamp}`, { maxRedirects: 0 })).headers()["location"]).toBe("/team");

    // From a page that answers, and to another site without leave.
    await addRedirect("/careers", "/team");
    await expect(
      add.getByText("A page answers at this address: its visitors would never be redirected."),
    ).toBeVisible();
    await addRedirect(`/old-campaign-${stamp}`, "https://example.com/campaign");
    await expect(add.getByText("This address is on another site.", { exact: false })).toBeVisible();
    // Said beside the box that allows it; ticking it clears the refusal.
    const allow = add.getByRole("checkbox", { name: "Allow an address on another site" });
    await expect(allow).toHaveAttribute("aria-invalid", "true");
    await allow.check();
    await expect(allow).not.toHaveAttribute("aria-invalid");
    await add.getByRole("button", { name: "Add it" }).click();
    await expect(page.getByRole("row").filter({ hasText: `/old-campaign-${stamp}` })).toContainText(
      "https://example.com/campaign",
    );
    expect((await request.get(`/old-campaign-${stamp}?l=km`, { maxRedirects: 0 })).headers()["location"]).toBe(
      "https://example.com/campaign",
    );

    // In Khmer, the refusal in Khmer.
    await open(page, "/admin/redirects?l=km");
    const addKm = page.getByRole("form", { name: "បន្ថែមការបញ្ជូនបន្ត" });
    await addKm.getByRole("textbox", { name: "អាសយដ្ឋានចាស់" }).fill("/team");
    await addKm.getByRole("textbox", { name: "បញ្ជូនអ្នកទស្សនាទៅ" }).fill("/careers");
    await addKm.getByRole("button", { name: "បន្ថែម", exact: true }).click();
    await expect(addKm.getByText("មានទំព័រមួយឆ្លើយតបនៅអាសយដ្ឋាននេះ", { exact: false })).toBeVisible();

    await open(page, "/admin/redirects");
    const rowB = page
      .getByRole("row")
      .filter({ hasText: `/promo-b-${stamp}` })
      .first();
    await rowB.getByText(`Change the redirect from /promo-b-${stamp}`).click();
    await rowB.getByRole("button", { name: `Remove the redirect from /promo-b-${stamp}` }).click();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("The redirect is removed.");
    expect((await request.get(`/promo-b-${stamp}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  await test.step("unpublishing the position offers to send its visitors elsewhere", async () => {
    await open(page, `/admin/content/positions/${newSlug}`);
    for (const lang of ["English", "Khmer"])
      await page.getByLabel(`Publication in ${lang}`).selectOption({ label: "Unpublish with this save" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    for (const lang of ["English", "Khmer"])
      await expect(page.getByLabel(`Publication in ${lang}`).locator("option:checked")).toHaveText("Not published");
    await page.getByRole("link", { name: "Unpublished: send its visitors to another page" }).click();
    const heading = `Send the visitors of /careers/${newSlug} to another page`;
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const add = page.getByRole("form", { name: heading });
    await expect(add.getByRole("textbox", { name: "Old address" })).toHaveValue(`/careers/${newSlug}`);
    await add.getByRole("textbox", { name: "Send visitors to" }).fill("/careers");
    await add.getByRole("button", { name: "Add it" }).click();
    await expect(page.getByRole("status")).toContainText("The redirect is saved.");
    // Both the newest and the oldest address now lead to /careers, in one hop.
    // (The server's page cache may keep the published page until it sees the content change.)
    for (const slug of [newSlug, oldSlug]) {
      const answer = () => request.get(`/careers/${slug}`, { maxRedirects: 0 });
      await expect.poll(async () => (await answer()).status(), { message: slug, timeout: 30_000 }).toBe(301);
      expect((await answer()).headers()["location"], slug).toBe("/careers");
    }
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const visit = await visitor.newPage();
    await visit.goto(`/careers/${oldSlug}?l=km`);
    await expect(visit).toHaveURL(/\/careers\?l=km$/);
    await expect(visit.getByRole("heading", { level: 1 })).toBeVisible();
    await visitor.close();
    await open(page, `/admin/content/positions/${newSlug}`);
    await expect(page.getByRole("link", { name: "Its visitors are sent to /careers" })).toBeVisible();
  });

  await test.step("the screen is axe-clean in both languages", async () => {
    for (const path of ["/admin/redirects", "/admin/redirects?l=km"]) {
      await open(page, path);
      await page
        .getByRole("row")
        .filter({ hasText: `/careers/${oldSlug}` })
        .locator("summary")
        .click();
      await expectAccessible(page);
    }
    await shoot(page, "redirects", "/admin/redirects");
  });
});
