import { test } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("explore", async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, await setUpStaff(page, { email: `x-${Date.now()}@tonle.example`, roles: "editor,complaints,admin", name: "Sokha" }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/content/newsletters/customer-day-2025");
  await page.waitForTimeout(800);
  console.log(await page.evaluate(() => {
    let e: Element | null = document.querySelector("li.ed-item");
    const out: string[] = [];
    while (e && e !== document.body) { const cs = getComputedStyle(e); out.push(`${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} d=${cs.display} minw=${cs.minWidth} gtc=${cs.gridTemplateColumns}`); e = e.parentElement; }
    return out.join("\n");
  }));
});
