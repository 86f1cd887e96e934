// Merging duplicates in Chromium (issue 44): the same person files two complaints through the
// public form; an officer sees the second offered as a possible duplicate on the first, merges
// it after a second question, finds its message and files in the kept one, the complainant gets
// one e-mail naming the reference that goes on, and the merge is split back. axe in both
// languages; SHOTS_DIR takes the record with its duplicates.
import { fileComplaint } from "./complaint-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

test("two complaints of one person merged into one, the complainant told once, then split back", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `twice-${stamp}@example.com`;
  const kept = await fileComplaint(page, `Twice Person ${stamp}`, email);
  const merged = await fileComplaint(page, `Twice Person ${stamp}`, email, "km");

  const staff = await setUpStaff(page, {
    email: `merge-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Dara Merge",
  });
  await signIn(page, staff);
  await page.goto(`/admin/complaints?q=${kept}`);
  await page.getByRole("link", { name: kept }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${kept}`);
  const path = new URL(page.url()).pathname;

  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(duplicates).toContainText(merged);
  await expect(duplicates).toContainText("same e-mail, same phone");
  await expectAccessible(page);
  await shoot(page, "record-duplicates", path);

  // A second question, which can be declined; focus goes back where it was.
  const mergeButton = duplicates.getByRole("button", { name: `Merge into this complaint (${merged})` });
  await mergeButton.click();
  await expect(duplicates.getByText(`Merge ${merged} into this complaint?`)).toBeVisible();
  await expect(duplicates.getByRole("button", { name: "Merge", exact: true })).toBeFocused();
  await duplicates.getByRole("button", { name: "Cancel" }).click();
  await expect(mergeButton).toBeFocused();
  await mergeButton.click();
  await duplicates.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByText("Merged. The complainant will be told by e-mail")).toBeVisible();

  // The kept complaint holds the other's message and files, in time order.
  const mergedHere = page.getByRole("region", { name: "Merged into this complaint" });
  await expect(mergedHere.getByRole("link", { name: merged })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`${merged} received (Website form) from Twice Person ${stamp}`);
  await expect(timeline).toContainText(`Dara Merge merged ${merged} into this complaint.`);
  await expect(page.getByRole("region", { name: "Files" }).getByRole("link", { name: "claim-letter.pdf" })).toHaveCount(
    2,
  );
  // It is no longer offered (the tests' other complaints share its phone number, and stay offered).
  await expect(page.getByRole("region", { name: "Possible duplicates" })).not.toContainText(merged);

  // The complainant hears once, in the language they wrote the second in.
  const told = await waitForMail((mail) => mail.subject === `ពាក្យបណ្តឹងរបស់អ្នក ${merged} បន្តក្រោមលេខយោង ${kept}`);
  expect(told.envelopeTo).toEqual([email]);
  expect(told.text).toContain("/complaint/status?");

  // The merged one says where it went, and takes no work.
  await mergedHere.getByRole("link", { name: merged }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${merged}`);
  await expect(page.getByRole("status").filter({ hasText: `This complaint was merged into ${kept}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Reply by e-mail" })).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}?l=km`);
  await expect(page.getByText(`ពាក្យបណ្តឹងនេះត្រូវបានបញ្ចូលទៅក្នុង ${kept}`)).toBeVisible();
  await expectAccessible(page);

  // Split back: each its own again.
  await page.goto(path);
  await page.getByRole("button", { name: `Split ${merged} back out` }).click();
  await expect(page.getByText("Split back: it has its own status, files and history again.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Merged into this complaint" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Files" }).getByRole("link", { name: "claim-letter.pdf" })).toHaveCount(
    1,
  );
  await expect(page.getByRole("region", { name: "Possible duplicates" })).toContainText(merged);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    `Dara Merge split ${merged} back out of this complaint.`,
  );
  await page.goto(`${path}?l=km`);
  await expect(page.getByRole("region", { name: "ពាក្យបណ្តឹងដែលអាចស្ទួន" })).toContainText(merged);
  await expectAccessible(page);
});
