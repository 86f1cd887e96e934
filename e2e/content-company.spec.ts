// Company content in the editor, in Chromium (issue 23): a new position written in both
// languages with its closing date from the date picker, seen at /careers/<slug> in both; a
// team member's biography changed in both languages and seen on /team; a newsletter's author
// chosen by name from the authors and seen on its page. Axe-checked in both
// interface languages; SHOTS_DIR=/tmp/shots-company takes screenshots of the position and newsletter editors.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, keepFoldsOpen } from "./staff-helpers.ts";
import { fillPositionDetails } from "./position-form.ts";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * The public page shows `text` once the content version has moved on (the page cache's bound),
 * after `open` (a member's card opens their biography).
 */
async function expectPublic(
  page: Page,
  path: string,
  text: string,
  open?: (publicPage: Page) => Promise<void>,
): Promise<void> {
  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  await expect(async () => {
    await publicPage.goto(path);
    if (open) {
      await waitForInteractive(publicPage);
      await open(publicPage);
    }
    await expect(publicPage.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await visitor.close();
}

test("an editor adds a position in both languages, changes a team member's biography and chooses a newsletter's author", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const staff = await setUpStaff(page, {
    email: `company-editor-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Dara",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);
  const stamp = Date.now().toString(36);
  const slug = `risk-officer-${stamp}`;

  await test.step("the positions list, and a new position's form", async () => {
    await openEditor(page, "/admin/content/positions");
    await expect(page.getByRole("link", { name: /Claims Officer/ }).first()).toBeVisible();
    await expectAccessible(page);
    await openEditor(page, "/admin/content/positions/new");
    await expectAccessible(page);
    await openEditor(page, "/admin/content/positions/new?l=km");
    await expectAccessible(page);
    await openEditor(page, "/admin/content/positions/new");
  });

  await test.step("both languages side by side, the closing date from the date picker", async () => {
    await field(page, "Web address").fill(slug);
    await field(page, "Position English").fill(`Risk Officer ${stamp}`);
    await field(page, "Position Khmer").fill(`មន្ត្រីហានិភ័យ ${stamp}`);
    await field(page, "Department English").fill("Risk Management");
    await field(page, "Department Khmer").fill("នាយកដ្ឋានគ្រប់គ្រងហានិភ័យ");
    await expect(field(page, "Closing date")).toHaveAttribute("type", "date");
    await fillPositionDetails(page, { employment: "Contract", order: 8 });
    // A new position starts unpublished; its publication is set beside Save.
    await expect(page.getByLabel("Publication in English").locator("option:checked")).toHaveText("Not published");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/positions/${slug}(\\?|$)`));
    await expect(
      page.getByRole("status").filter({ hasText: "Created. It stays unpublished until you publish it." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Risk Officer ${stamp}`);
    await expectAccessible(page);
    await shoot(page, "content-position", `/admin/content/positions/${slug}`);
  });

  await test.step("unpublished: the editor previews it at its address with the banner, a visitor at the same moment gets the 404", async () => {
    const visitor = await page.context().browser()!.newContext();
    const visitorPage = await visitor.newPage();
    const [preview, refused] = await Promise.all([page.goto(`/careers/${slug}`), visitorPage.goto(`/careers/${slug}`)]);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()["cache-control"]).toBe("no-store, private");
    await expect(page.getByRole("note")).toHaveText("Not published: only signed-in staff see this page.");
    await expect(page.getByRole("heading", { name: `Risk Officer ${stamp}` })).toBeVisible();
    // "Include Reports to" was left unticked: no "Report to: NA" line.
    await expect(page.locator(".career__report")).toHaveCount(0);
    expect(refused?.status()).toBe(404);
    expect(await (await visitorPage.request.get("/sitemap.xml")).text()).not.toContain(`/careers/${slug}`);
    await visitor.close();
  });

  await test.step("published from the editor, both languages being ready", async () => {
    await openEditor(page, `/admin/content/positions/${slug}`);
    for (const lang of ["English", "Khmer"]) {
      await page.getByLabel(`Publication in ${lang}`).selectOption({ label: "Publish with this save" });
    }
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    for (const lang of ["English", "Khmer"])
      await expect(page.getByLabel(`Publication in ${lang}`).locator("option:checked")).toHaveText("Published");
  });

  await test.step("the position is at /careers/<slug> in both languages, on /careers and in the sitemap", async () => {
    await expectPublic(page, "/careers", `Risk Officer ${stamp}`);
    const visitor = await page.context().browser()!.newContext();
    // Within the content version's bound, as every page.
    await expect
      .poll(async () => (await visitor.request.get("/sitemap.xml")).text(), { timeout: 90_000 })
      .toContain(`/careers/${slug}`);
    await visitor.close();
    await expectPublic(page, `/careers/${slug}`, `Risk Officer ${stamp}`);
    await expectPublic(page, `/careers/${slug}?l=km`, `មន្ត្រីហានិភ័យ ${stamp}`);
    await expectPublic(page, `/careers/${slug}?l=km`, "កិច្ចសន្យា");
  });

  await test.step("the position's editor in Khmer", async () => {
    await openEditor(page, `/admin/content/positions/${slug}?l=km`);
    await expect(page.getByRole("textbox", { name: "មុខតំណែង ភាសាខ្មែរ" })).toHaveValue(`មន្ត្រីហានិភ័យ ${stamp}`);
    await expectAccessible(page);
  });

  const bioEn = `Sophal leads the company (${stamp}).`;
  const bioKm = `លោក សុផល ដឹកនាំក្រុមហ៊ុន (${stamp})។`;
  await test.step("a team member's biography in both languages", async () => {
    await openEditor(page, "/admin/content/team");
    await expect(page).toHaveURL(/\/admin\/content\/team\/main$/);
    await expectAccessible(page);
    await field(page, "Biography English").first().fill(bioEn);
    await field(page, "Biography Khmer").first().fill(bioKm);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    const firstMember = (publicPage: Page) =>
      publicPage
        .locator("main")
        .getByRole("button", { name: /Sophal|សុផល/ })
        .first()
        .click();
    await expectPublic(page, "/team", bioEn, firstMember);
    await expectPublic(page, "/team?l=km", bioKm, firstMember);
    await openEditor(page, "/admin/content/team/main?l=km");
    await expectAccessible(page);
  });

  await test.step("a newsletter's author, chosen by name from the authors", async () => {
    await openEditor(page, "/admin/content/newsletters/customer-day-2025");
    const author = page.getByRole("combobox", { name: "Author", exact: true });
    await expect(author).toHaveValue("kim-sreyneang");
    await expect(author.getByRole("option")).toHaveText([
      "(None)",
      "Kim Sreyneang",
      "Tonle Claims Team",
      "Tonle Insurance Communications",
    ]);
    await author.selectOption({ label: "Tonle Claims Team" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expectPublic(page, "/newsletters/customer-day-2025?l=km", "Tonle Claims Team");
    await openEditor(page, "/admin/content/newsletters/customer-day-2025?l=km");
    await expect(page.getByRole("combobox", { name: "អ្នកនិពន្ធ", exact: true }).getByRole("option").first()).toHaveText(
      "(គ្មាន)",
    );
    await expectAccessible(page);
    await shoot(page, "content-newsletter", "/admin/content/newsletters/customer-day-2025");
  });
});
