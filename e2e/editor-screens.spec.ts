// Every screen of the content editor is axe-clean in both interface languages (issue 23), and
// fits a 360 px phone without sideways scrolling, as it opens and every fold open (issue 40): the
// index, the missing-translations list, and for each entity its editor (a single page) or its
// list and its first item's editor (a collection). One test per entity, so that no test holds
// many axe runs on a busy machine and the workers share them out; each worker signs one editor
// in once. The screens only read, so they run on the public site's server.
import { entities } from "../app/content/areas.server.ts";
import { expect, expectAccessible, test as base, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";
import { testServers, type TestServer } from "./test-servers.ts";
import type { BrowserContextOptions, Page } from "@playwright/test";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

const test = base.extend<object, { editorSession: StorageState }>({
  editorSession: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const { dataDir } = workerInfo.project.metadata as Partial<TestServer>;
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const email = `axe-${workerInfo.workerIndex}-${Date.now()}@tonle.example`;
      await signIn(
        page,
        await setUpStaff(page, { email, roles: "editor", name: "Vanna", dataDir: dataDir ?? testServers.site.dataDir }),
      );
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  storageState: async ({ editorSession }, provide) => provide(editorSession),
});

/** What of the page reaches past the screen's edges (a few of them, named), or [] when all fits. */
const pastTheEdges = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("main *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && element.checkVisibility();
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .concat(
        document.documentElement.scrollWidth > width ? [`scrollWidth ${document.documentElement.scrollWidth}`] : [],
      );
  });

/**
 * The open screen on a small phone (360 px), as it opened and, in Khmer (the wider words), with
 * every fold open: nothing wider than the screen (no sideways scrolling), so every button of a
 * list's items (↑ ↓ ✕) is on it. The folds are closed again after.
 */
async function expectFitsPhone(page: Page, screen: string, { unfold }: { unfold: boolean }): Promise<void> {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  try {
    expect(await pastTheEdges(page), `${screen} as it opens`).toEqual([]);
    const [expandAll, collapseAll] = [
      page.locator(".ed-folds button").first(),
      page.locator(".ed-folds button").last(),
    ];
    if (unfold && (await expandAll.count())) {
      await expandAll.click();
      expect(await pastTheEdges(page), `${screen} with every fold open`).toEqual([]);
      await collapseAll.click();
    }
  } finally {
    await page.setViewportSize(desktop);
  }
}

/** Each screen in English and in Khmer: axe-clean, and fit for a 360 px phone. */
async function expectAccessibleInBothLanguages(page: Page, screen: string): Promise<void> {
  for (const suffix of ["", "?l=km"]) {
    await page.goto(`${screen}${suffix}`);
    await waitForInteractive(page);
    await expect(page.getByRole("heading", { level: 1 }), screen).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page, `${screen}${suffix}`, { unfold: suffix !== "" });
  }
}

// Axe takes seconds on an editor's long form, more on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("the content index and the missing-translations list are axe-clean in both interface languages", async ({
  page,
}) => {
  await page.goto("/admin/content");
  // The index links every entity, each once.
  const linked = await page
    .locator("main .ed-index a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect([...linked].sort()).toEqual(entities.map((entity) => `/admin/content/${entity.name}`).sort());
  for (const screen of ["/admin/content", "/admin/content/translations"])
    await expectAccessibleInBothLanguages(page, screen);
});

for (const entity of entities) {
  test(`the ${entity.name} editor (and its list) is axe-clean in both interface languages and fits a 360 px phone`, async ({
    page,
  }) => {
    const path = `/admin/content/${entity.name}`;
    await page.goto(path);
    if (/\/main$/.test(new URL(page.url()).pathname)) {
      await expectAccessibleInBothLanguages(page, new URL(page.url()).pathname);
      return;
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
  });
}
