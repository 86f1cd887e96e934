// The register's operational screens in Chromium (issue 22), as a staff member with the admin
// and complaints roles uses them: the regulator's report for a quarter and its CSV download,
// a period refused beside its field; a failed delivery retried; the deadlines and a public
// holiday changed; a file that only claims to be a PDF; a complaint erased with its files. Each
// page axe-checked in English and Khmer. SHOTS_DIR=/tmp/shots-ops also takes screenshots of each
// screen (phone and desktop, English and Khmer, light and dark).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { insertComplaint, setComplaintState } from "../testing/register.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { serverDb, serverStorage, serverUploadsDir } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

/** axe on the page as it is, then again in Khmer. */
async function accessibleInBothLanguages(page: Page): Promise<void> {
  await expectAccessible(page);
  const url = new URL(page.url());
  url.searchParams.set("l", "km");
  await page.goto(`${url.pathname}${url.search}`);
  await waitForInteractive(page);
  await expectAccessible(page);
  url.searchParams.delete("l");
  await page.goto(`${url.pathname}${url.search}`);
  await waitForInteractive(page);
}

test("report, CSV, failed deliveries, settings and erasure, as an admin of the complaints register", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const db = await serverDb();
  const storage = serverStorage();
  try {
    // Two complaints of 2024's second quarter, one in Khmer, both answered (and no others: a
    // retry of this test finds the quarter as the first try left it).
    await db.query(
      "delete from complaints where created_at >= '2024-04-01T00:00:00+07:00' and created_at < '2024-07-01T00:00:00+07:00'",
    );
    const first = await insertComplaint(db, {
      receivedAt: "2024-04-02T09:00:00+07:00",
      lang: "en",
      fullName: "Chan Sophea",
      files: 1,
    });
    await setComplaintState(db, first.id, {
      status: "resolved",
      acknowledgedAt: "2024-04-03T09:00:00+07:00",
      answeredAt: "2024-04-10T09:00:00+07:00",
      outcomeNote: "Claim paid.",
    });
    const second = await insertComplaint(db, {
      receivedAt: "2024-05-06T09:00:00+07:00",
      lang: "km",
      fullName: "សុខ ដារា",
    });
    await setComplaintState(db, second.id, {
      status: "rejected",
      acknowledgedAt: "2024-05-13T09:00:00+07:00",
      answeredAt: "2024-05-20T09:00:00+07:00",
      outcomeNote: "មិនស្ថិតក្នុងការធានា",
    });
    const [file] = await db.query<{ storage_key: string }>(
      "select storage_key from complaint_files where complaint_id = $1",
      [first.id],
    );
    const letter = testInfo.outputPath("letter.pdf");
    writeFileSync(letter, "%PDF-1.4 a letter");
    await storage.put(file!.storage_key, letter, "application/pdf");
    const storedFile = join(serverUploadsDir(), file!.storage_key);
    const dead = (
      await db.query<{ id: string }>(
        "insert into outbox (kind, payload, status, attempts, last_error) values ('complaint.ack', $1, 'dead', 8, '550 mailbox unavailable') returning id",
        [JSON.stringify({ complaintId: second.id })],
      )
    )[0]!.id;

    await signIn(
      page,
      await setUpStaff(page, {
        email: `operations-${Date.now()}@tonle.example`,
        roles: "admin,complaints",
        name: "Dara",
      }),
    );

    await test.step("the report of a quarter, and its CSV", async () => {
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Report" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints report");
      // It opens on this quarter so far, today included (Phnom Penh).
      const today = new Date(Date.now() + 7 * 3_600_000);
      const month = (date: Date) => date.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
      const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1));
      await expect(
        page.getByRole("heading", {
          name: `1 ${month(quarterStart)} ${quarterStart.getUTCFullYear()} to ${today.getUTCDate()} ${month(today)} ${today.getUTCFullYear()}`,
        }),
      ).toBeVisible();
      await expect(page.getByLabel("Quarter", { exact: true })).toHaveValue(
        `${today.getUTCFullYear()}-Q${Math.floor(today.getUTCMonth() / 3) + 1}`,
      );
      await page.getByLabel("Quarter", { exact: true }).selectOption("2024-Q2");
      await page.getByRole("form", { name: "A quarter" }).getByRole("button", { name: "Show" }).click();
      await expect(page.getByRole("heading", { name: "1 April 2024 to 30 June 2024" })).toBeVisible();
      await expect(page.locator(".admin-figure-total strong")).toHaveText("2");
      await expect(
        page.getByRole("table", { name: "By language" }).getByRole("row", { name: "Khmer 1" }),
      ).toBeVisible();
      await expect(
        page.getByRole("table", { name: /^Acknowledged/ }).getByRole("row", { name: "Median working days taken 3" }),
      ).toBeVisible();
      await accessibleInBothLanguages(page);

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the CSV, one row per complaint" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("complaints-2024-04-01-to-2024-06-30.csv");
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").split("\r\n");
      expect(lines[1]).toBe(
        `${first.reference},2024-04-02 09:00,en,site,resolved,2024-04-03 09:00,2024-04-10 09:00,1,6,yes,Claim paid.,,`,
      );
      expect(lines[2]).toBe(
        `${second.reference},2024-05-06 09:00,km,site,rejected,2024-05-13 09:00,2024-05-20 09:00,5,10,no,មិនស្ថិតក្នុងការធានា,,`,
      );
      expect(lines.join("\n")).not.toContain("សុខ ដារា");

      // The charts: drawn, with their figures as a table; filtered by the query; each a CSV.
      const weekly = page.getByRole("figure", { name: "Complaints received and closed per week" });
      await expect(weekly.getByRole("row", { name: "Week of 1 April 2024 1 0" })).toBeVisible();
      await expect(weekly.getByRole("row", { name: "Week of 8 April 2024 0 1" })).toBeVisible();
      await expect(weekly.locator("svg rect").first()).toBeVisible();
      await page.getByLabel("Channel", { exact: true }).selectOption({ label: "API" });
      await page.getByRole("button", { name: "Show the charts" }).click();
      await expect(page).toHaveURL(/quarter=2024-Q2&channel=api/);
      await expect(weekly.getByRole("row", { name: "Week of 1 April 2024 0 0" })).toBeVisible();
      await page.getByLabel("Channel", { exact: true }).selectOption({ label: "All channels" });
      await page.getByRole("button", { name: "Show the charts" }).click();
      await expect(weekly.getByRole("row", { name: "Week of 1 April 2024 1 0" })).toBeVisible();
      const chartDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: "CSV of these figures" }).first().click();
      const chartFile = await chartDownload;
      expect(chartFile.suggestedFilename()).toBe("complaints-weekly-2024-04-01-to-2024-06-30.csv");
      expect(
        readFileSync((await chartFile.path())!)
          .toString("utf8")
          .split("\r\n")[1],
      ).toBe("2024-04-01,1,0");
      await accessibleInBothLanguages(page);

      // Dates the wrong way round: refused beside the field, what was typed kept.
      await page.getByLabel("From").fill("2024-06-30");
      await page.getByLabel("To (included)").fill("2024-04-01");
      await page.getByRole("form", { name: "Any dates" }).getByRole("button", { name: "Show" }).click();
      await expect(page.getByLabel("To (included)")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("The end cannot come before the start.")).toBeVisible();
      await expect(page.getByLabel("From")).toHaveValue("2024-06-30");
      await expectAccessible(page);
      await shoot(page, "report", "/admin/report?quarter=2024-Q2");
    });

    await test.step("a failed delivery, retried", async () => {
      await page.getByRole("link", { name: "Failed deliveries" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed deliveries");
      const row = page.getByRole("row", {
        name: new RegExp(`Acknowledgement to the complainant.*${second.reference}`),
      });
      await expect(row).toContainText("550 mailbox unavailable");
      await accessibleInBothLanguages(page);
      await shoot(page, "deliveries", "/admin/deliveries");
      await row
        .getByRole("button", { name: `Retry: Acknowledgement to the complainant, Complaint ${second.reference}` })
        .click();
      await expect(page.getByText("The delivery is back in the queue")).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(second.reference) })).toHaveCount(0);
      const [job] = await db.query<{ status: string }>("select status from outbox where id = $1", [dead]);
      expect(job!.status).not.toBe("dead");
    });

    await test.step("deadlines and a public holiday", async () => {
      await page.getByRole("link", { name: "Settings" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register settings");
      await accessibleInBothLanguages(page);
      await page.getByLabel("Acknowledge within (working days)").fill("3");
      await page.getByRole("button", { name: "Save the deadlines" }).click();
      await expect(page.getByText("The deadlines have been saved, and the running ones recomputed.")).toBeVisible();
      await expect(page.getByLabel("Acknowledge within (working days)")).toHaveValue("3");

      // A holiday without its Khmer name is refused beside that field, the rest kept. (The
      // categories' forms below have fields of the same names.)
      const holidayForm = page.getByRole("form", { name: "Add a holiday" });
      await holidayForm.getByLabel("Date", { exact: true }).fill("2031-04-14");
      await holidayForm.getByLabel("Name in English").fill("Khmer New Year");
      await page.getByRole("button", { name: "Save the holiday" }).click();
      await expect(holidayForm.getByLabel("Name in Khmer")).toHaveAttribute("aria-invalid", "true");
      await expect(holidayForm.getByLabel("Name in English")).toHaveValue("Khmer New Year");
      await holidayForm.getByLabel("Name in Khmer").fill("បុណ្យចូលឆ្នាំខ្មែរ");
      await page.getByRole("button", { name: "Save the holiday" }).click();
      await expect(page.getByText("The holiday has been saved.")).toBeVisible();
      await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2031");
      const holiday = page.getByRole("row", { name: /Monday, 14 April 2031 Khmer New Year បុណ្យចូលឆ្នាំខ្មែរ/ });
      await expect(holiday).toBeVisible();
      await accessibleInBothLanguages(page);
      await shoot(page, "settings", "/admin/settings?year=2031");
      await holiday.getByRole("button", { name: "Remove: Khmer New Year, 14 April 2031" }).click();
      await expect(page.getByText("The holiday has been removed.")).toBeVisible();
      await expect(page.getByText("No public holiday entered for 2031.")).toBeVisible();

      // Cambodia's holidays of this year and next, all ticked; one added (the others left as
      // they are, for the deadlines the other tests read), then removed again.
      await shoot(page, "settings-calendar", "/admin/settings", (shown) =>
        shown.locator(".admin-holiday-calendar > summary").click(),
      );
      await page.getByText(/^Cambodia's public holidays of \d{4} and \d{4}: \d+ days not in the list yet$/).click();
      const calendar = page.getByRole("form", { name: /^Cambodia's public holidays of/ });
      const days = calendar.getByRole("checkbox");
      expect(await days.count()).toBeGreaterThan(40);
      await expect(days.first()).toBeChecked();
      for (const day of await days.all()) await day.uncheck();
      const peaceDay = calendar.getByRole("checkbox", { name: /29 December \d{4}: Peace Day in Cambodia/ }).last();
      const nextYear = (await peaceDay.getAttribute("value"))!.slice(0, 4);
      await peaceDay.check();
      await expectAccessible(page);
      await calendar.getByRole("button", { name: "Add the ticked days" }).click();
      await expect(page.getByText("Cambodia's public holidays have been added")).toBeVisible();
      await page.getByLabel("Year", { exact: true }).selectOption(nextYear);
      await page.getByRole("button", { name: "Show" }).click();
      const added = page.getByRole("row", { name: `29 December ${nextYear} Peace Day in Cambodia ទិវាសន្តិភាពនៅកម្ពុជា` });
      await added.getByRole("button", { name: `Remove: Peace Day in Cambodia, 29 December ${nextYear}` }).click();
      await expect(page.getByText("The holiday has been removed.")).toBeVisible();
    });

    await test.step("a file that only claims to be a PDF is not drawn", async () => {
      await page.goto(`/admin/complaints/${first.id}`);
      await waitForInteractive(page);
      const files = page.getByRole("region", { name: "Files" });
      await files.getByText("Read it here").click();
      await expect(files.getByText("This PDF cannot be shown here. Download it to read it.")).toBeVisible();
      await expect(files.locator("canvas")).toHaveCount(0);
    });

    await test.step("a complaint erased with its files", async () => {
      expect(existsSync(storedFile)).toBe(true);
      await page.goto(`/admin/complaints/${first.id}/erase`);
      await waitForInteractive(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase complaint ${first.reference}`);
      await expect(page.getByText("Files in the storage: 1")).toBeVisible();
      await accessibleInBothLanguages(page);
      await shoot(page, "erase", `/admin/complaints/${first.id}/erase`);
      await page.getByLabel(`Type ${first.reference} to confirm`).fill("CMP-2024-999999");
      await page.getByRole("button", { name: "Erase for good" }).click();
      await expect(page.getByText("This is not the reference shown above. Nothing has been erased.")).toBeVisible();
      await expect(page.getByLabel(`Type ${first.reference} to confirm`)).toHaveValue("CMP-2024-999999");
      expect(existsSync(storedFile)).toBe(true);

      await page.getByLabel(`Type ${first.reference} to confirm`).fill(first.reference);
      await page.getByRole("button", { name: "Erase for good" }).click();
      await expect(page).toHaveURL(
        new RegExp(`/admin/complaints\\?notice=complaint-erased&reference=${first.reference}$`),
      );
      await expect(
        page.getByText(`Complaint ${first.reference} has been erased, with its files and deliveries.`),
      ).toBeVisible();
      expect(existsSync(storedFile)).toBe(false);
      expect(await db.query("select 1 from complaints where id = $1", [first.id])).toEqual([]);

      await page.goto("/admin/audit?action=complaint.erase");
      // In words: what was done and to which complaint, no JSON.
      const entry = page.getByRole("row").filter({ hasText: "Erased a complaint" }).first();
      await expect(entry.getByRole("cell", { name: `${first.reference}, with its files (1)` })).toBeVisible();
      await expect(page.getByRole("table")).not.toContainText("{");
    });
  } finally {
    await db.close();
  }
});
