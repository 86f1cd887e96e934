// A product page edited in Chromium as the web team would (issue 23): a description paragraph
// changed in English and Khmer side by side, a question moved up by keyboard, an answer turned
// from a paragraph into a list; after the save both public pages show all three. Axe-checked in
// both interface languages; SHOTS_DIR=/tmp/shots-products takes screenshots of the editor.
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn, keepFoldsOpen } from "./staff-helpers.ts";

const field = (page: Page | Locator, name: string) => page.getByRole("textbox", { name, exact: true });
const editorPath = "/admin/content/products/corporate-fire-insurance";
const publicPath = "/corporate/fire-insurance";

test("an editor changes a product in both languages, reorders its questions by keyboard and turns an answer into a list", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await setUpStaff(page, {
    email: `products-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Dara",
  });
  await signIn(page, staff);
  await keepFoldsOpen(page);

  await test.step("the product is found from the content index", async () => {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Website content" }).click();
    await page.getByRole("link", { name: "Product pages" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/products$/);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Fire Insurance", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
    await waitForInteractive(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fire Insurance");
    await expectAccessible(page);
  });

  const stamp = Date.now().toString(36);
  const english = `Fire cover for every building in Cambodia (${stamp}).`;
  const khmer = `ការធានាអគ្គិភ័យសម្រាប់អគារទាំងអស់នៅកម្ពុជា (${stamp})។`;
  const points = [`Shops (${stamp})`, `Warehouses (${stamp})`];

  await test.step("the first paragraph in English and its Khmer twin, side by side", async () => {
    const paragraphEn = field(page, "Paragraph 1 English");
    const paragraphKm = field(page, "Paragraph 1 Khmer");
    expect(await paragraphKm.evaluate((input) => input.closest("[lang]")?.getAttribute("lang"))).toBe("km");
    await paragraphEn.fill(english);
    await paragraphKm.fill(khmer);
  });

  const secondQuestion = {
    en: await field(page, "Question English").nth(1).inputValue(),
    km: await field(page, "Question Khmer").nth(1).inputValue(),
  };
  await test.step("question 2 moves to the top by keyboard in both languages", async () => {
    await page.getByRole("button", { name: "Move Question 2 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move Question 1 down" })).toBeFocused();
    await expect(page.getByText("Question moved to position 1.")).toBeAttached();
    await expect(field(page, "Question English").first()).toHaveValue(secondQuestion.en);
    await expect(field(page, "Question Khmer").first()).toHaveValue(secondQuestion.km);
  });

  let switched = "";
  await test.step("an English answer written as a paragraph becomes a bulleted list of two points", async () => {
    const kinds = page.getByRole("combobox", { name: "Kind English" });
    const index = (
      await kinds.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))
    ).indexOf("text");
    expect(index).toBeGreaterThanOrEqual(0);
    switched = await field(page, "Question English").nth(index).inputValue();
    const kind = kinds.nth(index);
    await kind.selectOption({ label: "Bulleted list" });
    const cell = kind.locator("xpath=ancestor::div[contains(@class, 'ed-union__cell')]");
    // Points are lines of one text box (a blank line is no point).
    await field(cell, "Points English").fill(`${points.join("\n")}\n\n`);
    await expectAccessible(page);
  });

  await test.step("saved; both public pages show the paragraph, the new order and the list", async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(field(page, "Paragraph 1 Khmer")).toHaveValue(khmer);
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await expect(async () => {
      await publicPage.goto(publicPath);
      await expect(publicPage.getByText(english)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    const questions = publicPage.locator(".qa-list summary");
    await expect(questions.first()).toHaveText(secondQuestion.en);
    const answer = publicPage
      .locator(".qa-list details")
      .filter({ has: publicPage.locator("summary", { hasText: switched }) });
    await answer.locator("summary").click();
    await expect(answer.getByRole("listitem")).toHaveText(points);

    await publicPage.goto(`${publicPath}?l=km`);
    await expect(publicPage.getByText(khmer)).toBeVisible();
    await expect(publicPage.getByText(english)).toHaveCount(0);
    await expect(publicPage.locator(".qa-list summary").first()).toHaveText(secondQuestion.km);
    await visitor.close();
  });

  await test.step("the product editor in Khmer", async () => {
    await page.goto(`${editorPath}?l=km`);
    await waitForInteractive(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ទំព័រផលិតផល");
    await expect(page.getByRole("textbox", { name: "កថាខណ្ឌ 1 ភាសាខ្មែរ" })).toHaveValue(khmer);
    await expectAccessible(page);
    await shoot(page, "content-product", editorPath);
  });
});

test("a product renamed: the editor is told where the old name is, and changes it there too in the same save", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await setUpStaff(page, { email: `renamer-${Date.now()}@tonle.example`, roles: "editor", name: "Dara" });
  await signIn(page, staff);
  const path = "/admin/content/products/corporate-money-insurance";
  const newName = `Cash Cover ${Date.now().toString(36)}`;
  const title = (lang: "English" | "Khmer") => field(page, `Title ${lang}`);

  await test.step("a new English title: the menu's entry still holds the old one, and the editor is asked", async () => {
    await page.goto(path);
    await waitForInteractive(page);
    await title("English").fill(newName);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const asked = page.getByRole("region", { name: "Other records name it as it was" });
    await expect(asked).toBeVisible();
    await expect(asked.getByRole("heading")).toBeFocused();
    await expect(asked.getByRole("link", { name: /^Menu/ })).toHaveAttribute("href", "/admin/content/menu/main");
    await expect(asked).toContainText(`“Money Insurance” becomes “${newName}”`);
    await expect(asked).toContainText(/English › Menu items › Menu item \d › Sub-items › Sub-item \d › Title/);
    await expectAccessible(page);
    await asked.getByRole("button", { name: "Save, and change them too" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved, and the other places that named it were changed too." }),
    ).toBeVisible();
  });

  await test.step("the menu, the home page's cards and /corporate show the new name", async () => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const page of ["/", "/corporate"])
      await expect(async () => {
        await visitorPage.goto(page);
        await expect(visitorPage.locator("main").getByText(newName, { exact: true }).first()).toBeVisible({
          timeout: 1000,
        });
        await expect(visitorPage.locator("main").getByText("Money Insurance", { exact: true })).toHaveCount(0);
      }).toPass({ timeout: 90_000 });
    await visitor.close();
  });

  await test.step("named back from the Khmer interface, the question in Khmer", async () => {
    await page.goto(`${path}?l=km`);
    await waitForInteractive(page);
    await page.getByRole("textbox", { name: "ចំណងជើង ភាសាអង់គ្លេស", exact: true }).fill("Money Insurance");
    await page.getByRole("button", { name: "រក្សាទុក", exact: true }).click();
    const asked = page.getByRole("region", { name: "កំណត់ត្រាផ្សេងទៀតនៅដាក់ឈ្មោះវាដូចមុន" });
    await expect(asked).toContainText(`«${newName}» ក្លាយជា «Money Insurance»`);
    await asked.getByRole("button", { name: "រក្សាទុក ហើយប្តូរវាដែរ" }).click();
    await expect(page.getByRole("status").filter({ hasText: "បានរក្សាទុក ហើយកន្លែងផ្សេងទៀត" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "ចំណងជើង ភាសាអង់គ្លេស", exact: true })).toHaveValue("Money Insurance");
  });
});
