import { test } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("explore", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, await setUpStaff(page, { email: `x-${Date.now()}@tonle.example`, roles: "editor", name: "Sokha" }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/content/newsletters/customer-day-2025?l=km");
  await page.waitForTimeout(800);
  await page.getByRole("button", { name: "មើលផ្ទាល់ជាមុន" }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/split.png` });
  await page.mouse.wheel(0, 800);
  await page.getByLabel("ការផ្សព្វផ្សាយ", { exact: true }).selectOption("at");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/split2.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/content/newsletters/customer-day-2025");
  await page.mouse.wheel(0, 800);
  await page.getByLabel("Publication", { exact: true }).selectOption("at");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/pub-phone.png` });
});
