// The complaints mailbox in Chromium (issue 32): the complainant answers our acknowledgement
// from their mail program (a Khmer reply with quoted history and a PDF, put into the test run's
// Dovecot, which the site server reads every 5 s); the answer appears on the record, brings it
// back from "waiting for the complainant", and its owner is e-mailed. An answer the register
// cannot match waits under "E-mails to sort", where it is attached by reference, a wrong
// reference refused in the interface's language. axe in English and Khmer.
import nodemailer, { type SendMailOptions } from "nodemailer";
import { readFileSync } from "node:fs";
import { fileComplaint, upload } from "./complaint-helpers.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { deliverToComplaintsMailbox, waitForMail } from "./mail-catcher.ts";
import { serverDb } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
async function compose(mail: SendMailOptions): Promise<Buffer> {
  return ((await composer.sendMail({ to: "complaints@tonle.example", ...mail })) as { message: Buffer }).message;
}

test("a complainant's answer by e-mail joins the record, and a stray one is attached by hand", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `answering-${stamp}@example.com`;
  const reference = await fileComplaint(page, `Answering Person ${stamp}`, email);
  const ack = await waitForMail(
    (mail) => mail.envelopeTo.includes(email) && mail.subject?.includes(reference) === true,
  );

  const staffEmail = `mailbox-${stamp}@tonle.example`;
  const staff = await setUpStaff(page, { email: staffEmail, roles: "complaints", name: "Dara Mailbox" });
  await signIn(page, staff);
  await page.goto(`/admin/complaints?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
  const recordPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByText("You own it.")).toBeVisible();
  for (const [button, status] of [
    ["Start work (in progress)", "In progress"],
    ["Wait for the complainant", "Waiting for the complainant"],
  ] as const) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByText(`The status is now ${status}.`)).toBeVisible();
  }

  // The complainant answers from their mail program.
  await deliverToComplaintsMailbox(
    await compose({
      from: `Answering Person <${email}>`,
      subject: `Re: ${ack.subject}`,
      inReplyTo: ack.messageId,
      references: [ack.messageId!],
      text: [
        "សូមអរគុណ។ វិក្កយបត្ររបស់យានដ្ឋាននៅក្នុងឯកសារភ្ជាប់។",
        "",
        `On Fri, 27 Nov 2026 at 10:00, Tonle Insurance <complaints@tonle.example> wrote:`,
        "> Dear Answering Person,",
        "> we have received your complaint.",
      ].join("\n"),
      attachments: [{ filename: "invoice.pdf", content: readFileSync(upload("letter.pdf")) }],
    }),
  );
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(async () => {
    await page.goto(recordPath);
    await expect(timeline).toContainText(`Answering Person <${email}> answered by e-mail:`, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(timeline).toContainText("សូមអរគុណ។ វិក្កយបត្ររបស់យានដ្ឋាននៅក្នុងឯកសារភ្ជាប់។");
  await expect(timeline).not.toContainText("we have received your complaint");
  await expect(timeline).toContainText(
    "The complainant's answer moved it from Waiting for the complainant to In progress.",
  );
  await expect(page.locator(".admin-record__head")).toContainText("In progress");
  await expect(timeline.getByRole("link", { name: "invoice.pdf" })).toHaveAttribute(
    "href",
    new RegExp(`^${recordPath}/files/[0-9a-f-]{36}$`),
  );
  const downloading = page.waitForEvent("download");
  await timeline.getByRole("link", { name: "The original message" }).click();
  // The message as it came, its folded header lines unfolded.
  const original = readFileSync(await (await downloading).path())
    .toString("latin1")
    .replace(/\r?\n[ \t]+/g, " ");
  expect(original).toContain(`In-Reply-To: ${ack.messageId}`);
  expect(original).toContain("Content-Type: application/pdf");
  await expectAccessible(page);

  // Its owner hears of it.
  const notice = await waitForMail((mail) => mail.envelopeTo.includes(staffEmail));
  expect(notice.subject).toBe(`Answering Person ${stamp} answered complaint ${reference}`);
  expect(notice.text).toContain(`${recordPath}`);

  // A second answer from another address with no reference waits to be sorted.
  await deliverToComplaintsMailbox(
    await compose({
      from: `work-${stamp}@example.com`,
      subject: "Re: the car",
      inReplyTo: `<unknown-${stamp}@example.com>`,
      text: `Photos from my work address ${stamp}.`,
      attachments: [{ filename: "photo.jpg", content: readFileSync(upload("receipt.jpg")) }],
    }),
  );
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "E-mails to sort" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mails to sort");
  // The mailbox is read: when it was last, and how often.
  await expect(
    page.getByText(/^The mailbox was last read \d+ \w+ \d{4}, \d\d:\d\d\. It is read every 5 seconds\.$/),
  ).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: `Photos from my work address ${stamp}.` });
  await expect(async () => {
    await page.goto("/admin/mailbox");
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await shoot(page, "mailbox", "/admin/mailbox");

  // In Khmer, a wrong reference is refused in Khmer, and the field keeps the focus.
  await page.goto("/admin/mailbox?l=km");
  const khmerCard = page.getByRole("listitem").filter({ hasText: `Photos from my work address ${stamp}.` });
  const field = khmerCard.getByRole("textbox", { name: "លេខយោងពាក្យបណ្តឹង" });
  await field.fill("CMP-1999-000001");
  await khmerCard.getByRole("button", { name: "ភ្ជាប់ទៅពាក្យបណ្តឹងនេះ" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/គ្មានពាក្យបណ្តឹងណាមួយមានលេខយោង CMP-1999-000001 ទេ។/);
  await expect(field).toBeFocused();
  await expectAccessible(page);

  await field.fill(reference.toLowerCase());
  await khmerCard.getByRole("button", { name: "ភ្ជាប់ទៅពាក្យបណ្តឹងនេះ" }).click();
  await expect(page.getByText(`អ៊ីមែលនេះឥឡូវនៅលើពាក្យបណ្តឹង ${reference} ហើយ។`)).toBeVisible();
  await expect(khmerCard).toHaveCount(0);
  await page.getByRole("link", { name: `បើកពាក្យបណ្តឹង ${reference}` }).click();
  await expect(page.getByRole("region", { name: "ប្រវត្តិ" }).getByRole("link", { name: "photo.jpg" })).toBeVisible();
  await shoot(page, "mailbox-record", recordPath);
});

test("e-mails the register could not store are listed with their reason, in both languages", async ({ page }) => {
  const stamp = Date.now();
  const db = await serverDb();
  const digests = [`a${stamp}`, `b${stamp}`];
  try {
    await db.query(
      `insert into mailbox_attempts (digest, tries, last_error, from_text, subject, raw_bytes, set_aside_at)
       values ($1, 2, 'Invalid header ' || $3, 'Vichea <vichea@example.com>', 'ពាក្យបណ្តឹង ' || $3, 2048, null),
              ($2, 3, 'Maximum call stack size exceeded', '', '', 10485760, now())`,
      [...digests, String(stamp)],
    );
    const staff = await setUpStaff(page, {
      email: `unreadable-${stamp}@tonle.example`,
      roles: "complaints",
      name: "Sokha Mailbox",
    });
    await signIn(page, staff);
    await page.goto("/admin/mailbox");
    const section = page.getByRole("region", { name: "E-mails that could not be read" });
    await expect(section).toBeVisible();
    const failing = section.getByRole("listitem").filter({ hasText: `ពាក្យបណ្តឹង ${stamp}` });
    await expect(failing).toBeVisible();
    await expect(failing.getByText("Vichea <vichea@example.com>")).toBeVisible();
    await expect(failing.getByText(`Invalid header ${stamp}`)).toBeVisible();
    await expect(failing.getByText(/^Failed 2 times since .+; it is tried again at every reading\.$/)).toBeVisible();
    const setAside = section.getByRole("listitem").filter({ hasText: "Maximum call stack size exceeded" });
    await expect(setAside.getByText("(sender not readable)")).toBeVisible();
    await expect(setAside.getByText("10.0 MB")).toBeVisible();
    await expect(setAside.getByText(/^Set aside .+, after 3 failed tries\.$/)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/admin/mailbox?l=km");
    const khmer = page.getByRole("region", { name: "អ៊ីមែលដែលមិនអាចអានបាន" });
    await expect(khmer.getByText("(មិនអាចអានអ្នកផ្ញើបាន)")).toBeVisible();
    await expect(khmer.getByText(/^បានដាក់មួយឡែក .+ បន្ទាប់ពីបរាជ័យ ៣ ដង។$/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "mailbox-unreadable", "/admin/mailbox");
  } finally {
    await db.query("delete from mailbox_attempts where digest = any($1)", [digests]);
    await db.close();
  }
});
