// The content editor in Chromium, as the company's web team uses it (issue 23): a page's English
// and Khmer side by side, a list reordered by keyboard, the save seen on the public pages in both
// languages, a stale save from a second browser refused with what changed, a revision restored.
// Axe-checked in both interface languages (every editor screen: e2e/editor-screens.spec.ts);
// SHOTS_DIR=/tmp/shots-content takes screenshots.
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, type SetUpStaff, keepFoldsOpen } from "./staff-helpers.ts";

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function secondEditor(browser: Browser, staff: SetUpStaff): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, staff);
  await keepFoldsOpen(page);
  return page;
}

test("an editor changes the FAQ in both languages side by side, reorders it by keyboard, and restores the previous revision", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await setUpStaff(page, {
    email: `editor-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Sreyneang",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);

  await test.step("the content index lists every page by group", async () => {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Website content" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website content");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Frequently asked questions" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faq\/main$/);
    await waitForInteractive(page);
  });

  const stamp = Date.now().toString(36);
  const english = `How do I claim? (${stamp})`;
  const khmer = `តើខ្ញុំទាមទារសំណងដោយរបៀបណា? (${stamp})`;

  await test.step("both languages of a question, side by side", async () => {
    await expectAccessible(page);
    await shoot(page, "content-faq", page.url());
    const firstEn = field(page, "Question English").first();
    const firstKm = field(page, "Question Khmer").first();
    expect(await firstKm.evaluate((input) => input.closest("[lang]")?.getAttribute("lang"))).toBe("km");
    expect(await firstEn.evaluate((input) => input.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    await firstEn.fill(english);
    await firstKm.fill(khmer);
  });

  const secondQuestion = await field(page, "Question English").nth(1).inputValue();
  await test.step("question 2 moves to the top by keyboard, and the focus follows it", async () => {
    const up = page.getByRole("button", { name: "Move Question 2 up" });
    await up.focus();
    await page.keyboard.press("Enter");
    // At the top it cannot go further up: the focus is on its "down" button, at its new place.
    await expect(page.getByRole("button", { name: "Move Question 1 down" })).toBeFocused();
    await expect(page.getByText("Question moved to position 1.")).toBeAttached();
    await expect(field(page, "Question English").first()).toHaveValue(secondQuestion);
    await expect(field(page, "Question English").nth(1)).toHaveValue(english);
  });

  await test.step("a refused save says why beside the field and keeps what was typed", async () => {
    await field(page, "Answer Khmer").first().fill("   ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was saved: 1 field needs attention.");
    await expect(field(page, "Answer Khmer").first()).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Answer Khmer").first()).toHaveAccessibleDescription("Fill this in.");
    await expect(field(page, "Question English").nth(1)).toHaveValue(english);
    await field(page, "Answer Khmer").first().fill("ចម្លើយថ្មី");
  });

  await test.step("saved, and both public pages show it", async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await expect(async () => {
      await publicPage.goto("/faq");
      await expect(publicPage.getByText(english)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    await publicPage.goto("/faq?l=km");
    await expect(publicPage.getByText(khmer)).toBeVisible();
    const questions = publicPage.locator("main").getByText(/\?/);
    await expect(questions.first()).not.toHaveText(khmer);
    await visitor.close();
  });

  await test.step("a second editor's save from the older version is refused, with what changed", async () => {
    const other = await secondEditor(browser, staff);
    await openEditor(other, "/admin/content/faq/main");
    await openEditor(page, "/admin/content/faq/main");
    await field(page, "Title English").fill(`FAQ ${stamp}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await field(other, "Title Khmer").fill("សំណួរ");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    const refusal = other.getByRole("alert");
    await expect(refusal).toContainText("Someone else saved this page after you opened it");
    await expect(refusal).toContainText("Sreyneang saved at");
    await expect(refusal.getByText(`FAQ ${stamp}`)).toBeVisible();
    await expect(field(other, "Title Khmer")).toHaveValue("សំណួរ");
    await shoot(other, "content-stale", other.url());
    await other.context().close();
  });

  await test.step("the history shows each save; the previous one is restored", async () => {
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History of “Frequently asked questions”");
    await expectAccessible(page);
    const rows = page.getByRole("row");
    await expect(rows.nth(1)).toContainText("Sreyneang");
    await rows.nth(2).getByRole("link").click();
    await expect(page.getByText(english).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Restore this revision" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Restored." })).toBeVisible();
    await expect(field(page, "Title English")).not.toHaveValue(`FAQ ${stamp}`);
    await expect(field(page, "Question English").nth(1)).toHaveValue(english);
  });

  await test.step("the editor in Khmer", async () => {
    await openEditor(page, "/admin/content/faq/main?l=km");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("សំណួរដែលសួរញឹកញាប់");
    await expect(page.getByRole("textbox", { name: "សំណួរ ភាសាខ្មែរ" }).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "content-faq-km", page.url());
  });
});

test("staff without the editor role cannot open the content editor", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(
    page,
    await setUpStaff(page, { email: `complaints-${Date.now()}@tonle.example`, roles: "complaints", name: "Bopha" }),
  );
  const response = await page.goto("/admin/content/faq/main");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Website content" }),
  ).toHaveCount(0);
});
