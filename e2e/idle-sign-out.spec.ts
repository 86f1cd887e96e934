// The idle sign-out as a web editor meets it (issue 31), on a server whose sessions end after 60
// seconds without a request (STAFF_IDLE_S, testServers.shortSessions): the warning comes before
// the end and "Stay signed in" keeps the session; once it has ended, a save signs in again in
// place and then saves, and nothing typed is lost.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn, keepFoldsOpen } from "./staff-helpers.ts";

const question = (page: Page) => page.getByRole("textbox", { name: "Question English", exact: true }).first();

test("warns before the idle sign-out, and a save after it signs in again in place and saves", async ({ page }) => {
  test.setTimeout(240_000);
  const staff = await setUpStaff(page, { email: `idle-${Date.now()}@tonle.example`, roles: "editor", name: "Dara" });
  await signIn(page, staff);
  await keepFoldsOpen(page);
  await page.goto("/admin/content/faq/main");
  await waitForInteractive(page);

  await test.step("the warning comes before the end, and keeps the session", async () => {
    const warning = page.getByRole("dialog", { name: "Are you still there?" });
    // Shown for the last quarter of the minute: the page itself is checked with axe elsewhere.
    await expect(warning).toBeVisible({ timeout: 60_000 });
    await expect(warning).toContainText("after 1 minute without activity");
    await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    await expectAccessible(page, "dialog[open]");
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toBeHidden();
    // Still signed in: the server answers as to a signed-in editor.
    expect((await page.request.get("/admin/content/faq/main", { maxRedirects: 0 })).status()).toBe(200);
  });

  const typed = `Can I pay monthly? (${Date.now().toString(36)})`;
  await question(page).fill(typed);

  await test.step("after the end, a save asks to sign in again in place", async () => {
    const ended = page.getByRole("dialog", { name: "You are signed out" });
    await expect(ended).toBeVisible({ timeout: 90_000 });
    // The page counts a little short of the server's limit: let the server's end come too.
    await page.waitForTimeout(5_000);
    await ended.getByRole("button", { name: "Close" }).click();
    await expect(question(page)).toHaveValue(typed);
    await page.keyboard.press("Control+s");
    await expect(ended).toBeVisible();
    await expect(ended.getByLabel("E-mail")).toHaveValue(staff.email);
    await expectAccessible(page);
    await ended.getByLabel("Password").fill(staff.password);
    await ended.getByLabel("Code", { exact: true }).fill(staff.recoveryCodes.shift()!);
    await ended.getByRole("button", { name: "Sign in", exact: true }).click();
  });

  await test.step("then the save goes through, with everything typed", async () => {
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.reload();
    await waitForInteractive(page);
    await expect(question(page)).toHaveValue(typed);
  });
});
