// A new install as its first admin finds it (issue 40), on a server started with an empty
// database (testServers.shortSessions, which loads Cambodia's holidays as every install does):
// this year's public holidays are in Settings already, loaded by the system on its own; the
// audit log says so, names people by name, and says "the command line" in the interface's
// language; and the person who has just set up their account is signed in at once.
import { expect, expectAccessible, test } from "./fixtures.ts";
import { setUpStaff } from "./staff-helpers.ts";

test("a new install counts deadlines over Cambodia's holidays at once, and its audit log speaks of people by name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
  await setUpStaff(page, {
    email: `first-admin-${Date.now()}@tonle.example`,
    roles: "admin,complaints",
    name: "Sreymom",
    signedIn: true,
  });
  // Signed in by the set-up itself.
  await page.getByRole("link", { name: "I have saved my codes: go to the back office" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");

  await test.step("this year's holidays are in Settings, from the Khmer calendar", async () => {
    await page.goto("/admin/settings");
    await expect(
      page.getByRole("row", { name: new RegExp(`1 January ${year} International New Year Day`) }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`14 April ${year} Khmer New Year`) })).toBeVisible();
    await expect(page.getByText(`No public holiday entered for ${year}.`)).toHaveCount(0);
  });

  await test.step("the audit log: the system loaded them, the command line invited, people by name", async () => {
    await page.goto("/admin/audit");
    const rows = page.getByRole("row");
    await expect(
      rows
        .filter({ hasText: "The system (on its own)" })
        .filter({ hasText: `days of ${year}` })
        .first(),
    ).toBeVisible();
    await expect(rows.filter({ hasText: "The command line" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: /Sreymom \(first-admin-\d+@tonle\.example\)/ }).first()).toBeVisible();
    await expect(
      rows.filter({ hasText: "Right after setting up the account, both factors proved" }).first(),
    ).toBeVisible();
    // Found by name too.
    await page.getByLabel("Who (name or e-mail)").fill("sreymom");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(rows.filter({ hasText: "Sreymom" }).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/audit?l=km");
    await expect(page.getByRole("row").filter({ hasText: "បន្ទាត់ពាក្យបញ្ជា" }).first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "ប្រព័ន្ធ (ដោយខ្លួនឯង)" }).first()).toBeVisible();
    await expect(page.getByText("command line", { exact: true })).toHaveCount(0);
  });
});
