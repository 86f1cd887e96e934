// The service pages' content in Chromium, as an editor edits it (issue 23): a claims team's
// helpline changed in both languages and seen on /claims in both; a garage panel added with its
// position typed and another placed by a click on the map, both on /garages; the editors of
// claims, clinics, garages, complaint and contacts axe-checked in both interface languages.
// SHOTS_DIR=/tmp/shots-services takes screenshots of the claims and panels editors.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, keepFoldsOpen } from "./staff-helpers.ts";

const tile = readFileSync(new URL("../public/icons/icon-192.png", import.meta.url));
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const number = (page: Page, name: string) => page.getByRole("spinbutton", { name, exact: true });
const province = (page: Page) => page.getByRole("combobox", { name: "Province", exact: true });

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

// Saving every garage panel takes 1.6 s of a quiet machine, past expect's 5 s while both of CI's
// cores are busy (the button says "Saving…" meanwhile).
async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible({ timeout: 20_000 });
}

/** A visitor's page at `path`, tried until the change is there (the page cache follows the content version). */
async function seenBy(page: Page, path: string, text: string): Promise<void> {
  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  await expect(async () => {
    await publicPage.goto(path);
    await expect(publicPage.locator("main").getByText(text).first()).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await visitor.close();
}

test("an editor changes a claims helpline in both languages, adds garage panels typed and picked on the map, on accessible editors", async ({
  page,
  context,
}) => {
  // Ten editors checked by axe, two saves and four public pages: on a loaded two-core machine the
  // axe step alone took 217 s.
  test.setTimeout(480_000);
  // The map tiles (OpenStreetMap's by default) are never fetched from the internet by a test.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: "image/png", body: tile }));
  const staff = await setUpStaff(page, {
    email: `services-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Dara",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);
  const stamp = Date.now().toString(36).slice(-5);

  await test.step("the editors of the service pages are accessible in English and Khmer", async () => {
    for (const name of ["claims", "clinics", "garages", "complaint", "contacts"]) {
      for (const query of ["", "?l=km"]) {
        await openEditor(page, `/admin/content/${name}/main${query}`);
        await expectAccessible(page);
      }
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ព័ត៌មានទំនាក់ទំនង");
  });

  await test.step("a claims team's helpline, in both languages, on /claims in both", async () => {
    await openEditor(page, "/admin/content/claims/main");
    await shoot(page, "content-claims", "/admin/content/claims/main");
    const medical = page.getByRole("group", { name: "Medical claims", exact: true });
    const english = `081 999 ${stamp} (24/7)`;
    const khmer = `០៨១ ៩៩៩ ${stamp} (២៤/៧)`;
    await medical.getByRole("textbox", { name: "Helpline number English", exact: true }).fill(english);
    await medical.getByRole("textbox", { name: "Helpline number Khmer", exact: true }).fill(khmer);
    // A claim form's address that could not be a link is refused beside it; what was typed stays.
    const form = medical.getByRole("group", { name: "Claim form", exact: true });
    const formUrl = form.getByRole("textbox", { name: "File or link English", exact: true });
    const previous = await formUrl.inputValue();
    await formUrl.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(formUrl).toHaveAttribute("aria-invalid", "true");
    await expect(formUrl).toHaveAccessibleDescription(/Enter a full web address/);
    await expect(medical.getByRole("textbox", { name: "Helpline number Khmer", exact: true })).toHaveValue(khmer);
    // Text that is no address at all is refused too, though a browser would read it as a path.
    await formUrl.fill("not a link");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(formUrl).toHaveAttribute("aria-invalid", "true");
    await expect(formUrl).toHaveAccessibleDescription(/Enter a full web address/);
    // A path of this site is accepted only where there is a page or a file.
    await formUrl.fill("/forms/no-such-claim-form.pdf");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(formUrl).toHaveAccessibleDescription(/This site has no page at this address/);
    // A document uploaded from the link field's own library picker fills in its address.
    await form.getByRole("button", { name: "From the library… File or link English" }).click();
    const picker = page.getByRole("dialog");
    await picker.getByText("Upload a new file").click();
    await picker.getByLabel("File", { exact: true }).setInputFiles("app/uploads/fixtures/letter.pdf");
    await picker.getByRole("button", { name: "Upload and choose" }).click();
    await expect(picker).toBeHidden();
    await expect(formUrl).toHaveValue(/^\/media\/letter-[0-9a-f]+\.pdf$/);
    await expect(form.getByRole("button", { name: "From the library… File or link English" })).toBeFocused();
    await formUrl.fill(previous);
    await save(page);
    await seenBy(page, "/claims", english);
    await seenBy(page, "/claims?l=km", khmer);
  });

  const typed = {
    en: `Kep Seaside Garage ${stamp}`,
    km: `យានដ្ឋានមាត់សមុទ្រកែប ${stamp}`,
    lat: "10.4829",
    lng: "104.3167",
  };
  const picked = { en: `Takhmao Auto ${stamp}`, km: `យានដ្ឋានតាខ្មៅ ${stamp}` };

  await test.step("a garage panel with its position typed, and another placed by a click on the map", async () => {
    await openEditor(page, "/admin/content/garages/main");
    const panels = page.getByRole("group", { name: /^Panels · \d+ items?$/ });
    const count = await panels.locator(":scope > div > ol > li").count();
    await page.getByRole("button", { name: "Add Panel", exact: true }).click();
    await expect(field(page, "Name English").nth(count)).toBeFocused();
    await field(page, "Name English").nth(count).fill(typed.en);
    await field(page, "Name Khmer").nth(count).fill(typed.km);
    // By keyboard: the numbers are typed.
    await number(page, "Latitude").nth(count).focus();
    await page.keyboard.type(typed.lat);
    await number(page, "Longitude").nth(count).fill(typed.lng);
    await province(page).nth(count).selectOption({ label: "Kep" });

    await page.getByRole("button", { name: "Add Panel", exact: true }).click();
    await field(page, "Name English")
      .nth(count + 1)
      .fill(picked.en);
    await field(page, "Name Khmer")
      .nth(count + 1)
      .fill(picked.km);
    const item = panels.locator(":scope > div > ol > li").nth(count + 1);
    await item.getByRole("button", { name: "Pick the position on the map" }).click();
    const map = item.getByRole("region", { name: `Map: click to place “Panel ${count + 2}”` });
    await expect(map).toHaveClass(/leaflet-container/);
    await expect(item.locator(".ed-map__other").first()).toBeAttached();
    await expectAccessible(page);
    await shoot(page, "content-garages", "/admin/content/garages/main");
    // shoot() reloads the page: the unsaved items are gone; add them again, the map's one by a click.
    await openEditor(page, "/admin/content/garages/main");
    await page.getByRole("button", { name: "Add Panel", exact: true }).click();
    await field(page, "Name English").nth(count).fill(typed.en);
    await field(page, "Name Khmer").nth(count).fill(typed.km);
    await number(page, "Latitude").nth(count).fill(typed.lat);
    await number(page, "Longitude").nth(count).fill(typed.lng);
    await province(page).nth(count).selectOption({ label: "Kep" });
    await page.getByRole("button", { name: "Add Panel", exact: true }).click();
    await field(page, "Name English")
      .nth(count + 1)
      .fill(picked.en);
    await field(page, "Name Khmer")
      .nth(count + 1)
      .fill(picked.km);
    await province(page)
      .nth(count + 1)
      .selectOption({ label: "Kandal" });
    const again = page
      .getByRole("group", { name: /^Panels · \d+ items?$/ })
      .locator(":scope > div > ol > li")
      .nth(count + 1);
    await again.getByRole("button", { name: "Pick the position on the map" }).click();
    const canvas = again.locator(".ed-map__canvas");
    await expect(canvas).toHaveClass(/leaflet-container/);
    await canvas.click({ position: { x: 200, y: 120 } });
    await expect(page.getByText(/^Placed at \d+\.\d+, \d+\.\d+\.$/)).toBeAttached();
    const lat = Number(
      await number(page, "Latitude")
        .nth(count + 1)
        .inputValue(),
    );
    const lng = Number(
      await number(page, "Longitude")
        .nth(count + 1)
        .inputValue(),
    );
    // The map opens on Phnom Penh when the item has no position yet.
    expect(lat).toBeGreaterThan(11);
    expect(lat).toBeLessThan(12);
    expect(lng).toBeGreaterThan(104.5);
    expect(lng).toBeLessThan(105.5);
    await expect(canvas).toHaveAttribute("data-lat", String(lat));
    // The map open, its point placed, in a screenshot of its own.
    if (process.env.SHOTS_DIR)
      await again.screenshot({ path: `${process.env.SHOTS_DIR}/content-garages-map-desktop-en-light.png` });
    // New panels start unpublished: both are published with their page.
    const published = page
      .getByRole("group", { name: /^Panels · \d+ items?$/ })
      .getByRole("checkbox", { name: "Published" });
    await expect(published.nth(count)).not.toBeChecked();
    await published.nth(count).check();
    await published.nth(count + 1).check();
    await save(page);
    await expect(number(page, "Latitude").nth(count)).toHaveValue(typed.lat);
    await expect(number(page, "Longitude").nth(count)).toHaveValue(typed.lng);
    await expect(number(page, "Latitude").nth(count + 1)).toHaveValue(String(lat));
    await expect(number(page, "Longitude").nth(count + 1)).toHaveValue(String(lng));
  });

  await test.step("both panels are on /garages in both languages", async () => {
    await seenBy(page, "/garages", typed.en);
    await seenBy(page, "/garages", picked.en);
    await seenBy(page, "/garages?l=km", typed.km);
    await seenBy(page, "/garages?l=km", picked.km);
  });
});
