// Real drafts and scheduled publishing as a web editor uses them (issues 31 and 40): a new
// position saved with only its title stays unfinished (a publication asked for it is not
// scheduled), and the editor and the list say what each language lacks; once complete, the
// save that finishes it schedules its publication a minute ahead, beside Save, and then it is
// on /careers and in the sitemap without anyone clicking again. Axe-checked in both interface
// languages.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn, keepFoldsOpen } from "./staff-helpers.ts";
import { fillPositionDetails } from "./position-form.ts";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A moment `minutes` whole minutes ahead, as the schedule form's day and time in Phnom Penh, and when it is. */
function phnomPenhAhead(minutes: number): { day: string; time: string; at: number } {
  const at = Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000;
  const local = new Date(at + 7 * 3_600_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16), at };
}

test("saves a position with only a title, finishes it, and publishes it at a set time", async ({ page }) => {
  test.setTimeout(300_000);
  let publishAt = 0;
  const staff = await setUpStaff(page, {
    email: `scheduler-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Vanna",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);
  const stamp = Date.now().toString(36);
  const title = `Underwriter ${stamp}`;
  const slug = `underwriter-${stamp}`;

  await test.step("a new position with only its title is saved, unfinished", async () => {
    await openEditor(page, "/admin/content/positions/new");
    await field(page, "Position English").fill(title);
    // Publishing at a set time is offered before the first save, beside Save.
    const publication = page.getByLabel("Publication in English");
    await expect(publication.locator("option:checked")).toHaveText("Not published");
    await publication.selectOption({ label: "Publish at a set time…" });
    const { day, time } = phnomPenhAhead(5);
    await page.getByLabel("Day (English)").fill(day);
    await page.getByLabel("Time in Phnom Penh (English)").fill(time);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved as unfinished, and not scheduled" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Scheduled publication" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/content\/positions\/draft-[0-9a-f]{8}(\?|$)/);
    await expect(field(page, "Position English")).toHaveValue(title);
    // Which fields, each a link to its control; the editor is taken to the first.
    const missing = page.getByRole("status").filter({ hasText: /^Unfinished: \d+ fields are still to be filled in/ });
    await expect(missing).toBeVisible();
    await expect(missing.getByRole("link", { name: "Khmer › Position" })).toBeVisible();
    await expect(missing.getByRole("link", { name: "English › Department" })).toBeVisible();
    const first = missing.getByRole("link").first();
    const firstId = (await first.getAttribute("href"))!.slice(1);
    await expect(page.locator(`[id="${firstId}"]`)).toBeFocused();
    await expect(page.locator(`[id="${firstId}"]`)).toBeInViewport();
    // Beside the field too, as a refusal says it.
    await expect(field(page, "Department Khmer")).toHaveAccessibleDescription(/Fill this in\./);
    await missing.getByRole("link", { name: "Khmer › Position" }).click();
    await expect(field(page, "Position Khmer")).toBeFocused();
    // In Khmer, the same list in Khmer words.
    await page.goto(`${new URL(page.url()).pathname}?l=km`);
    await waitForInteractive(page);
    await expect(page.getByRole("status").filter({ hasText: /^មិនទាន់ចប់៖/ })).toBeVisible();
  });

  await test.step("the list shows it unfinished, with what each language lacks", async () => {
    await openEditor(page, "/admin/content/positions");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Unfinished");
    await expect(row).toContainText(/English: \d+ fields missing · Khmer: \d+ fields missing/);
    await expect(page.getByRole("row").filter({ hasText: "Claims Officer" }).first()).toContainText(
      "English ready · Khmer ready",
    );
    await expectAccessible(page);
    await page.goto("/admin/content/positions?l=km");
    await waitForInteractive(page);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("មិនទាន់ចប់");
    await expectAccessible(page);
    await page.goto("/admin/content/positions");
    await page.getByRole("link", { name: title }).click();
    await waitForInteractive(page);
  });

  await test.step("finished, it moves to its own address, still unpublished, its publication scheduled with the same save", async () => {
    await field(page, "Web address").fill(slug);
    await field(page, "Position Khmer").fill(`អ្នកធានារ៉ាប់រង ${stamp}`);
    await field(page, "Department English").fill("Underwriting");
    await field(page, "Department Khmer").fill("ផ្នែកធានារ៉ាប់រង");
    await fillPositionDetails(page, { employment: "Full-time", order: 9 });
    // A moment past is refused beside the choice, nothing saved.
    // English first: each language is published on its own (the Khmer stays unpublished here).
    await page.getByLabel("Publication in English").selectOption({ label: "Publish at a set time…" });
    await page.getByLabel("Day (English)").fill("2020-01-01");
    await page.getByLabel("Time in Phnom Penh (English)").fill("09:00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a moment in the future." })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/positions\/draft-[0-9a-f]{8}(\?|$)/);
    const { day, time, at } = phnomPenhAhead(1);
    publishAt = at;
    await page.getByLabel("Day (English)").fill(day);
    await page.getByLabel("Time in Phnom Penh (English)").fill(time);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/positions/${slug}(\\?|$)`));
    await expect(page.getByRole("status").filter({ hasText: "Saved, and scheduled" })).toBeVisible();
    await expect(page.getByLabel("Publication in English").locator("option:checked")).toHaveText("Not published");
    const scheduled = page.getByRole("region", { name: "Scheduled publication" });
    await expect(scheduled).toContainText(/English: Publishes on \d+ \w+ \d{4}, \d\d:\d\d/);
    await expectAccessible(page);
    await page.goto(`${new URL(page.url()).pathname}?l=km`);
    await waitForInteractive(page);
    await expect(page.getByRole("region", { name: "ការផ្សព្វផ្សាយដែលបានកំណត់ពេល" })).toContainText("ផ្សព្វផ្សាយនៅ");
    await expectAccessible(page);
    await openEditor(page, "/admin/content/positions");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Publishes on");
  });

  await test.step("on time, it is on /careers and in the sitemap, with nobody clicking", async () => {
    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    // Not before its time (the schedule runs then): a page a second until then would only load the machine.
    await publicPage.waitForTimeout(Math.max(0, publishAt - Date.now()));
    await expect(async () => {
      await publicPage.goto("/careers");
      await expect(publicPage.getByText(title).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 150_000 });
    expect(await (await publicPage.request.get("/sitemap.xml")).text()).toContain(`/careers/${slug}`);
    await visitor.close();
    await openEditor(page, `/admin/content/positions/${slug}`);
    await expect(page.getByLabel("Publication in English").locator("option:checked")).toHaveText("Published");
    await expect(page.getByLabel("Publication in Khmer").locator("option:checked")).toHaveText("Not published");
    await expect(page.getByRole("region", { name: "Scheduled publication" })).toContainText("as scheduled");
  });
});
