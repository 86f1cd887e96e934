// The complainant's tracking page in Chromium with scripts off (issue 32): the signed link of
// the acknowledgement e-mail opens the complaint's status; the form finds it with the reference
// and the phone number, in Khmer; a wrong pair gets the same answer as an unknown reference.
// axe in both languages. SHOTS_DIR=/tmp/shots-status also takes screenshots.
import { fileComplaint } from "./complaint-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { shoot } from "./staff-helpers.ts";

test("a complainant follows the complaint from the e-mail's link and by the form, with scripts off", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `following-${stamp}@example.com`;
  const reference = await fileComplaint(page, `Following Person ${stamp}`, email);
  const ack = await waitForMail(
    (mail) => mail.envelopeTo.includes(email) && mail.subject?.includes(reference) === true,
  );
  const link = new URL(ack.text!.match(/https?:\/\/\S+\/complaint\/status\?\S+/)![0]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  try {
    await visitor.goto(`${link.pathname}${link.search}`);
    const found = visitor.getByRole("region", { name: `Complaint ${reference}` });
    await expect(found).toContainText(/Status\s*(Received|Acknowledged)/);
    await expect(found).toContainText(/We promised to answer by\s*the end of \w+day/);

    // In Khmer, by the form: the reference and the phone number.
    await visitor.goto("/complaint/status?l=km");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "km");
    await visitor.getByLabel("លេខយោង").fill(reference.toLowerCase());
    await visitor.getByLabel("អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ").fill("+855 12 345 678");
    await visitor.getByRole("button", { name: "បង្ហាញស្ថានភាព" }).click();
    const khmerFound = visitor.getByRole("region", { name: `ពាក្យបណ្តឹង ${reference}` });
    await expect(khmerFound).toContainText("បានទទួល");
    // Its dates in Khmer digits, as every Khmer page writes them: the reference is the only Latin number.
    await expect(khmerFound.locator("dd").nth(1)).toHaveText(/^[០-៩]{1,2} \S+ [០-៩]{4}, [០-៩]{2}:[០-៩]{2}$/);
    expect((await khmerFound.innerText()).replace(reference, "")).not.toMatch(/[0-9]/);

    // A wrong pair and an unknown reference: the same answer.
    const answerTo = async (ref: string, contact: string) => {
      await visitor.goto("/complaint/status");
      await visitor.getByLabel("Reference").fill(ref);
      await visitor.getByLabel("E-mail address or phone number").fill(contact);
      await visitor.getByRole("button", { name: "Show the status" }).click();
      return visitor.getByRole("alert").innerText();
    };
    const wrong = await answerTo(reference, "someone-else@example.com");
    expect(wrong).toContain("We found no complaint with this reference and this e-mail address or phone number.");
    expect(await answerTo("CMP-2020-999999", email)).toBe(wrong);
    await expect(visitor.getByLabel("Reference")).toHaveValue("CMP-2020-999999");
  } finally {
    await context.close();
  }
  // axe runs in the page, so with scripts on: the page itself loads none of its own.
  for (const path of [`${link.pathname}${link.search}`, "/complaint/status"]) {
    await page.goto(path);
    await expectAccessible(page);
  }
  await page.getByLabel("លេខយោង").or(page.getByLabel("Reference")).fill("CMP-1");
  await page.getByRole("button", { name: /Show the status|បង្ហាញស្ថានភាព/ }).click();
  await expect(page.getByText("A reference looks like CMP-2026-000123.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "complaint-status", `${link.pathname}${link.search.replace(/&l=km$/, "")}`);
});
