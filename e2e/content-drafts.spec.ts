// Never losing typed work in the content editor (issue 31): leaving with changes not saved asks
// first; what was typed is kept as a draft on the server and offered after a reload, restored
// only when asked; Ctrl+S saves; the history then says what changed in words. In both
// interface languages, axe-checked.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, keepFoldsOpen } from "./staff-helpers.ts";

const question = (page: Page) => page.getByRole("textbox", { name: "Question English", exact: true }).first();

test("asks before leaving, offers the draft after a reload, restores it, and saves with Ctrl+S", async ({ page }) => {
  test.setTimeout(180_000);
  const staff = await setUpStaff(page, { email: `drafts-${Date.now()}@tonle.example`, roles: "editor", name: "Sokha" });
  await signIn(page, staff);
  await keepFoldsOpen(page);
  await page.goto("/admin/content/faq/main");
  await waitForInteractive(page);
  const saved = await question(page).inputValue();
  const typed = `Is flood damage covered? (${Date.now().toString(36)})`;

  await test.step("a link away asks first; staying keeps the change", async () => {
    await question(page).fill(typed);
    await page.getByRole("link", { name: "Website content" }).first().click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await expect(leave.getByRole("button", { name: "Stay and save" })).toBeFocused();
    await expectAccessible(page);
    await leave.getByRole("button", { name: "Stay and save" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/content\/faq\/main$/);
    await expect(question(page)).toHaveValue(typed);
  });

  await test.step("the draft is kept on the server a moment after typing", async () => {
    await expect(page.getByText(/^Draft kept at \d\d:\d\d$/)).toBeVisible();
  });

  await test.step("after a reload the draft is offered, not applied, and restored when asked", async () => {
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await waitForInteractive(page);
    const offer = page.getByRole("heading", { name: /^Unsaved changes from \d\d:\d\d: restore or discard$/ });
    await expect(offer).toBeFocused();
    await expect(question(page)).toHaveValue(saved);
    await expectAccessible(page);
    await shoot(page, "content-draft-offer", page.url());
    await page.getByRole("button", { name: "Restore my changes" }).click();
    await expect(question(page)).toHaveValue(typed);
  });

  await test.step("Ctrl+S saves, and the draft is gone", async () => {
    await question(page).focus();
    await page.keyboard.press("Control+s");
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.reload();
    await waitForInteractive(page);
    await expect(question(page)).toHaveValue(typed);
    await expect(page.getByText(/Unsaved changes from/)).toHaveCount(0);
  });

  await test.step("the history says what changed in words, side by side, and no JSON", async () => {
    await page.getByRole("link", { name: "History" }).click();
    await waitForInteractive(page);
    await expect(page.getByRole("row").nth(1)).toContainText("1 change");
    await page.getByRole("row").nth(1).getByRole("link").click();
    await waitForInteractive(page);
    const change = page.getByRole("row").filter({ hasText: typed });
    await expect(change.getByRole("rowheader")).toHaveText("Questions › Question 1 › Question");
    await expect(change.locator(".ed-diff__before")).toContainText(saved);
    await expect(change.locator("ins").first()).toBeVisible();
    expect(await page.locator("main").innerText()).not.toContain("{");
    await expectAccessible(page);
  });

  await test.step("a new item takes the focus; a removed one can be put back, by keyboard", async () => {
    await page.goto("/admin/content/faq/main");
    await waitForInteractive(page);
    const questions = page.getByRole("textbox", { name: "Question English", exact: true });
    const count = await questions.count();
    const third = await questions.nth(2).inputValue();
    await page.getByRole("button", { name: "Add Question" }).click();
    await expect(questions.nth(count)).toBeFocused();
    await page.getByRole("button", { name: "Remove Question 3" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Question 3 removed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
    await expect(questions).toHaveCount(count);
    await page.keyboard.press("Enter");
    await expect(questions).toHaveCount(count + 1);
    await expect(questions.nth(2)).toHaveValue(third);
    await expect(questions.nth(2)).toBeFocused();
    await page.getByRole("button", { name: `Remove Question ${count + 1}` }).click();
    // The top of the form's Save is a Tab away, whatever the form's length.
    await expect(page.getByRole("button", { name: "Save (Ctrl+S)" })).toBeVisible();
  });

  await test.step("an image chosen in English serves Khmer too, in one step", async () => {
    const same = page.getByRole("button", { name: "Use the English Banner for Khmer too" });
    await expect(same).toHaveCount(0);
    await page.getByRole("button", { name: "Change… Banner Khmer" }).click();
    const picker = page.getByRole("dialog");
    await picker.locator("button.media-picker__option[aria-pressed=false]").first().click();
    await expect(picker).toBeHidden();
    await same.click();
    await expect(same).toHaveCount(0);
    // Back to the saved record: nothing is left to save.
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/history$/);
  });

  await test.step("in Khmer, the same questions in Khmer", async () => {
    await page.goto("/admin/content/faq/main?l=km");
    await waitForInteractive(page);
    await page.locator(".ed-form").getByRole("textbox").first().fill("សំណួរថ្មី");
    await page.getByRole("link", { name: "មាតិកាគេហទំព័រ" }).first().click();
    const leave = page.getByRole("dialog", { name: "ចាកចេញដោយមិនរក្សាទុក?" });
    await expect(leave).toBeVisible();
    await expectAccessible(page);
    await leave.getByRole("button", { name: "ចាកចេញ" }).click();
    await expect(page).toHaveURL(/\/admin\/content\?l=km$/);
  });
});
