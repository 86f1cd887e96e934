// Images that crop well (issue 45), as an editor and a visitor meet them: a tall picture, red
// above and blue below, is a newsletter's card image, which the card crops to 1200 × 630. Its
// focal point set by clicking low on the picture moves the card's crop to the blue (pixels read
// off the visitor's screen), set by typing 0 % down moves it to the red; a point outside the
// picture is refused with its reason in both interface languages, nothing changed. And images that
// describe themselves: a home slide's Khmer description written in English is flagged after the
// save ("Khmer description missing") in both interface languages and listed on the accessibility
// warnings' screen, until it is written in Khmer again. Axe-checked.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Browser } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { keepFoldsOpen, setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { serverDb } from "./server-data.ts";
import { draftNewsletter } from "../testing/drafts.ts";
import { redAboveBlue } from "../testing/pictures.ts";

/** The colour in the middle of the newsletter card's picture, as a visitor's screen shows it. */
async function cardColour(browser: Browser, title: string): Promise<{ red: number; blue: number }> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/newsletters");
  const image = page.getByRole("article").filter({ hasText: title }).locator("img").first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shot = await image.screenshot();
  await visitor.close();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { red: data[middle]!, blue: data[middle + 2]! };
}

/**
 * Waits for the card to show the colour: a change shows within the page cache's bound (the
 * instance sees the content's new version on its next check), as for any edit.
 */
async function expectCardShows(browser: Browser, title: string, colour: "red" | "blue"): Promise<void> {
  await expect
    .poll(
      async () => {
        const { red, blue } = await cardColour(browser, title);
        return colour === "red" ? red > 150 && blue < 60 : blue > 150 && red < 60;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("a focal point moves the crop of a card, by a click or by numbers; a point outside is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Focal news ${stamp}`;
  const editor = await setUpStaff(page, { email: `focus-${stamp}@tonle.example`, roles: "editor", name: "Vanna" });
  await signIn(page, editor);

  let path = "";
  await test.step("the editor uploads a tall picture, red above and blue below", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "focus-e2e-")), "Two colours.png");
    writeFileSync(file, await redAboveBlue(600, 1200));
    await page.goto("/admin/media");
    await waitForInteractive(page);
    await page.getByLabel("File").setInputFiles(file);
    await page.getByLabel("Alt text in English").fill("Red above blue");
    await page.getByLabel("Alt text in Khmer").fill("ក្រហមលើខៀវ");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The file was uploaded." })).toBeVisible();
    path = (await page.locator(".media-details code").textContent())!;
    const db = await serverDb();
    try {
      await draftNewsletter(db, `focal-${stamp}`, title);
      await db.query(
        "update newsletter_details set image1 = $2, published = true, created_at = now() + interval '1 day' where slug = $1",
        [`/newsletters/focal-${stamp}`, path],
      );
    } finally {
      await db.close();
    }
  });
  const itemPage = page.url();
  // Without a focal point the crop keeps the middle, where the colours meet.

  await test.step("a click low on the picture: the card shows the blue", async () => {
    const picture = page.getByRole("img", { name: "Red above blue" }).nth(1);
    // Its size is its own once the picture has come (the variant is made on first ask).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width / 2, y: box.height * 0.9 } });
    await expect(page.getByLabel("Down, from the top (%)")).toHaveValue(/^(8[5-9]|9[0-5])(\.\d)?$/);
    await page.getByRole("button", { name: "Save the focal point" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The focal point was saved." })).toBeVisible();
    await expectAccessible(page);
    await expectCardShows(browser, title, "blue");
  });

  await test.step("0 % down, typed: the card shows the red", async () => {
    await page.getByLabel("Down, from the top (%)").fill("0");
    await page.getByRole("button", { name: "Save the focal point" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The focal point was saved." })).toBeVisible();
    await expectCardShows(browser, title, "red");
  });

  await test.step("a point outside the picture is refused with its reason, in both languages; nothing changed", async () => {
    await page.getByLabel("Across, from the left (%)").fill("140");
    await page.getByRole("button", { name: "Save the focal point" }).click();
    await expect(
      page.getByText("The focal point must be inside the picture: each number from 0 to 100."),
    ).toBeVisible();
    await page.goto(`${itemPage.split("?")[0]}?l=km`);
    await waitForInteractive(page);
    await page.getByLabel("ផ្ដេក ពីឆ្វេង (%)").fill("-5");
    await page.getByRole("button", { name: "រក្សាទុកចំណុចសំខាន់" }).click();
    await expect(page.getByText("ចំណុចសំខាន់ត្រូវតែនៅក្នុងរូបភាព៖ លេខនីមួយៗពី 0 ដល់ 100។")).toBeVisible();
    await expectAccessible(page);
    await expectCardShows(browser, title, "red");
    await shoot(page, "media-focus", itemPage.replace(/^https?:\/\/[^/]+/, "").split("?")[0]!);
  });
});

test("a Khmer description written in English is flagged at save and listed, in both languages", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const editor = await setUpStaff(page, { email: `describe-${stamp}@tonle.example`, roles: "editor", name: "Chenda" });
  await signIn(page, editor);
  await keepFoldsOpen(page);
  const openHome = async (query = "") => {
    await page.goto(`/admin/content/home/main${query}`);
    await waitForInteractive(page);
  };
  const altKm = page.getByRole("textbox", { name: "Alternative text Khmer", exact: true }).first();
  const save = async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved\./ })).toBeVisible();
  };
  await openHome();
  const original = await altKm.inputValue();

  await test.step("saved, it is flagged beside the item, a link to the field", async () => {
    await altKm.fill(`Rice fields at sunset ${stamp}`);
    await save();
    const warning = page.getByRole("status").filter({ hasText: "Accessibility: 1 warning." });
    await expect(warning).toContainText("Khmer description missing");
    await warning.getByRole("link").click();
    await expect(page).toHaveURL(/#f-km-[\w-]+-alt$/);
    await expect(altKm).toBeInViewport();
    await expectAccessible(page);
    await openHome("?l=km");
    await expect(page.getByRole("status").filter({ hasText: "ភាពងាយស្រួលប្រើ៖ ការព្រមាន" })).toContainText(
      "ខ្វះការពិពណ៌នាជាភាសាខ្មែរ",
    );
  });

  await test.step("the accessibility screen lists it, in both languages", async () => {
    await page.goto("/admin/accessibility");
    await waitForInteractive(page);
    const row = page.getByRole("row").filter({ hasText: "Khmer description missing" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").first()).toHaveText("Home page");
    await expectAccessible(page);
    await page.goto("/admin/accessibility?l=km");
    await waitForInteractive(page);
    await expect(page.getByRole("row").filter({ hasText: "ខ្វះការពិពណ៌នាជាភាសាខ្មែរ" })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, "accessibility-warnings", "/admin/accessibility");
  });

  await test.step("written in Khmer again, the warning goes", async () => {
    await openHome();
    await altKm.fill(original);
    await save();
    await expect(page.getByRole("status").filter({ hasText: "Accessibility:" })).toHaveCount(0);
    await page.goto("/admin/accessibility");
    await expect(page.getByRole("status").filter({ hasText: "No warning" })).toBeVisible();
  });
});
