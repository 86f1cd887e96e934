// The live preview beside the content editor (issue 31): the public page, drawn by the site's own
// route from what the editor has typed and not saved, follows the typing, in either language and
// at a phone's or a desktop's width. At the same moment a visitor at that address, even one
// asking with the preview's own address, gets the published page. Nothing is saved here, so it
// runs beside the site's specs.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("the preview draws the unsaved title for the editor alone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const staff = await setUpStaff(page, { email: `preview-${Date.now()}@tonle.example`, roles: "editor", name: "Dara" });
  await signIn(page, staff);
  await page.goto("/admin/content/positions/claims-officer");
  await waitForInteractive(page);
  const title = page.getByRole("textbox", { name: "Position English", exact: true });
  const published = await title.inputValue();
  const toggle = page.getByRole("button", { name: "Live preview" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const frameElement = page.locator("iframe.ed-preview__frame");
  await expect(frameElement).toHaveAttribute("title", "Preview of the page: English, Phone");
  const frame = page.frameLocator("iframe.ed-preview__frame");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(published);

  const typed = `Senior claims officer ${Date.now().toString(36)}`;
  await test.step("the preview follows typing, before any save", async () => {
    await title.fill(typed);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(typed);
  });

  await test.step("a visitor at the same moment sees the published title, even at the preview's address", async () => {
    const address = (await frameElement.getAttribute("src"))!;
    expect(address).toBe("/careers/claims-officer?draft=positions%2Fclaims-officer");
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of ["/careers/claims-officer", address]) {
      await visitorPage.goto(new URL(path, page.url()).href);
      await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(published);
    }
    await visitor.close();
  });

  await test.step("the editor's preview is framed by the back office only and kept by no cache", async () => {
    const response = await page.request.get((await frameElement.getAttribute("src"))!);
    expect(await response.text()).toContain(typed);
    expect(response.headers()["cache-control"]).toBe("no-store, private");
    expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  await test.step("the Khmer page, at a desktop's width", async () => {
    const khmerTitle = page.getByRole("textbox", { name: "Position Khmer", exact: true });
    const typedKm = `មន្ត្រីទាមទារសំណង ${Date.now().toString(36)}`;
    await khmerTitle.fill(typedKm);
    await page.getByRole("radio", { name: "Khmer" }).check();
    await expect(frame.locator("html")).toHaveAttribute("lang", "km");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(typedKm);
    await page.getByRole("radio", { name: "Desktop" }).check();
    await expect(frameElement).toHaveAttribute("title", "Preview of the page: Khmer, Desktop");
    expect(await frameElement.evaluate((element) => (element as HTMLIFrameElement).offsetWidth)).toBe(1280);
    await expectAccessible(page);
  });

  await test.step("a required field emptied: the saved page is shown, and the editor says why", async () => {
    await title.fill("");
    await expect(page.getByRole("status").filter({ hasText: "The preview shows the saved page" })).toBeVisible();
  });

  await test.step("in the Khmer interface too", async () => {
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto("/admin/content/positions/claims-officer?l=km");
    await waitForInteractive(page);
    // The draft left by this test is offered first; the preview is beside it.
    await page.getByRole("button", { name: "មើលផ្ទាល់ជាមុន" }).click();
    await expect(page.locator("iframe.ed-preview__frame")).toHaveAttribute("title", "ការមើលជាមុននៃទំព័រ៖ ភាសាខ្មែរ, ទូរស័ព្ទ");
    await expectAccessible(page);
  });
});

test("on a desktop, the save bar leaves the first fields clear, and the form and the preview share the width as the editor sets it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await setUpStaff(page, { email: `split-${Date.now()}@tonle.example`, roles: "editor", name: "Dara" });
  await signIn(page, staff);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/content/newsletters/customer-day-2025");
  await waitForInteractive(page);
  const bar = page.locator(".ed-actions");
  const title = page.getByRole("textbox", { name: "Title English", exact: true });

  await test.step("while the toolbar's Save is on screen, the save bar covers no field", async () => {
    await expect(page.getByRole("button", { name: "Save (Ctrl+S)" })).toBeInViewport();
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(bar).not.toBeInViewport();
    // Scrolled on, the bar follows with Save and the publication.
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await expect(bar.getByLabel("Publication in English")).toBeVisible();
    await page.mouse.wheel(0, -5000);
    await expect(bar).not.toBeInViewport();
  });

  const form = page.locator(".ed-split__main");
  const handle = page.getByRole("separator", { name: "Width of the form and the preview" });
  await test.step("the preview opens beside the form, and the handle between them moves by keyboard and by pointer", async () => {
    await page.getByRole("button", { name: "Live preview" }).click();
    await expect(handle).toBeVisible();
    const before = (await form.boundingBox())!.width;
    const share = Number(await handle.getAttribute("aria-valuenow"));
    await handle.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowRight");
    await expect(handle).toHaveAttribute("aria-valuenow", String(share - 15));
    const wider = (await form.boundingBox())!.width;
    expect(wider).toBeGreaterThan(before + 100);
    await page.keyboard.press("End");
    await expect(handle).toHaveAttribute("aria-valuenow", "25");
    // Dragged left, the preview takes more of the width.
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x - 300, box.y + 100, { steps: 5 });
    await page.mouse.up();
    expect(Number(await handle.getAttribute("aria-valuenow"))).toBeGreaterThan(40);
    expect((await form.boundingBox())!.width).toBeLessThan(wider);
    await expectAccessible(page);
  });

  await test.step("the choice is kept for the next record", async () => {
    const share = await handle.getAttribute("aria-valuenow");
    await page.goto("/admin/content/positions/claims-officer");
    await waitForInteractive(page);
    await page.getByRole("button", { name: "Live preview" }).click();
    await expect(handle).toHaveAttribute("aria-valuenow", share!);
  });

  await test.step("below 70rem, the preview lies over the form, which keeps the whole width", async () => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(handle).toBeHidden();
    const split = (await page.locator(".ed-split").boundingBox())!;
    expect((await form.boundingBox())!.width).toBeCloseTo(split.width, 0);
  });
});
