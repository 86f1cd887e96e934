// The browser the suite runs in (decision 0059): Chromium reads only the last --disable-features
// it is given, so testing/chromium.ts's list must hold every feature Playwright turns off before
// it, besides the project's own. A Playwright update that changes its list fails here.
import { expect, test } from "@playwright/test";

test("Chromium keeps Playwright's features off, and the address bar's page too", async ({ page }) => {
  await page.goto("chrome://version");
  const switches = (await page.locator("#command_line").textContent())?.split(/\s+/) ?? [];
  const lists = switches
    .filter((argument) => argument.startsWith("--disable-features="))
    .map((argument) => argument.slice("--disable-features=".length).split(","));
  expect(lists.length, "Playwright's --disable-features and the project's").toBe(2);
  const [playwrights, last] = lists as [string[], string[]];
  expect(last).toEqual(expect.arrayContaining([...playwrights, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
});
