// The Content-Security-Policy in real Chromium (docs/decisions/0013-content-security-policy.md):
// every page of the sitemap, in both languages, loads and hydrates with no violation (the
// fixture fails a test on any), and a script smuggled into a page does not run.
import { test as plainTest } from "@playwright/test";
import { expect, test, waitForInteractive } from "./fixtures.ts";

test("every page in both languages hydrates with no Content-Security-Policy violation", async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
  );
  expect(paths.filter((path) => path.includes("l=km")).length).toBeGreaterThan(20);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForInteractive(page);
  }
});

plainTest("a script injected into a page is blocked and reported", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        void (window as unknown as { reportViolation(d: string): void }).reportViolation(event.effectiveDirective),
    );
  });
  // As if content had carried markup into the page: the server's own headers, an extra script.
  await page.route("/careers", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</main>",
      '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"></main>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/careers");
  await waitForInteractive(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect.poll(() => violations).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
});
