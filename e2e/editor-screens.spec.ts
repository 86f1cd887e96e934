// Every screen of the content editor is axe-clean in both interface languages (issue 23): the
// index, the missing-translations list, and for each entity its editor (a single page) or its
// list and its first item's editor (a collection). One test per group of the index, so the
// groups run side by side; the screens only read, so they run on the public site's server.
import { entities } from "../app/content/areas.server.ts";
import { entityGroups } from "../app/content/model/view.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";
import type { Page } from "@playwright/test";

async function expectAccessibleInBothLanguages(page: Page, screen: string): Promise<void> {
  for (const suffix of ["", "?l=km"]) {
    await page.goto(`${screen}${suffix}`);
    await waitForInteractive(page);
    await expect(page.getByRole("heading", { level: 1 }), screen).toBeVisible();
    await expectAccessible(page);
  }
}

async function signInAsEditor(page: Page, name: string): Promise<void> {
  await signIn(
    page,
    await setUpStaff(page, { email: `axe-${name}-${Date.now()}@tonle.example`, roles: "editor", name: "Vanna" }),
  );
}

// Axe takes seconds on an editor's long form, more on a busy machine.
test.describe.configure({ timeout: 240_000 });

test("the content index and the missing-translations list are axe-clean in both interface languages", async ({
  page,
}) => {
  await signInAsEditor(page, "index");
  await page.goto("/admin/content");
  // The index links every entity, each once.
  const linked = await page
    .locator("main .ed-index a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect([...linked].sort()).toEqual(entities.map((entity) => `/admin/content/${entity.name}`).sort());
  for (const screen of ["/admin/content", "/admin/content/translations"])
    await expectAccessibleInBothLanguages(page, screen);
});

for (const group of entityGroups) {
  test(`the editors and lists of the ${group} group are axe-clean in both interface languages`, async ({ page }) => {
    await signInAsEditor(page, group);
    for (const entity of entities.filter((candidate) => candidate.group === group)) {
      const path = `/admin/content/${entity.name}`;
      await page.goto(path);
      if (/\/main$/.test(new URL(page.url()).pathname)) {
        await expectAccessibleInBothLanguages(page, new URL(page.url()).pathname);
        continue;
      }
      // A collection: its list, and its first item's editor.
      const first = new URL(
        await page
          .locator("main table a")
          .first()
          .evaluate((link) => (link as HTMLAnchorElement).href),
      ).pathname;
      await expectAccessibleInBothLanguages(page, path);
      await expectAccessibleInBothLanguages(page, first);
    }
  });
}
