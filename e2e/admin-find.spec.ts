// The back office's search (issue 45), as staff use it: the field at the top of every page finds
// a Khmer word inside a compound in the content, the word marked on screen, and a complaint by its
// reference for the complaints team; an editor without that role is not shown complaints.
// Axe-checked in both interface languages.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { fileComplaint } from "./complaint-helpers.ts";

test("the field at the top finds a Khmer word inside a compound, marked, and a complaint by its reference", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const reference = await fileComplaint(page, "Keo Sophal", `sophal-${stamp}@example.com`);
  const staff = await setUpStaff(page, {
    email: `finder-${stamp}@tonle.example`,
    roles: "editor,complaints",
    name: "Rotha",
  });
  await signIn(page, staff);

  await test.step("a Khmer word inside a compound, in the Khmer interface", async () => {
    await page.goto("/admin/content?l=km");
    await waitForInteractive(page);
    const field = page.getByRole("searchbox", { name: "ស្វែងរកក្នុងការិយាល័យខាងក្រោយ" });
    await field.fill("ពន្លត់");
    await field.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("“ពន្លត់” ក្នុងការិយាល័យខាងក្រោយ");
    const first = page
      .locator(".admin-find__list li")
      .filter({ has: page.locator("mark", { hasText: "ពន្លត់" }) })
      .first();
    await expect(first.locator("mark", { hasText: "ពន្លត់" }).first()).toBeVisible();
    // The compound around it is on screen too, not only the word.
    await expect(first).toContainText(/[\u1780-\u17FF]ពន្លត់|ពន្លត់[\u1780-\u17FF]/);
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/content\//);
  });

  await test.step("a complaint by its reference", async () => {
    await page.goto("/admin");
    await waitForInteractive(page);
    const field = page.getByRole("searchbox", { name: "Search the back office" });
    await field.fill(reference.toLowerCase());
    await page.getByRole("button", { name: "Find", exact: true }).click();
    const complaint = page.getByRole("region", { name: "Complaint" });
    await expect(complaint.getByRole("link", { name: reference })).toBeVisible();
    // Its status in words (the acknowledgement may already have gone).
    await expect(complaint).toContainText(/ · (New|Acknowledged)$/);
    await complaint.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  });

  await test.step("axe in both languages", async () => {
    for (const path of [
      `/admin/find?q=${encodeURIComponent("claims")}`,
      `/admin/find?q=${encodeURIComponent("ពន្លត់")}&l=km`,
    ]) {
      await page.goto(path);
      await waitForInteractive(page);
      await expect(page.locator("mark").first()).toBeVisible();
      await expectAccessible(page);
    }
    await shoot(page, "admin-find", `/admin/find?q=${encodeURIComponent("ពន្លត់")}`);
  });
});

test("an editor without the complaints role is not shown complaints", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const staff = await setUpStaff(page, { email: `editor-find-${stamp}@tonle.example`, roles: "editor", name: "Mony" });
  await signIn(page, staff);
  await page.goto("/admin/find?q=CMP-1999-424242");
  await waitForInteractive(page);
  await expect(page.getByRole("region", { name: "Complaint" })).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("Nothing found for “CMP-1999-424242”.");
});
