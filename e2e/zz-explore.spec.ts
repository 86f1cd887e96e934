import { test } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("explore", async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, await setUpStaff(page, { email: `x-${Date.now()}@tonle.example`, roles: "editor,complaints,admin", name: "Sokha" }));
  for (const spec of (process.env.EXPLORE ?? "").split(",")) {
    const [path, w, h, name, click] = spec.split("|");
    await page.setViewportSize({ width: Number(w), height: Number(h) });
    await page.goto(path!);
    await page.waitForTimeout(800);
    if (click) { await page.getByRole("button", { name: click }).first().click(); await page.waitForTimeout(1500); }
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === "1" });
  }
});
