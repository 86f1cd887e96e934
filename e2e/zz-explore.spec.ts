import { test } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";
import { fileComplaint } from "./complaint-helpers.ts";

test("explore", async ({ page }) => {
  test.setTimeout(300_000);
  const reference = await fileComplaint(page, "Explore Person", `explore-${Date.now()}@example.com`);
  await signIn(page, await setUpStaff(page, { email: `x-${Date.now()}@tonle.example`, roles: "complaints", name: "Sokha" }));
  await page.goto(`/admin/complaints?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await page.waitForTimeout(1000);
  for (const [w, h, name] of [[1366, 900, "record-desk"], [390, 844, "record-phone"]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  console.log("URL", page.url());
});
