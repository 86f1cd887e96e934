// Faster hands in Chromium (issue 44): the list's rows ticked with the keyboard and changed
// together, each by the rules of its own page (one refused by name); keys that never take a
// letter from a field; the shortcuts' sheet; the record's keys; a colleague named in a note told
// by e-mail; untouched records marked as spam. axe in both languages; SHOTS_DIR takes the list.
import { insertComplaint, setComplaintState } from "../testing/register.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { serverDb } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

test("several complaints changed at once from the keyboard, the keys' sheet, a note naming a colleague", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Hands ${stamp}`;
  const db = await serverDb();
  const made: { id: string; reference: string }[] = [];
  try {
    // Oldest first: the list shows them newest first, so the first row is the last made.
    for (let n = 0; n < 4; n++)
      made.push(
        await insertComplaint(db, {
          fullName: `${name} ${n}`,
          email: `hands-${stamp}-${n}@example.com`,
          phoneNumber: `09${String(stamp).slice(-7)}${n}`,
          receivedAt: new Date(Date.now() - (4 - n) * 60_000).toISOString(),
        }),
      );
    await setComplaintState(db, made[1]!.id, { status: "in_progress", acknowledgedAt: new Date().toISOString() });
  } finally {
    await db.close();
  }
  const [spam, inProgress, second, first] = made as [
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
  ];

  const colleagueEmail = `hands-colleague-${stamp}@tonle.example`;
  await setUpStaff(page, { email: colleagueEmail, roles: "complaints", name: `Vanna ${stamp}` });
  await page.context().clearCookies();
  const staff = await setUpStaff(page, {
    email: `hands-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Sophal Hands",
  });
  await signIn(page, staff);
  await page.goto(`/admin/complaints?q=${encodeURIComponent(name)}`);
  await waitForInteractive(page);
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(4);

  await shoot(page, "register-bulk", `/admin/complaints?q=${encodeURIComponent(name)}`, async (shown) => {
    // In either language: the boxes by the record they tick.
    for (const ticked of [first, second]) await shown.locator(`input[name=ids][value="${ticked.id}"]`).check();
  });
  await page.goto(`/admin/complaints?q=${encodeURIComponent(name)}`);
  await waitForInteractive(page);

  // A key typed into the search box stays there.
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await search.fill("");
  await search.pressSequentially("jk");
  await expect(search).toHaveValue("jk");
  await expect(search).toBeFocused();
  await search.fill(name);

  // j to the first row, x ticks it; j, x the second; j, j, x the fourth.
  await page.locator("h1").click();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: first.reference })).toBeFocused();
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: second.reference })).toBeFocused();
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await page.keyboard.press("x");
  await expect(page.getByLabel(`Select ${inProgress.reference}`)).toBeChecked();
  await expect(page.getByText("3 selected")).toBeVisible();
  await expectAccessible(page);

  // Acknowledge the three: the one in progress cannot go back, and says so by name.
  const bulk = page.getByRole("region", { name: "With the selected" });
  await bulk.getByLabel("Change").selectOption({ label: "Status: Acknowledged" });
  await bulk.getByRole("button", { name: "Apply to the selected" }).click();
  const outcome = bulk.getByText(
    `2 changed, 0 already so. Not changed: ${inProgress.reference} (not allowed now (its status, or work already done)).`,
  );
  await expect(outcome).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(first.reference) })).toContainText("Acknowledged");
  await expect(page.getByRole("row", { name: new RegExp(second.reference) })).toContainText("Acknowledged");
  await expect(page.getByText("0 selected")).toBeVisible();

  // All on the page, taken at once.
  await page.getByLabel("Select all on this page").check();
  await expect(page.getByText("4 selected")).toBeVisible();
  await bulk.getByLabel("Change").selectOption({ label: "Take them (me)" });
  await bulk.getByRole("button", { name: "Apply to the selected" }).click();
  await expect(bulk.getByText("4 changed, 0 already so.")).toBeVisible();
  await expect(rows.filter({ hasText: "Sophal Hands" })).toHaveCount(4);

  // Taken, it has been worked on: it is not spam (an untouched one goes: bulk.server.test.ts).
  await page.getByLabel(`Select ${spam.reference}`).check();
  await bulk.getByLabel("Change").selectOption({ label: "Mark as spam (to the Spam list)" });
  await bulk.getByRole("button", { name: "Apply to the selected" }).click();
  await expect(bulk.getByText(`Not changed: ${spam.reference}`)).toBeVisible();

  // The sheet: "?" opens it, Escape closes it, the focus back on its button.
  await page.locator("h1").click();
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Select the row, for the bulk change");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts ?" })).toBeFocused();

  // The record: o opens the focused row, r goes to the reply, n to the note, j to the next one.
  await page.keyboard.press("j");
  await page.keyboard.press("o");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${first.reference}`);
  await waitForInteractive(page);
  await page.keyboard.press("r");
  await expect(page.getByRole("region", { name: "Reply by e-mail" }).getByRole("textbox")).toBeFocused();
  await page.keyboard.type("n");
  await expect(page.getByRole("region", { name: "Reply by e-mail" }).getByRole("textbox")).toBeFocused();
  await page.locator("h1").click();
  await page.keyboard.press("n");
  const note = page.getByRole("region", { name: "Internal note" }).getByRole("textbox");
  await expect(note).toBeFocused();
  await note.fill(`@Vanna ${stamp} can you call the garage?`);
  await page.getByRole("button", { name: "Add the note" }).click();
  const told = await waitForMail(
    (mail) => mail.envelopeTo.includes(colleagueEmail) && /mentioned you/.test(mail.subject ?? ""),
  );
  expect(told.subject).toBe(`Sophal Hands mentioned you on complaint ${first.reference}`);
  expect(told.text).toContain(`> @Vanna ${stamp} can you call the garage?`);
  await page.locator("h1").click();
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${second.reference}`);

  await page.goto(`/admin/complaints?q=${encodeURIComponent(name)}&l=km`);
  await expect(page.getByRole("region", { name: "ជាមួយកំណត់ត្រាដែលបានជ្រើស" })).toBeVisible();
  await expectAccessible(page);
});
