// The broken links screen (issue 45), as an editor reads it after a night's check: each failing
// address with what happens, since when, and where it is used, a link to that item's editor.
// The check itself runs against local servers in app/links/*.test.ts. Axe in both languages.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { serverDb } from "./server-data.ts";

test("lists the failing addresses with what happens, since when and where each is used", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const url = `https://gone-${stamp}.example/brochure.pdf`;
  const db = await serverDb();
  try {
    await db.query(
      `insert into link_checks (url, ok, status, problem, checked_at, failing_since, used_in, told_at)
       values ($1, false, 404, 'status', now(), now() - interval '3 days', $2::jsonb, now())`,
      [url, JSON.stringify([{ entity: "footer", key: "main", lang: "km", field: "facebook" }])],
    );
    await db.query(
      "insert into link_check_days (day, finished_at, links) values (current_date - 1, now(), 54) on conflict do nothing",
    );
  } finally {
    await db.close();
  }
  const staff = await setUpStaff(page, { email: `links-${stamp}@tonle.example`, roles: "editor", name: "Vicheka" });
  await signIn(page, staff);
  await page.goto("/admin");
  await waitForInteractive(page);
  await page.getByRole("link", { name: "Broken links" }).click();
  const row = page.getByRole("row").filter({ hasText: url });
  await expect(row.getByRole("rowheader")).toHaveText(url);
  await expect(row).toContainText("The site answers 404");
  await row.getByRole("link", { name: "Footer (Khmer, facebook)" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/footer/);

  for (const path of ["/admin/links", "/admin/links?l=km"]) {
    await page.goto(path);
    await waitForInteractive(page);
    await expect(page.getByRole("row").filter({ hasText: url })).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByRole("row").filter({ hasText: url })).toContainText("គេហទំព័រឆ្លើយតប 404");
  await shoot(page, "broken-links", "/admin/links");
});
