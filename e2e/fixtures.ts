import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Every test fails on a Content-Security-Policy violation in any page of its context: the
 * policy must let everything the site does run (sliders, viewer, map, forms) and block nothing.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
          report(
            `${location.pathname}${location.search}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core on the current page: no serious or critical violations. Every rule runs; only the
 * violations are gathered in detail (`resultTypes`), which spares axe the work of describing
 * each node that passed. Legacy mode runs axe in the page itself (same-origin frames included)
 * instead of gathering each frame's results in a new blank page: the same findings for a third
 * of the time, as the site frames nothing of another origin until a visitor plays a video (and
 * an untested frame would be a violation of its own, "frame-tested").
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  // A part alone (a dialog that closes by itself) when the whole page is checked elsewhere.
  if (within) builder.include(within);
  const results = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** A text as a page in that language writes it: Khmer pages write Khmer digits. */
export const inDigitsOf = (text: string, lang: "en" | "km") =>
  lang === "km" ? text.replace(/[0-9]/g, (digit) => "០១២៣៤៥៦៧៨៩"[Number(digit)]!) : text;

/** Waits until the page is interactive: hydrated by React, or its island started (decision 0030). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true");
}

/** Scrolls a map page to its map, which is made only then. */
export async function scrollToMap(page: Page): Promise<void> {
  await page.locator(".panel-finder__body").evaluate((body) => body.scrollIntoView({ block: "start" }));
}
