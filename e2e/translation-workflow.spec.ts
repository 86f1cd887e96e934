// Each language its own workflow (issue 45), as the web team and a visitor meet it: a position
// published in English only shows its Khmer page in English with a notice (scripts off), and is
// not on the Khmer list; a Khmer translator sees the English fields but cannot change them, cannot
// publish, and a forged change of an English field is refused with nothing changed; their work
// sent for review is approved by an editor and published in Khmer. Axe-checked in both languages.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { keepFoldsOpen, setUpStaff, shoot, signIn } from "./staff-helpers.ts";
import { serverDb } from "./server-data.ts";
import { draftPosition } from "../testing/drafts.ts";

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("English only, then a Khmer translator's work reviewed and published", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const slug = `translated-${stamp}`;
  const [english, khmer, translated] = [`Translator ${stamp}`, `អ្នកបកប្រែ ${stamp}`, `អ្នកបកប្រែជំនាញ ${stamp}`];
  const db = await serverDb();
  try {
    await draftPosition(db, slug, english);
    await db.query("update career_details set position = $2 where slug = $1 and lang = 'km'", [
      `/careers/${slug}`,
      khmer,
    ]);
  } finally {
    await db.close();
  }
  const editor = await setUpStaff(page, { email: `wf-editor-${stamp}@tonle.example`, roles: "editor", name: "Dara" });
  const translatorPage = await (await browser.newContext()).newPage();
  const translator = await setUpStaff(translatorPage, {
    email: `wf-km-${stamp}@tonle.example`,
    roles: "translator_km",
    name: "Sophea",
  });

  await test.step("the editor publishes the English only", async () => {
    await signIn(page, editor);
    await open(page, `/admin/content/positions/${slug}`);
    await page.getByLabel("Publication in English").selectOption({ label: "Publish with this save" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByLabel("Publication in English").locator("option:checked")).toHaveText("Published");
    await expect(page.getByLabel("Publication in Khmer").locator("option:checked")).toHaveText("Not published");
    await open(page, "/admin/content/positions");
    await expect(page.getByRole("row").filter({ hasText: english })).toContainText("Published in English only");
  });

  await test.step("a visitor without scripts: the Khmer page shows the English with a notice; the Khmer list leaves it out", async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const visit = await visitor.newPage();
    const answer = await visit.goto(`/careers/${slug}?l=km`);
    expect(answer?.status()).toBe(200);
    await expect(visit.getByRole("note")).toHaveText("ទំព័រនេះមិនទាន់មានជាភាសាខ្មែរនៅឡើយទេ។ វាត្រូវបានបង្ហាញជាភាសាអង់គ្លេស។");
    await expect(visit.getByRole("heading", { level: 1, name: english })).toBeVisible();
    expect(await visit.locator("link[rel=canonical]").getAttribute("href")).toMatch(new RegExp(`/careers/${slug}$`));
    await visit.goto("/careers?l=km");
    await expect(visit.getByText(english)).toHaveCount(0);
    // The list may be in an instance's page cache from before: it shows within the cache's bound.
    await expect(async () => {
      await visit.goto("/careers");
      await expect(visit.getByText(english).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const sitemap = await (await visit.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/careers/${slug}</loc>`);
    expect(sitemap).not.toContain(`/careers/${slug}?l=km`);
    await visitor.close();
    // Pictures with scripts on: the Khmer one is the page in English with its notice.
    const looker = await browser.newContext();
    await shoot(await looker.newPage(), "translation-fallback", `/careers/${slug}`);
    await looker.close();
  });

  await test.step("the Khmer translator sees the English but cannot change it, nor publish", async () => {
    await signIn(translatorPage, translator);
    await keepFoldsOpen(translatorPage);
    await open(translatorPage, `/admin/content/positions/${slug}`);
    await expect(translatorPage.getByText("You translate into Khmer.", { exact: false })).toBeVisible();
    await expect(translatorPage.getByRole("textbox", { name: "Position English" })).toBeDisabled();
    await expect(translatorPage.getByRole("textbox", { name: "Position English" })).toHaveValue(english);
    await expect(translatorPage.getByRole("textbox", { name: "Position Khmer" })).toBeEnabled();
    await expect(translatorPage.getByLabel("Publication in Khmer")).toHaveCount(0);
    await expect(translatorPage.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expectAccessible(translatorPage);
    await open(translatorPage, "/admin/content/positions");
    await expect(translatorPage.getByRole("link", { name: "New item" })).toHaveCount(0);
    await expect(translatorPage.getByRole("checkbox")).toHaveCount(0);
  });

  await test.step("a forged change of an English field is refused, nothing changed", async () => {
    await open(translatorPage, `/admin/content/positions/${slug}`);
    const form = translatorPage.locator("#content-form");
    const value = JSON.parse((await form.locator("input[name=value]").inputValue()) as string);
    value.en.position = "Forged";
    const forged = await translatorPage.request.post(`/admin/content/positions/${slug}`, {
      form: {
        intent: "review",
        lang: "km",
        version: await form.locator("input[name=version]").inputValue(),
        value: JSON.stringify(value),
      },
      headers: { origin: new URL(translatorPage.url()).origin },
    });
    expect(forged.status()).toBe(403);
    const check = await serverDb();
    try {
      const [row] = await check.query<{ position: string }>(
        "select position from career_details where slug = $1 and lang = 'en'",
        [`/careers/${slug}`],
      );
      expect(row?.position).toBe(english);
      expect(await check.query("select 1 from content_reviews where key = $1", [slug])).toHaveLength(0);
    } finally {
      await check.close();
    }
  });

  await test.step("the translator sends the Khmer for review", async () => {
    await translatorPage.reload();
    await waitForInteractive(translatorPage);
    await translatorPage.getByRole("textbox", { name: "Position Khmer" }).fill(translated);
    await translatorPage.getByRole("textbox", { name: "Note for the editor (optional)" }).fill("Checked with HR");
    await translatorPage.getByRole("button", { name: "Send for review" }).last().click();
    await expect(translatorPage.getByRole("status").filter({ hasText: "Sent for review." })).toBeVisible();
    await expect(translatorPage.getByRole("region", { name: "Translation for review" })).toContainText(
      "It waits for an editor.",
    );
  });

  await test.step("the editor sees it on the translations screen, approves it, and the Khmer page is published", async () => {
    await open(page, "/admin/content/translations");
    const waiting = page.getByRole("table", { name: "Waiting for review" });
    await expect(waiting.getByRole("row").filter({ hasText: slug })).toContainText("Sophea");
    await expectAccessible(page);
    await open(page, "/admin/content/translations?l=km");
    await expectAccessible(page);
    await open(page, `/admin/content/positions/${slug}`);
    const review = page.getByRole("region", { name: "Translation for review" });
    await expect(review).toContainText("Sophea sent the Khmer text for review");
    await expect(review).toContainText("Checked with HR");
    await expect(review).toContainText(translated);
    await expectAccessible(page);
    await review.getByRole("button", { name: "Approve and publish the Khmer text" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The translation is approved and published." }),
    ).toBeVisible();
    await expect(page.getByLabel("Publication in Khmer").locator("option:checked")).toHaveText("Published");
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const visit = await visitor.newPage();
    // The page in English was seen before: the Khmer shows once the page cache sees the change.
    await expect(async () => {
      await visit.goto(`/careers/${slug}?l=km`);
      await expect(visit.getByRole("heading", { level: 1, name: translated })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(visit.getByRole("note")).toHaveCount(0);
    await visitor.close();
  });

  await test.step("the English changes: the Khmer position is marked to check, in both languages of the interface", async () => {
    await open(page, `/admin/content/positions/${slug}`);
    await page.getByRole("textbox", { name: "Position English" }).fill(`${english} (senior)`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    const marks = page.getByRole("status").filter({ hasText: "1 field to check" });
    await expect(marks.getByRole("link", { name: "Khmer › Position" })).toBeVisible();
    await open(translatorPage, `/admin/content/positions/${slug}?l=km`);
    await expect(translatorPage.getByText(/^វាល \S+ ត្រូវពិនិត្យ/)).toBeVisible();
    // Nothing of theirs is left unsaved: what they sent was approved.
    await expect(translatorPage.getByRole("heading", { name: /^ការផ្លាស់ប្តូរមិនទាន់រក្សាទុក/ })).toHaveCount(0);
    await expectAccessible(translatorPage);
    await shoot(translatorPage, "translator-editor", `/admin/content/positions/${slug}`);
    await translatorPage.getByRole("button", { name: "នៅតែត្រឹមត្រូវ៖ សម្គាល់វាលភាសាខ្មែរថាបានពិនិត្យ" }).click();
    await expect(translatorPage.getByRole("status").filter({ hasText: "បានសម្គាល់ថាបានពិនិត្យ។" })).toBeVisible();
    await expect(translatorPage.getByText(/^វាល \S+ ត្រូវពិនិត្យ/)).toHaveCount(0);
  });
});
