// The register as a team uses it (issue 32), in Chromium: a complaint given to a colleague, who
// is e-mailed; the record's e-mail address and phone number tappable; the Overview's "due
// first" list on a phone with its filters folded; the report's date boxes following the
// quarter chosen; and an admin without the complaints role finding a person's records by
// e-mail address and erasing one. axe on each new screen in English and Khmer; SHOTS_DIR takes
// screenshots of the record and the erasure search.
import { insertComplaint } from "../testing/register.ts";
import { fileComplaint } from "./complaint-helpers.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { serverDb } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

test("a complaint given to a colleague, who is told by e-mail; contact details to tap; the list and the report", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const db = await serverDb();
  let complaint: { id: string; reference: string };
  try {
    complaint = await insertComplaint(db, { fullName: `Team Person ${stamp}`, phoneNumber: "012 345-678" });
  } finally {
    await db.close();
  }
  // The colleague first (set up and signed out), then the one who gives it.
  const colleagueEmail = `colleague-${stamp}@tonle.example`;
  await setUpStaff(page, { email: colleagueEmail, roles: "complaints", name: `Bopha ${stamp}` });
  await page.context().clearCookies();
  const giver = await setUpStaff(page, {
    email: `giver-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Sokha Giver",
  });
  await signIn(page, giver);

  await page.goto(`/admin/complaints/${complaint.id}`);
  await waitForInteractive(page);
  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByRole("link", { name: "012 345-678" })).toHaveAttribute("href", "tel:012345678");
  await expect(details.getByRole("link", { name: "dara@example.com" })).toHaveAttribute(
    "href",
    "mailto:dara@example.com",
  );
  const giving = page.getByRole("form", { name: "Give it to a colleague" });
  await giving.getByLabel("Give it to a colleague").selectOption({ label: `Bopha ${stamp}` });
  await giving.getByRole("button", { name: "Give it" }).click();
  await expect(page.getByText("The owner has changed.")).toBeVisible();
  await expect(page.getByText(`Bopha ${stamp} owns it.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Sokha Giver gave it to Bopha ${stamp}.`);
  await expectAccessible(page);
  await shoot(page, "record-given", `/admin/complaints/${complaint.id}`);
  const told = await waitForMail((mail) => mail.envelopeTo.includes(colleagueEmail));
  expect(told.subject).toBe(`Sokha Giver gave you complaint ${complaint.reference}`);
  expect(told.text).toContain(`/admin/complaints/${complaint.id}`);

  // On a phone, the Overview's "Due soon" starts with those complaints, due first, the filters folded.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await page.getByRole("link", { name: /^\d+ Due soon$/ }).click();
  await expect(page).toHaveURL(/due=soon&sort=due/);
  await expect(
    page.getByRole("navigation", { name: "By status" }).getByRole("link", { name: /Due soon/ }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.locator("details.admin-register-filters__more")).not.toHaveAttribute("open");
  await expect(page.getByText(/2 in use/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 860 });

  // The report: choosing another quarter moves the date boxes with the heading.
  await page.goto("/admin/report?quarter=2026-Q3");
  await waitForInteractive(page);
  await expect(page.getByLabel("From")).toHaveValue("2026-07-01");
  await page.getByLabel("Quarter", { exact: true }).selectOption("2026-Q4");
  await page.getByRole("form", { name: "A quarter" }).getByRole("button").click();
  await expect(page).toHaveURL(/quarter=2026-Q4/);
  await expect(page.getByRole("heading", { level: 2, name: /1 October 2026/ })).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2026-10-01");
  await expect(page.getByLabel("To (included)")).toHaveValue("2026-12-31");
});

test("an admin without the complaints role finds a person's records by e-mail address and erases one", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `erase-me-${stamp}@example.com`;
  const db = await serverDb();
  let older: { id: string; reference: string };
  let newer: { id: string; reference: string };
  try {
    older = await insertComplaint(db, { email, fullName: "Erase Person", receivedAt: "2026-01-05T03:00:00Z" });
    newer = await insertComplaint(db, {
      email: email.toUpperCase(),
      fullName: "Erase Person",
      receivedAt: "2026-02-05T03:00:00Z",
    });
  } finally {
    await db.close();
  }
  const admin = await setUpStaff(page, {
    email: `erasing-admin-${stamp}@tonle.example`,
    roles: "admin",
    name: "Dara Admin",
  });
  await signIn(page, admin);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Erase personal data" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erase personal data");
  await page.getByLabel("Complaint reference or e-mail address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "2 records found" })).toBeVisible();
  const found = page.getByRole("region", { name: "2 records found" }).getByRole("listitem");
  await expect(found.first()).toContainText(`Complaint ${newer.reference}`);
  await expect(found.nth(1)).toContainText(`Complaint ${older.reference}`);
  await expectAccessible(page);
  await page.goto(`/admin/erasure?q=${encodeURIComponent(email)}&l=km`);
  await expect(page.getByRole("heading", { name: "រកឃើញ 2 កំណត់ត្រា" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "erasure", `/admin/erasure?q=${encodeURIComponent(email)}`);

  await page.goto(`/admin/erasure?q=${encodeURIComponent(older.reference)}`);
  await page.getByRole("link", { name: "Erase…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase complaint ${older.reference}`);
  await page.getByLabel(`Type ${older.reference} to confirm`).fill(older.reference);
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/erasure\\?notice=complaint-erased&reference=${older.reference}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erase personal data");
  await expect(
    page.getByText(`Complaint ${older.reference} has been erased, with its files and deliveries.`),
  ).toBeVisible();
  await page.getByLabel("Complaint reference or e-mail address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "1 record found" })).toBeVisible();
});

test("a reply in Khmer has the room of the record's column, and its answer becomes the team's saved reply without leaving the record", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const db = await serverDb();
  try {
    // No Khmer saved reply yet: no other test keeps one.
    await db.query("delete from saved_replies where lang = 'km'");
  } finally {
    await db.close();
  }
  const reference = await fileComplaint(page, `សុខ ដារ៉ា ${stamp}`, `khmer-reply-${stamp}@example.com`, "km");
  await signIn(
    page,
    await setUpStaff(page, { email: `kmreply-${stamp}@tonle.example`, roles: "complaints", name: "Sokha" }),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/complaints?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await waitForInteractive(page);
  const reply = page.getByRole("textbox", { name: "Reply by e-mail" });
  await expect(reply).toHaveAttribute("lang", "km");
  // The box and what the complainant receives side by side, each wider than the old column.
  const preview = page.getByRole("region", { name: /will receive$/ });
  const [box, shown] = [(await reply.boundingBox())!, (await preview.boundingBox())!];
  expect(box.width).toBeGreaterThan(340);
  expect(shown.x).toBeGreaterThan(box.x + box.width - 1);
  expect(Math.abs(shown.y - box.y)).toBeLessThan(200);

  await expect(page.getByText("The team has no saved reply in Khmer yet.")).toBeVisible();
  const keep = page.getByText("Keep this answer as a saved reply in Khmer");
  await keep.click();
  await expect(
    page.getByText("Write the answer in the box first: the greeting and the signature are not kept."),
  ).toBeVisible();
  const template = await reply.inputValue();
  const answer = "យានដ្ឋាននឹងប្រគល់រថយន្តរបស់អ្នកវិញ នៅថ្ងៃ {deadline}។";
  const lines = template.split("\n");
  await reply.fill([lines[0], "", answer, "", ...lines.slice(4)].join("\n"));
  const title = page.getByLabel("Its title");
  await title.fill(`រថយន្តត្រឡប់មកវិញ ${stamp}`);
  await title.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `“រថយន្តត្រឡប់មកវិញ ${stamp}” is saved for the team` }),
  ).toBeVisible();
  // Still on the record, with everything typed; the new saved reply is offered at once.
  await expect(page).toHaveURL(/\/admin\/complaints\/[0-9a-f-]+$/);
  await expect(reply).toHaveValue(new RegExp(answer.replace(/[{}]/g, "\\$&")));
  await expect(page.getByLabel("Saved reply")).toContainText(`រថយន្តត្រឡប់មកវិញ ${stamp}`);
  const kept = await serverDb();
  try {
    expect(await kept.query("select body from saved_replies where lang = 'km'")).toEqual([{ body: answer }]);
  } finally {
    await kept.close();
  }
  await expectAccessible(page);
  // The management page opens beside the record, not in its place.
  await expect(page.getByRole("link", { name: "Manage saved replies (opens in a new tab)" })).toHaveAttribute(
    "target",
    "_blank",
  );
});
