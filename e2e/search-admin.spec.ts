// The back office's page on the site search (issue 41): a search that found nothing is listed for
// an editor, who makes it a synonym in one step; visitors then find the page; the change is audited.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { searchAdminStrings } from "../app/admin/search/search-admin-strings.ts";

test("an editor turns a search that found nothing into a synonym, and visitors find the page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = searchAdminStrings.en;
  const word = `zq${Date.now().toString(36).slice(-4)}`;
  // A visitor looks for it twice and finds nothing.
  const visitor = await browser.newPage();
  for (let i = 0; i < 2; i++) {
    await visitor.goto(`/search?q=${word}`);
    await expect(visitor.locator(".search-results__none")).toBeVisible();
  }

  const staff = await setUpStaff(page, {
    email: `search-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Sophea",
  });
  await signIn(page, staff);
  await page.getByRole("navigation").getByRole("link", { name: "Site search" }).click();
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const missed = page.getByRole("region", { name: t.noResultTitle });
  const row = missed.getByRole("row", { name: new RegExp(word) });
  await expect(row.getByRole("cell").first()).toHaveText("2");
  await expectAccessible(page);

  // A refusal names the rule beside the field; then one step makes the synonym.
  const field = row.getByRole("textbox", { name: `${t.sameAs}: ${word}` });
  await row.getByRole("button", { name: t.makeSynonym }).click();
  await expect(row.getByText(t.tooFew)).toBeVisible();
  await field.fill("motor insurance");
  await row.getByRole("button", { name: t.makeSynonym }).click();
  // The group is in the list with the words typed, and its save is in the audit log.
  const group = page.locator(`.admin-search__groups input[name="words"][value*="${word}"]`);
  await expect(group).toBeVisible();
  await expect(group).toHaveValue(`${word}, motor insurance`);

  await visitor.goto(`/search?q=${word}`);
  await expect(visitor.locator(".search-hit").first().getByRole("link", { name: "Motor Insurance" })).toBeVisible();
  await visitor.close();

  // In Khmer, the page and its messages are Khmer.
  await page.goto("/admin/search?l=km");
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1, name: searchAdminStrings.km.title })).toBeVisible();
  await expectAccessible(page);
});

test("an editor answers a search that found nothing with a new FAQ question, in one step", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = searchAdminStrings.km;
  const word = `zk${Date.now().toString(36).slice(-5)}`;
  const visitor = await browser.newPage();
  await visitor.goto(`/search?q=${word}&l=km`);
  await expect(visitor.locator(".search-results__none")).toBeVisible();
  await visitor.close();

  const staff = await setUpStaff(page, {
    email: `search-faq-${Date.now()}@tonle.example`,
    roles: "editor",
    name: "Dara",
  });
  await signIn(page, staff);
  // The Khmer interface, showing the Khmer site's searches.
  await page.goto("/admin/search?l=km&in=km");
  await waitForInteractive(page);
  const row = page.getByRole("region", { name: t.noResultTitle }).getByRole("row", { name: new RegExp(word) });
  await row.getByRole("link", { name: "ឆ្លើយវានៅក្នុងសំណួរដែលសួរញឹកញាប់" }).click();

  // The FAQ's editor, with the search a new question at the end of the Khmer list, nothing saved yet.
  await expect(page).toHaveURL(/\/admin\/content\/faq\/main\?/);
  await waitForInteractive(page);
  const notice = page.getByText(`“${word}”`);
  await expect(notice).toBeVisible();
  await expect(page.getByText("នៅសល់វាល 3 ដែលត្រូវបំពេញ៖")).toBeVisible();
  // The first field left to fill has the focus: the English question beside it, open and empty.
  const english = page.locator("input:focus");
  await expect(english).toBeVisible();
  await expect(english).toHaveValue("");
  const id = (await english.getAttribute("id"))!;
  expect(id).toMatch(/^f-en-faq_details-\d+-question$/);
  await expect(page.locator(`#${id.replace("-en-", "-km-")}`)).toHaveValue(word);
  await expectAccessible(page);
  await shoot(page, "search-admin", "/admin/search?in=km");
  await shoot(page, "search-asked-faq", `/admin/content/faq/main?ask=${word}&in=km`);
  await page.goto(`/admin/content/faq/main?ask=${word}&in=km&l=km`);
  await waitForInteractive(page);

  await page.locator(`#${id}`).fill(`What about ${word}?`);
  await page.locator(`#${id.replace("-question", "-answer")}`).fill("We will tell you soon.");
  await page.locator(`#${id.replace("-en-", "-km-").replace("-question", "-answer")}`).fill("យើងនឹងប្រាប់អ្នកឆាប់ៗ។");
  await page.getByRole("button", { name: "រក្សាទុក", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/main\?l=km&notice=content-saved/);
  // Saved: the question is in the FAQ as kept, and the address no longer asks for it.
  await expect(page.getByText(`“${word}”`)).toHaveCount(0);
  await expect(page.locator(`#${id.replace("-en-", "-km-")}`)).toHaveValue(word);
});
