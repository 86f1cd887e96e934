// A long record folds (issue 31, "compact"): on the product form, the lists are sections that
// fold, their items are closed to their name and first words, a fold moves with its item, a
// refused field opens what holds it, and "Expand all" / "Collapse all" are remembered. Nothing
// is saved, so it runs beside the site's specs.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

const editorPath = "/admin/content/products/corporate-fire-insurance";

test("the product form folds, and opens where a field needs attention", async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await setUpStaff(page, { email: `folds-${Date.now()}@tonle.example`, roles: "editor", name: "Vanna" });
  await signIn(page, staff);
  await page.goto(editorPath);
  await waitForInteractive(page);
  const section = page.getByRole("button", { name: /^Questions and answers · 3 items$/ });
  const first = page.getByRole("button", { name: "Question 1 · What does the basic policy cover?" });
  const second = page.getByRole("button", { name: "Question 2 · Which extensions can I add?" });
  const question = page.getByRole("textbox", { name: "Question English", exact: true });

  await test.step("sections open, items closed to their name and first words", async () => {
    await expect(section).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(question).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step("an item opens by keyboard, and its fold moves with it", async () => {
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Question 2", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(question).toHaveValue("Which extensions can I add?");
    await page.getByRole("button", { name: "Move Question 2 up" }).click();
    await expect(page.getByRole("button", { name: "Question 1", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(question).toHaveValue("Which extensions can I add?");
    await expect(page.getByRole("button", { name: "Question 2 · What does the basic policy cover?" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  await test.step("a refused field opens its section and its item", async () => {
    await question.fill("");
    await page.getByRole("button", { name: "Question 1", exact: true }).click();
    await section.click();
    await expect(section).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Control+s");
    await expect(page.getByText(/^Nothing was saved: 1 field needs attention/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Questions and answers/ })).toHaveAttribute("aria-expanded", "true");
    await expect(question).toBeVisible();
    await expect(question).toHaveAccessibleDescription("Fill this in.");
  });

  await test.step("“Collapse all” and “Expand all”, remembered after a reload", async () => {
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect(page.getByRole("button", { name: /^Description · 2 items$/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.getByRole("button", { name: "Expand all" }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await waitForInteractive(page);
    await expect(page.getByRole("button", { name: "Question 3", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(question).toHaveCount(3);
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect(section).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("in the Khmer interface", async () => {
    await page.goto(`${editorPath}?l=km`);
    await waitForInteractive(page);
    await page.getByRole("button", { name: "ពង្រីកទាំងអស់" }).click();
    await expect(page.getByRole("button", { name: /^សំណួរ និងចម្លើយ · 3 ធាតុ$/ })).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    await page.getByRole("button", { name: "បង្រួមទាំងអស់" }).click();
    await page.getByRole("button", { name: "ពង្រីកទាំងអស់" }).focus();
  });
  await shoot(page, "content-folds", editorPath);
});
