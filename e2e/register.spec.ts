// The register in Chromium (issue 22): a complaint sent through the public form a moment
// before is found by a complaints staff member (invited as the command line invites, set up, signed
// in), taken, acknowledged, noted, answered by e-mail (the reply reaches the test run's SMTP
// server, e2e/mail-catcher.ts) and resolved with an
// outcome; and a contact message from the public form, answered. axe on the lists and the
// pages in English and Khmer, and on a phone. SHOTS_DIR=/tmp/shots-register also takes
// screenshots of the lists, the complaint and the message.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { contactFormStrings } from "../app/site/contact/strings.ts";
import { fileComplaint, upload } from "./complaint-helpers.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

async function sendContactMessage(page: Page, name: string): Promise<void> {
  const t = contactFormStrings.en;
  await page.goto("/contact");
  await waitForInteractive(page);
  const section = page.locator("#contact-form");
  for (const [label, value] of [
    [t.fullName, name],
    [t.email, "sender@example.com"],
    [t.phone, "097 111 2222"],
    [t.message, "Please call me about motor cover."],
  ]) {
    await section.getByLabel(label!).fill(value!);
  }
  await section.getByRole("button", { name: t.send }).click();
  await expect(section.getByRole("status")).toContainText("Congratulations!");
}

/** Nothing wider than the screen: a phone needs no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test("a complaint from the public form, handled in the register: found, taken, acknowledged, noted, answered and resolved", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const complainant = `Register Person ${stamp}`;
  const complainantEmail = `complainant-${stamp}@example.com`;
  const reference = await fileComplaint(page, complainant, complainantEmail);
  const sender = `Sender ${stamp % 1_000_000}`;
  await sendContactMessage(page, sender);

  const staff = await setUpStaff(page, {
    email: `register-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Sokha Register",
  });
  await signIn(page, staff);
  // The overview: the complaint, acknowledged by its e-mail, waits for an owner.
  await test.step("the overview counts the unassigned complaints and leads to them", async () => {
    const unassigned = page.getByRole("link", { name: /^\d+ Unassigned$/ });
    await expect(unassigned).toBeVisible();
    for (const name of [/^\d+ Mine$/, /^\d+ Due soon$/, /^\d+ Overdue$/])
      await expect(page.getByRole("link", { name })).toBeVisible();
    expect(Number((await unassigned.innerText()).match(/\d+/)![0])).toBeGreaterThan(0);
    await unassigned.click();
    await expect(page).toHaveURL(/owner=nobody&status=open&sort=due/);
    await expect(page.getByLabel("Owner")).toHaveValue("nobody");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("open");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(reference);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await page.goto("/admin?l=km");
    await expect(page.getByRole("link", { name: /^[០-៩]+ គ្មានអ្នកទទួលខុសត្រូវ$/ })).toBeVisible();
    await page.goto("/admin");
  });

  // The list: find it by its reference.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Complaints" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints");
  await expect(
    page.getByRole("navigation", { name: "By status" }).getByRole("link", { name: /^All \d+$/ }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(reference);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference}`));
  await expect(page.getByText("1 found")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText(complainant);
  // New, or acknowledged already if its acknowledgement e-mail has gone (decision 0036).
  await expect(row).toContainText(
    /New.*Acknowledge by \w+day, \d{1,2} \w+ \d{4}|Acknowledged.*Answer by \w+day, \d{1,2} \w+ \d{4}/,
  );
  await row.getByRole("link", { name: reference }).click();

  // Its page: every field, the files, the deliveries, the timeline.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
  const path = new URL(page.url()).pathname;
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText(complainant);
  await expect(details).toContainText(`complainant-${stamp}@example.com`);
  await expect(page.getByRole("region", { name: "Message" })).toContainText("nobody calls back");
  const files = page.getByRole("region", { name: "Files" });
  await expect(files.getByRole("link", { name: "claim-letter.pdf" })).toHaveAttribute(
    "href",
    new RegExp(`^${path}/files/[0-9a-f-]{36}$`),
  );
  await expect(files.getByRole("img", { name: "Preview of receipt.jpg" })).toHaveAttribute(
    "src",
    new RegExp(`^${path}/files/[0-9a-f-]{36}\\?view=preview$`),
  );
  // The preview is the stored photo, and the letter downloads as the very file that was sent.
  const preview = files.getByRole("img", { name: "Preview of receipt.jpg" });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const downloading = page.waitForEvent("download");
  await files.getByRole("link", { name: "claim-letter.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("claim-letter.pdf");
  expect(readFileSync(await download.path())).toEqual(readFileSync(upload("claim-letter.pdf")));
  // The letter read on the page: pdf.js draws its page into a canvas, and something is drawn.
  await files.getByText("Read it here").click();
  const letterPage = files.getByRole("img", { name: "Page 1 of 1 of claim-letter.pdf" });
  // pdf.js and its worker (1 MB) load only now; on a busy machine that takes more than five seconds.
  await expect(letterPage).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      letterPage.evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
        return pixels.some((value, index) => index % 4 !== 3 && value < 128);
      }),
    )
    .toBe(true);
  await shoot(page, "record-pdf", path, async (shown) => {
    await shown.locator(".admin-files__pdf > summary").click();
    await shown.locator(".admin-pdf__page").waitFor();
  });
  await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("Acknowledgement to the complainant");
  await expect(page.getByRole("link", { name: "Erase…" })).toHaveCount(0);
  await expectAccessible(page);

  // Take it, see it acknowledged, write a note.
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByText("You own it.")).toBeVisible();
  // The acknowledgement e-mail, once the mail server took it, acknowledged the complaint.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      "The acknowledgement e-mail reached the complainant's mail server: it moved from New to Acknowledged.",
      { timeout: 1000 },
    );
  }).toPass();
  await expect(details).toContainText("Met: done");
  const note = page.getByRole("textbox", { name: "Internal note" });
  await note.fill("Called the garage: the invoice is on its way.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(note).toHaveValue("");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Sokha Register wrote an internal note:");
  await expect(timeline).toContainText("Called the garage: the invoice is on its way.");

  // Its category: the product line it is about.
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Motor" });
  await page.getByRole("button", { name: "Set the category" }).click();
  await expect(page.getByText("It is Motor.")).toBeVisible();
  await expect(timeline).toContainText("Sokha Register set the category to Motor.");

  // The team keeps a saved reply, with placeholders.
  const recordPath = new URL(page.url()).pathname;
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Saved replies" }).click();
  const adding = page.getByRole("form", { name: "Add a saved reply" });
  await adding.getByRole("button", { name: "Add it" }).click();
  await expect(adding.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription(/Fill this in\./);
  await adding.getByRole("textbox", { name: "Title" }).fill("Car back by a date");
  await adding.getByRole("textbox", { name: "Text" }).fill("The garage returns your car by {deadline}, {nmae}.");
  await adding.getByRole("button", { name: "Add it" }).click();
  await expect(adding.getByRole("textbox", { name: "Text" })).toHaveAccessibleDescription(
    /\{nmae\} is not one of the words in braces this page lists\./,
  );
  await adding.getByRole("textbox", { name: "Text" }).fill("The garage returns your car by {deadline} ({reference}).");
  await adding.getByRole("button", { name: "Add it" }).click();
  await expect(page.getByText("The saved reply is saved.")).toBeVisible();
  await expectAccessible(page);
  await page.goto(recordPath);

  // Reply by e-mail, in the complainant's language (English: the form was in English). The box
  // holds the whole e-mail: left as it is, it is refused.
  const reply = page.getByRole("textbox", { name: "Reply by e-mail" });
  await expect(reply).toHaveAttribute("lang", "en");
  const template = await reply.inputValue();
  expect(template).toMatch(new RegExp(`^Dear ${complainant},\n\n\n\nKind regards,\n\\S`));
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(reply).toHaveAccessibleDescription(/Write your answer between the greeting and the signature\./);
  // The saved reply goes where the answer goes, filled in; the preview shows the e-mail as it will go.
  await page.getByLabel("Saved reply").selectOption({ label: "Car back by a date" });
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(reply).toHaveValue(
    new RegExp(
      `^Dear ${complainant},\n\nThe garage returns your car by \\d+ \\w+ \\d{4} \\(${reference}\\)\\.\n\nKind regards,`,
    ),
  );
  await expect(reply).toBeFocused();
  const mailPreview = page.getByRole("region", { name: `What ${complainant} will receive` });
  await expect(mailPreview).toContainText(`Your complaint ${reference}`);
  await expect(mailPreview).toContainText("The garage returns your car by");
  await expect(mailPreview).toContainText(`Please quote the reference ${reference}`);
  // Sent and moved on in one step.
  await page.getByLabel("After sending").selectOption({ label: "Move it to In progress" });
  await page.getByRole("button", { name: "Send and move to In progress" }).click();
  await expect(
    page.getByText("The reply is on its way: its delivery is listed under Deliveries. The status is now In progress."),
  ).toBeVisible();
  await expect(reply).toHaveValue(template);
  await expect(timeline).toContainText("Sokha Register replied by e-mail:");
  await expect(timeline).toContainText("Sokha Register changed the status from Acknowledged to In progress.");
  await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("Reply to the complainant");

  // Resolve it: it asks first, as it cannot be undone; not without an outcome; and the last
  // success does not stay beside the refusal.
  const outcome = page.getByRole("textbox", { name: "Outcome note" });
  await expect(page.getByRole("button", { name: "Reject", exact: true })).toHaveClass(/admin-button--danger/);
  await page.getByRole("button", { name: "Resolve", exact: true }).click();
  await expect(page.getByText("Resolved is final: the complaint will not change again")).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, resolve it" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Yes, resolve it" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resolve", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Resolve", exact: true }).click();
  await page.getByRole("button", { name: "Yes, resolve it" }).click();
  await expect(outcome).toHaveAttribute("aria-invalid", "true");
  await expect(outcome).toHaveAccessibleDescription(/Write the outcome to resolve or reject\./);
  await expect(page.getByText("The reply is on its way")).toHaveCount(0);
  await outcome.fill("The garage returned the car and paid for a rental.");
  // What the complainant is told: the final answer by e-mail, in their language, from the outcome.
  const finalAnswer = page.getByRole("group", { name: `The final answer to ${complainant}` });
  await expect(finalAnswer.getByRole("radio", { name: "E-mail it (in English)" })).toBeChecked();
  const answerBox = finalAnswer.getByRole("textbox", { name: "The e-mail of the final answer" });
  await expect(answerBox).toHaveValue(
    new RegExp(`^Dear ${complainant},\n\nThe garage returned the car and paid for a rental\\.\n\nKind regards,`),
  );
  // Not e-mailed asks why, and the move waits for it.
  await finalAnswer.getByRole("radio", { name: "Do not e-mail it" }).check();
  await page.getByRole("button", { name: "Resolve", exact: true }).click();
  await page.getByRole("button", { name: "Yes, resolve it" }).click();
  await expect(finalAnswer.getByRole("textbox", { name: "Why not" })).toHaveAccessibleDescription(
    /Say why the final answer does not go by e-mail\./,
  );
  await finalAnswer.getByRole("radio", { name: "E-mail it (in English)" }).check();
  await answerBox.fill(
    `Dear ${complainant},\n\nThe garage returned your car and paid for a rental car meanwhile. We are sorry for the wait.\n\nKind regards,\nTonle General Insurance`,
  );
  await page.getByRole("button", { name: "Resolve", exact: true }).click();
  await page.getByRole("button", { name: "Yes, resolve it" }).click();
  await expect(page.getByText("The status is now Resolved.")).toBeVisible();
  const finalMail = await waitForMail(
    (mail) =>
      mail.subject === `Your complaint ${reference}` && mail.text?.includes("paid for a rental car meanwhile") === true,
  );
  expect(finalMail.envelopeTo).toEqual([complainantEmail]);
  await expect(timeline).toContainText("paid for a rental car meanwhile");
  await expect(page.getByText("Resolved is a final status: it no longer changes.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resolve", exact: true })).toHaveCount(0);
  await expect(timeline).toContainText("Sokha Register changed the status from In progress to Resolved.");

  // The closing e-mail asks for a rating: one click, without scripts, in the complainant's
  // language; the page takes a comment; the record shows both.
  const badLink = /^Bad: (\S+)$/m.exec(finalMail.text ?? "")?.[1];
  expect(badLink).toMatch(/\/complaint\/rate\?/);
  // The page has no script at all (app/site/complaint-rating/rate.test.ts); axe needs one, so the
  // complainant's browser runs them, and a browser without them sees the link used up.
  const complainantBrowser = await browser.newContext();
  const rating = await complainantBrowser.newPage();
  await rating.goto(badLink!);
  await expect(rating.getByRole("heading", { level: 1, name: "Thank you for your rating" })).toBeVisible();
  await expect(rating.getByText(`You rated our handling of complaint ${reference} as bad.`)).toBeVisible();
  await expectAccessible(rating);
  if (process.env.SHOTS_DIR)
    for (const [device, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 860 }],
    ] as const) {
      await rating.setViewportSize(viewport);
      await rating.screenshot({ path: `${process.env.SHOTS_DIR}/rating-${device}-en.png`, fullPage: true });
    }
  await rating.getByLabel("Anything you want to add? (optional)").fill("Six weeks was too long.");
  await rating.getByRole("button", { name: "Send" }).click();
  await expect(rating.getByText("Thank you. We have your comment.")).toBeVisible();
  await rating.goto(`${badLink!.replace(/[?&]l=km/, "")}&l=km`);
  await expect(rating.getByRole("heading", { level: 1, name: "តំណនេះមិនអាចប្រើបានទេ" })).toBeVisible();
  await expectAccessible(rating);
  await complainantBrowser.close();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const again = await noScript.newPage();
  await again.goto(badLink!);
  await expect(again.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await noScript.close();
  await page.reload();
  await expect(page.getByText("Complainant's rating")).toBeVisible();
  await expect(page.getByText("Six weeks was too long.")).toBeVisible();
  await waitForMail((mail) => mail.subject === `${complainant} rated the answer to complaint ${reference} bad`);

  // The first reply went out: in the complainant's language, with the reference in the subject.
  const sent = await waitForMail(
    (mail) => mail.subject === `Your complaint ${reference}` && mail.text?.includes("The garage returns") === true,
  );
  expect(sent.envelopeTo).toEqual([complainantEmail]);
  expect(sent.text).toContain(`The garage returns your car by`);
  expect(sent.text?.match(/^Dear /gm)).toHaveLength(1);
  await page.reload();
  // The reply, then the final answer.
  const replies = page
    .getByRole("region", { name: "Deliveries" })
    .getByRole("row", { name: /Reply to the complainant/ });
  await expect(replies).toHaveCount(2);
  for (const row of await replies.all()) await expect(row).toContainText("Delivered");

  // The report of today (in Phnom Penh) and its CSV: the complaint's row, taken and answered on the day of receipt.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Phnom_Penh" }).format(new Date());
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Report" }).click();
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To (included)").fill(today);
  await page.getByRole("form", { name: "Any dates" }).getByRole("button", { name: "Show" }).click();
  const downloadingCsv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the CSV, one row per complaint" }).click();
  const csv = readFileSync(await (await downloadingCsv).path())
    .toString("utf8")
    .split("\r\n");
  expect(csv.find((line) => line.startsWith(`${reference},`))).toMatch(
    new RegExp(
      `^${reference},${today} \\d\\d:\\d\\d,en,site,resolved,${today} \\d\\d:\\d\\d,${today} \\d\\d:\\d\\d,0,0,yes,The garage returned the car and paid for a rental\\.,Motor,bad$`,
    ),
  );

  // In Khmer, and on a phone.
  await page.goto(`${path}?l=km`);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ពាក្យបណ្តឹង ${reference}`);
  await expect(page.getByRole("region", { name: "ប្រវត្តិ" })).toContainText("បានប្តូរស្ថានភាពពី កំពុងដោះស្រាយ ទៅ បានដោះស្រាយ");
  await expectAccessible(page);
  await page.goto(`/admin/complaints?l=km&q=${reference}`);
  await waitForInteractive(page);
  await expect(page.getByText("រកឃើញ 1")).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ពាក្យបណ្តឹង ${reference}`);
  await expectNoSidewaysScroll(page);
  const phoneNote = page.getByRole("textbox", { name: "កំណត់ចំណាំផ្ទៃក្នុង" });
  await phoneNote.fill("កត់ត្រាពីទូរស័ព្ទ");
  await page.getByRole("button", { name: "បន្ថែមកំណត់ចំណាំ" }).click();
  await expect(page.getByRole("region", { name: "ប្រវត្តិ" })).toContainText("កត់ត្រាពីទូរស័ព្ទ");
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 860 });

  // A contact message: found, answered.
  await page.goto("/admin/messages");
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact messages");
  await page.getByRole("link", { name: sender }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from ${sender}`);
  await expect(page.getByRole("region", { name: "Message" })).toContainText("Please call me about motor cover.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Mark as answered" }).click();
  await expect(page.getByText("The status is now Answered.")).toBeVisible();
  const messagePath = new URL(page.url()).pathname;
  await page.goto("/admin/messages?status=answered&l=km");
  await waitForInteractive(page);
  await expect(page.getByRole("link", { name: sender })).toBeVisible();
  await expectAccessible(page);

  await shoot(page, "register-list", "/admin/complaints");
  await shoot(page, "register-complaint", path);
  await shoot(page, "register-saved-replies", "/admin/saved-replies");
  await shoot(page, "register-messages", "/admin/messages");
  await shoot(page, "register-message", messagePath);

  // Sign out on the complaint's page, then back: neither the complaint nor its complainant comes back.
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in");
  await expect(page.locator("body")).not.toContainText(reference);
  await expect(page.locator("body")).not.toContainText(complainant);
});
