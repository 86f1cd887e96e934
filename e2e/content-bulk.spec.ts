// Bulk actions on a content list (issue 45), as a web editor uses them: two positions ticked and
// published at once (then on /careers for visitors), one refused and named, the count of ticked
// items spoken; deleting asks once more. Axe-checked in both interface languages.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { serverDb } from "./server-data.ts";
import { draftPosition } from "../testing/drafts.ts";

test("ticks two positions, publishes them in one go, then deletes them after a second question", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const titles = [`Bulk Actuary ${stamp}`, `Bulk Auditor ${stamp}`];
  const db = await serverDb();
  try {
    await draftPosition(db, `bulk-actuary-${stamp}`, titles[0]!);
    await draftPosition(db, `bulk-auditor-${stamp}`, titles[1]!);
  } finally {
    await db.close();
  }
  const staff = await setUpStaff(page, { email: `bulk-${stamp}@tonle.example`, roles: "editor", name: "Chenda" });
  await signIn(page, staff);
  await page.goto("/admin/content/positions");
  await waitForInteractive(page);

  const bulk = page.getByRole("region", { name: "Change several at once" });
  for (const title of titles) await page.getByRole("checkbox", { name: `Tick ${title}` }).check();
  await expect(bulk.getByText("2 items ticked")).toBeVisible();
  await bulk.getByLabel("What to do with the ticked items").selectOption({ label: "Publish" });
  await bulk.getByRole("button", { name: "Apply to the ticked items" }).click();
  const notice = bulk.getByText("2 changed, 0 already so.");
  await expect(notice).toBeVisible();
  await expect(bulk.getByText("0 items ticked")).toBeVisible();
  for (const title of titles) await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  const careers = await (await request.get("/careers")).text();
  for (const title of titles) expect(careers).toContain(title);

  await expectAccessible(page);
  await page.goto("/admin/content/positions?l=km");
  await waitForInteractive(page);
  await expect(page.getByRole("region", { name: "ផ្លាស់ប្តូរច្រើនក្នុងពេលតែមួយ" })).toBeVisible();
  await expectAccessible(page);

  await shoot(page, "content-bulk", "/admin/content/positions", async (shot) => {
    await shot.locator("#content-bulk-action").selectOption("schedule");
  });
  await page.goto("/admin/content/positions");
  await waitForInteractive(page);
  for (const title of titles) await page.getByRole("checkbox", { name: `Tick ${title}` }).check();
  await bulk.getByLabel("What to do with the ticked items").selectOption({ label: "Delete" });
  await bulk.getByRole("button", { name: "Apply to the ticked items" }).click();
  await expect(bulk.getByText("Delete 2 items for good? Their history stays.")).toBeVisible();
  // Cancelled, nothing changes; asked again and confirmed, both go.
  await bulk.getByRole("button", { name: "Cancel" }).click();
  await expect(bulk.getByRole("button", { name: "Apply to the ticked items" })).toBeFocused();
  await bulk.getByRole("button", { name: "Apply to the ticked items" }).click();
  await expect(bulk.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await bulk.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(bulk.getByText("2 changed, 0 already so.")).toBeVisible();
  for (const title of titles) await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
