// A staff preview in Chromium (issue 23): an editor, signed in, opens an unpublished position at
// its public address and sees it with the "Not published" banner, in English and Khmer, while
// a visitor's browser asking the same address at the same moment gets the 404 page. The
// editor's service worker keeps no copy of the preview (its answer is no-store, private), while
// it keeps the public pages it sees. Published, the position is there for the visitor too.
import type { Page } from "@playwright/test";
import { draftPosition } from "../testing/drafts.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { serverDb } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

const banner = {
  en: "Not published: only signed-in staff see this page.",
  km: "មិនទាន់បោះពុម្ពផ្សាយ៖ មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញទំព័រនេះ។",
};

/** The addresses the service worker keeps in its page cache. */
const keptPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open("pages")).keys()).map(
      (request) => new URL(request.url).pathname + new URL(request.url).search,
    ),
  );

test("an editor previews an unpublished position at its address while a visitor gets a 404 there", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const slug = `preview-analyst-${stamp}`;
  const path = `/careers/${slug}`;
  const db = await serverDb();
  try {
    await draftPosition(db, slug, `Preview Analyst ${stamp}`);

    const staff = await setUpStaff(page, {
      email: `preview-${stamp}@tonle.example`,
      roles: "editor",
      name: "Dara Editor",
    });
    await signIn(page, staff);
    // Under the service worker's control, as after any visit.
    await page.goto("/");
    await waitForInteractive(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
        );
    });

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    try {
      const [editorAnswer, visitorAnswer] = await Promise.all([page.goto(path), visitor.goto(path)]);
      expect(editorAnswer!.status()).toBe(200);
      expect(editorAnswer!.headers()["cache-control"]).toBe("no-store, private");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Preview Analyst ${stamp}`);
      await expect(page.getByRole("note")).toHaveText(banner.en);
      expect(visitorAnswer!.status()).toBe(404);
      await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText(`Preview Analyst ${stamp}`);
      await expect(visitor.getByText(banner.en)).toHaveCount(0);

      await waitForInteractive(page);
      await expectAccessible(page);
      await page.goto(`${path}?l=km`);
      await expect(page.getByRole("note")).toHaveText(banner.km);
      await waitForInteractive(page);
      await expectAccessible(page);
      await shoot(page, "preview-position", path);

      // The worker keeps a page that holds no unpublished item (vision), not the preview.
      await page.goto("/vision");
      await waitForInteractive(page);
      await expect.poll(() => keptPages(page)).toContain("/vision");
      expect(await keptPages(page)).not.toContain(path);
      expect(await keptPages(page)).not.toContain(`${path}?l=km`);

      // Published (as the editor's toggle will do): the visitor's page now.
      await db.query("update career_details set published = true where slug = $1", [path]);
      // (A new visitor: the first one's browser may show its 404 stale for stale-while-revalidate's 25 s.)
      const next = await visitorContext.browser()!.newContext();
      try {
        const newcomer = await next.newPage();
        expect((await newcomer.goto(path))!.status()).toBe(200);
        await expect(newcomer.getByRole("heading", { level: 1 })).toHaveText(`Preview Analyst ${stamp}`);
        await expect(newcomer.getByRole("note")).toHaveCount(0);
      } finally {
        await next.close();
      }
    } finally {
      await visitorContext.close();
    }
  } finally {
    await db.query("delete from career_details where slug = $1", [path]);
    await db.close();
  }
});
