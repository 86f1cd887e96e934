// How a page will look elsewhere (issue 45), beside the content editor: the search result and the
// link preview card of each language, read from the page as the editor's draft draws it; a long
// title is cut by width as a search engine cuts it, and the editor is told. Nothing is saved.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

test("the search result and the link card follow the draft, a long title cut and said to be", async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await setUpStaff(page, { email: `head-${Date.now()}@tonle.example`, roles: "editor", name: "Sophea" });
  await signIn(page, staff);
  await page.goto("/admin/content/products/personal-travel-insurance");
  await waitForInteractive(page);
  const title = page.getByRole("textbox", { name: "Title English", exact: true });
  const published = await title.inputValue();
  const elsewhere = page.locator("details.ed-head");
  await expect(elsewhere.locator("summary")).toHaveText("How it will look elsewhere");
  // Closed at first; opened, it reads the page.
  await expect(elsewhere).not.toHaveAttribute("open");
  await elsewhere.locator("summary").click();
  const english = elsewhere.getByRole("region", { name: "English" });
  const khmer = elsewhere.getByRole("region", { name: "Khmer" });
  await expect(english.locator(".ed-head__title")).toHaveText(new RegExp(`^${published} \\| `));
  await expect(english.getByText(/^Title: \d+ px of 580, shown whole$/)).toBeVisible();
  await expect(khmer.locator(".ed-head__title")).toHaveText(/[\u1780-\u17FF]/);
  // The product's first picture is its card's, not the site's icon.
  const picture = english.locator(".ed-head__card img");
  await expect(picture).toHaveAttribute("src", /^https?:\/\/[^/]+\/.+\.(jpe?g|png|webp|svg)$/);
  await expect(picture).not.toHaveAttribute("src", /icon-512/);
  await expect(english.locator(".ed-head__card img")).toBeVisible();

  await test.step("a long title is cut by width, marked, and the editor told", async () => {
    await title.fill(
      `Travel insurance for trips abroad and across Cambodia, with medical cover and lost luggage ${Date.now().toString(36)}`,
    );
    await expect(english.getByText(/^Title: \d+ px of 580, cut$/)).toBeVisible();
    await expect(english.locator(".ed-head__title")).toHaveText(/…$/);
    // The card shows the whole title.
    await expect(english.locator(".ed-head__card-title")).toContainText("across Cambodia");
  });

  await expectAccessible(page);
  await shoot(page, "head-preview", "/admin/content/products/personal-travel-insurance", async (shot) => {
    await shot.locator("details.ed-head summary").click();
    await expect(shot.locator(".ed-head__lang").first()).toBeVisible();
  });
  await page.goto("/admin/content/products/personal-travel-insurance?l=km");
  await waitForInteractive(page);
  await expect(page.locator("details.ed-head summary")).toHaveText("របៀបដែលវានឹងបង្ហាញនៅកន្លែងផ្សេង");
  await page.locator("details.ed-head summary").click();
  await expect(
    page
      .locator("details.ed-head")
      .getByText(/^ចំណងជើង៖/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});
