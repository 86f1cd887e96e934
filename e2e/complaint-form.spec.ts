// The complaint form (/complaint) in real Chromium: the file count, the
// visitor-side and server-side checks of the fields and files, the "Thank You!" notice that
// closes itself after 5 s, the same with JavaScript off in Khmer, and the keyboard. Nothing is
// mocked: every submission reaches the real action, database and file storage.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { serverDb } from "./server-data.ts";
import { complaintForm, fillTextFields, reference, upload } from "./complaint-helpers.ts";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The references of the complaints stored with this message, read from the server's database. */
async function storedReferences(message: string): Promise<string[]> {
  const db = await serverDb();
  try {
    return (
      await db.query<{ reference: string }>("select reference from complaints where message = $1 order by reference", [
        message,
      ])
    ).map((row) => row.reference);
  } finally {
    await db.close();
  }
}

/** Keeps the pointer off the centred notice: hovering it pauses its timer (notice.css). */
async function pointerAway(page: Page) {
  await page.mouse.move(1, page.viewportSize()!.height - 1);
}

const fileCount = (files: Locator) => files.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

/**
 * When the notice's 5 s timer (its notice-hide CSS animation) started, by the page's clock. The
 * test's own clock would start late on a busy machine: it sees the notice some time after it showed.
 */
async function noticeShownAt(notice: Locator): Promise<number> {
  let startTime: number | null = null;
  // An animation has its start time from the first frame that shows it.
  await expect
    .poll(async () => {
      startTime = await notice.evaluate((element) => {
        const timer = element
          .getAnimations()
          .find((animation) => animation instanceof CSSAnimation && animation.animationName === "notice-hide");
        return timer?.startTime == null ? null : Number(timer.startTime);
      });
      return startTime;
    })
    .not.toBeNull();
  return startTime!;
}

/**
 * Waits for the notice to hide itself (or be removed), looking often, and says when it was first
 * seen gone, by the page's clock: at most a look's time after it went.
 */
async function noticeHiddenAt(notice: Locator): Promise<number> {
  let hiddenAt = NaN;
  await expect
    .poll(
      async () => {
        const [visible, now] = await notice.evaluateAll(
          (elements) =>
            [
              elements.some((element) => element.checkVisibility({ visibilityProperty: true })),
              Number(document.timeline.currentTime),
            ] as const,
        );
        hiddenAt = now;
        return visible;
      },
      { intervals: [50], timeout: 8000 },
    )
    .toBe(false);
  return hiddenAt;
}

test.describe("complaint form", () => {
  test("sends a complaint with two files: Thank You! with a reference, closing itself after 5 s; the form resets", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    await expect(f.count).toBeVisible();
    await expect(f.count).toHaveText("0 files selected");
    await fillTextFields(f);
    await f.files.setInputFiles([upload("letter.pdf"), upload("receipt.jpg")]);
    await expect(f.count).toBeVisible();
    await expect(f.count).toHaveText("2 files selected");
    // The browser's own "2 files" would say it twice.
    await expect(f.files).toHaveCSS("color", "rgba(0, 0, 0, 0)");
    await f.files.setInputFiles([upload("letter.pdf")]);
    await expect(f.count).toHaveText("1 file selected");
    await f.files.setInputFiles([upload("letter.pdf"), upload("receipt.jpg")]);
    await expect(f.count).toHaveText("2 files selected");

    await f.submit.click();
    await pointerAway(page);
    const status = f.notice.getByRole("status");
    await expect(status).toBeVisible();
    const shownAt = await noticeShownAt(f.notice);
    const seenAt = Date.now();
    const [shownReference] = (await status.textContent())!.match(reference) ?? [""];
    expect(shownReference).toMatch(reference);
    await expect(status.getByText("Thank You!", { exact: true })).toBeVisible();
    await expect(
      status.getByText("We appreciate your feedback and will get back to you as soon as possible", { exact: true }),
    ).toBeVisible();
    await expect(status).toContainText(
      `Your complaint reference is ${shownReference}. We have sent a copy to dara@example.com.`,
    );
    // No confirm button: the only button is the close button.
    await expect(f.notice.getByRole("button")).toHaveCount(1);
    await expect(f.notice.getByRole("button")).toHaveAccessibleName("Close");
    const progress = f.notice.locator(".notice__progress");
    await expect(progress).toBeVisible();
    await expect(progress).toHaveCSS("animation-duration", "5s");
    // The notice is not a modal and takes no focus.
    expect(await page.evaluate(() => document.activeElement?.closest(".notice") ?? null)).toBeNull();

    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - seenAt)));
    await expect(status).toBeVisible();
    const elapsed = (await noticeHiddenAt(f.notice)) - shownAt;
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(7500);
    await expect(f.notice).toHaveCount(0); // unmounted by the progress bar's animationend

    // The form is reset; the reference stays on the page after the notice.
    for (const field of [f.fullName, f.email, f.phone, f.company, f.message]) await expect(field).toHaveValue("");
    expect(await fileCount(f.files)).toBe(0);
    await expect(f.count).toHaveText("0 files selected");
    await expect(f.receipt).toHaveText(
      `Your complaint reference is ${shownReference}. We have sent a copy to dara@example.com.`,
    );

    // A second complaint: the pointer on the notice holds it while axe looks at the page.
    await fillTextFields(f);
    await f.files.setInputFiles([upload("photo.png")]);
    await f.submit.click();
    await expect(status).toBeVisible();
    const secondAt = Date.now();
    await f.notice.hover();
    await expect(status).not.toContainText(shownReference);
    await expectAccessible(page);
    await page.waitForTimeout(Math.max(0, 5500 - (Date.now() - secondAt)));
    await expect(status).toBeVisible();
    await pointerAway(page);
    await expect(f.notice).toBeHidden({ timeout: 8000 });
  });

  test("sent twice (the same form and token again), a complaint is stored once and both answers show its reference; the form's next one is new", async ({
    page,
  }) => {
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    const values = {
      name: "Sok Dara",
      email: "dara@example.com",
      phone: "012 345 678",
      company: "",
      message: `Sent twice, ${Date.now()}: my claim is pending.`,
    };
    await fillTextFields(f, values);
    await f.files.setInputFiles([upload("letter.pdf")]);
    // The browser made the form's token (the page's HTML carries none, caches share it).
    const token = await f.section.locator('input[type="hidden"][name="token"]').inputValue();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await f.submit.click();
    await pointerAway(page);
    const status = f.notice.getByRole("status");
    await expect(status).toContainText(reference);
    const [shown] = (await status.textContent())!.match(reference)!;

    // The same form with the same token again, as a retry after a lost answer sends it.
    const replay = await page.request.post("/complaint", {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        FullName: values.name,
        Email: values.email,
        PhoneNumber: values.phone,
        CompanyName: values.company,
        Files: { name: "letter.pdf", mimeType: "application/pdf", buffer: readFileSync(upload("letter.pdf")) },
        Message: values.message,
        website: "",
        token,
      },
    });
    expect(replay.status()).toBe(200);
    expect(await replay.text()).toContain(shown);
    expect(await storedReferences(values.message)).toEqual([shown]);

    // The same complaint filled in again is a new submission, with a new token.
    await page.keyboard.press("Escape");
    await expect(f.notice).toHaveCount(0);
    await fillTextFields(f, values);
    await f.files.setInputFiles([upload("letter.pdf")]);
    expect(await f.section.locator('input[type="hidden"][name="token"]').inputValue()).not.toBe(token);
    await f.submit.click();
    await expect(status).toContainText(reference);
    const [second] = (await status.textContent())!.match(reference)!;
    expect(second).not.toBe(shown);
    expect(await storedReferences(values.message)).toEqual([shown, second].sort());
  });

  test("validates in the browser: required fields, e-mail, file types and count, 200 px message", async ({ page }) => {
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    const { t } = f;
    // The phone is required although its label has no asterisk; name, e-mail, files and message have one.
    await expect(f.section.locator("label", { hasText: "Phone Number" })).toHaveText("Phone Number");
    await expect(f.section.locator("label", { hasText: "Full Name" })).toHaveText("Full Name *");

    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await f.submit.click();
    for (const field of [f.fullName, f.email, f.phone, f.message]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(t.required);
    }
    await expect(f.files).toHaveAttribute("aria-invalid", "true");
    await expect(f.files).toHaveAccessibleDescription(new RegExp(escape(t.filesRequired)));
    await expect(f.section.getByText(t.filesRequired, { exact: true })).toBeVisible();
    await expect(f.company).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.fullName).toBeFocused(); // the first invalid field
    expect(posted).toBe(false);

    await f.email.fill("dara.example.com");
    await expect(f.email).toHaveAccessibleDescription(t.emailInvalid);
    await f.email.fill("dara@example.com");
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");

    await f.files.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a document") });
    await expect(f.count).toHaveText("1 file selected");
    await expect(f.section.getByText(`${t.fileWrongType} notes.txt`, { exact: true })).toBeVisible();

    const pdf = readFileSync(upload("letter.pdf"));
    await f.files.setInputFiles(
      Array.from({ length: 6 }, (_, index) => ({
        name: `page-${index + 1}.pdf`,
        mimeType: "application/pdf",
        buffer: pdf,
      })),
    );
    await expect(f.count).toHaveText("6 files selected");
    await expect(f.section.getByText(t.tooManyFiles, { exact: true })).toBeVisible();
    await expect(f.section.getByText(t.fileWrongType, { exact: false })).toHaveCount(0);

    await f.files.setInputFiles([upload("letter.pdf")]);
    await expect(f.files).not.toHaveAttribute("aria-invalid", "true");

    expect((await f.message.boundingBox())!.height).toBe(200);
    await expectAccessible(page);
    expect(posted).toBe(false);
  });

  test("the server refuses a program named .pdf, keeping the other fields", async ({ page }) => {
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    await fillTextFields(f);
    // The first 4 KB of the Node.js executable: an ELF program, whatever its name says.
    const program = readFileSync(process.execPath).subarray(0, 4096);
    expect(program.subarray(0, 4).toString("latin1")).toBe("\x7fELF");
    await f.files.setInputFiles([
      { name: "evil.pdf", mimeType: "application/pdf", buffer: program },
      { name: "letter.pdf", mimeType: "application/pdf", buffer: readFileSync(upload("letter.pdf")) },
    ]);
    await f.files.blur();
    await expect(f.files).not.toHaveAttribute("aria-invalid", "true"); // passes the browser's checks

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await f.submit.click();
    expect((await answer).status()).toBe(415);
    const message = f.section.getByText(`${f.t.fileNotReal} evil.pdf`, { exact: true });
    await expect(message).toBeVisible();
    await expect(f.files).toHaveAttribute("aria-invalid", "true");
    await expect(f.files).toHaveAccessibleDescription(new RegExp(escape(`${f.t.fileNotReal} evil.pdf`)));
    await expect(f.notice).toHaveCount(0);
    await expect(f.receipt).toHaveCount(0);
    await expect(f.fullName).toHaveValue("Sok Dara");
    await expect(f.email).toHaveValue("dara@example.com");
    await expect(f.phone).toHaveValue("012 345 678");
    await expect(f.company).toHaveValue("Mekong Traders Co., Ltd.");
    await expect(f.message).toHaveValue("My motor claim has been pending for six weeks.");
  });

  test("works without JavaScript in Khmer: errors keep the input, success shows the notice that hides itself", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/complaint?l=km");
    let f = complaintForm(page, "km");
    const { t } = f;
    // The count says nothing is chosen; once files are, it cannot follow without scripts and the
    // browser's own text says how many instead.
    await expect(f.count).toBeVisible();
    await expect(f.count).toHaveText("បានជ្រើសរើសឯកសារ ០");
    await expect(f.files).toHaveCSS("color", "rgba(0, 0, 0, 0)");
    const values = {
      name: "សុខ ដារ៉ា",
      email: "dara@example.com",
      phone: "012 345 678",
      company: "ក្រុមហ៊ុន មេគង្គ",
      message: "សំណងរថយន្តរបស់ខ្ញុំនៅរង់ចាំជាង ៦ សប្តាហ៍ហើយ។",
    };
    await f.fullName.fill(values.name);
    await f.email.fill(values.email);
    await f.company.fill(values.company);
    await f.message.fill(values.message);
    await f.files.setInputFiles([upload("letter.pdf")]);
    await expect(f.count).toBeHidden();
    await expect(f.files).not.toHaveCSS("color", "rgba(0, 0, 0, 0)");
    await f.submit.click(); // no phone number
    await expect(page).toHaveURL(/\/complaint\?l=km$/);
    f = complaintForm(page, "km");
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).toHaveAccessibleDescription(t.required);
    await expect(f.section.getByText(t.required, { exact: true })).toHaveCount(1);
    await expect(f.fullName).toHaveValue(values.name);
    await expect(f.email).toHaveValue(values.email);
    await expect(f.company).toHaveValue(values.company);
    await expect(f.message).toHaveValue(values.message);
    await expect(f.notice).toHaveCount(0);

    await f.phone.fill(values.phone);
    await f.files.setInputFiles([upload("statement.docx"), upload("photo.png")]);
    await f.submit.click();
    await pointerAway(page);
    f = complaintForm(page, "km");
    const status = f.notice.getByRole("status");
    await expect(status).toBeVisible();
    const shownAt = await noticeShownAt(f.notice);
    // First, while the notice is still counting down to hiding itself (five seconds).
    await expect(f.notice.locator(".notice__progress")).toBeVisible();
    await expect(status.getByText(t.sentTitle, { exact: true })).toBeVisible();
    await expect(status.getByText(t.sentText, { exact: true })).toBeVisible();
    await expect(status).toContainText(reference);
    await expect(f.notice.getByRole("button")).toHaveCount(0); // a close button would do nothing without JavaScript
    await expect(f.receipt).toContainText(reference);
    for (const field of [f.fullName, f.email, f.phone, f.company, f.message]) await expect(field).toHaveValue("");
    // By CSS alone.
    const elapsed = (await noticeHiddenAt(f.notice)) - shownAt;
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(7500);
    await expect(f.notice).toBeHidden();
    await expect(f.notice).toHaveCount(1); // still in the page, only hidden
    await expect(f.receipt).toBeVisible();
    await context.close();
  });

  test("shows the failure notice when the server refuses a request that is not multipart", async ({ page }) => {
    // Not a mock: the form is altered as in the browser's developer tools so that it posts
    // url-encoded; the real action refuses the body (415) and answers with the failure notice.
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    await fillTextFields(f);
    await f.files.setInputFiles([upload("receipt.jpg")]);
    await f.section
      .locator("form")
      .evaluate((form) => form.setAttribute("enctype", "application/x-www-form-urlencoded"));
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await f.submit.click();
    await pointerAway(page);
    expect((await answer).status()).toBe(415);
    const alert = f.notice.getByRole("alert");
    await expect(f.notice.locator(".notice__progress")).toBeVisible(); // before it hides itself
    await expect(alert.getByText("Something went wrong", { exact: true })).toBeVisible();
    await expect(alert.getByText("We will issue a fix as soon as possible", { exact: true })).toBeVisible();
    await expect(f.notice.getByRole("button")).toHaveCount(1);
    await expect(f.notice.getByRole("button")).toHaveAccessibleName("Close");
    await expect(f.receipt).toHaveCount(0);
    await expectAccessible(page);
    await expect(f.notice).toBeHidden({ timeout: 8000 });
  });

  for (const lang of ["en", "km"] as const) {
    test(`the file picker's button is in the page's language (${lang}), over the browser's own, which still takes the click`, async ({
      page,
    }) => {
      await page.goto(lang === "km" ? "/complaint?l=km" : "/complaint");
      await waitForInteractive(page);
      const f = complaintForm(page, lang);
      const label = f.section.locator(".file-picker__button");
      await label.scrollIntoViewIfNeeded();
      await expect(label).toBeInViewport();
      await expect(label).toHaveText(f.t.chooseFiles);
      // A picture of a button: the input keeps the name, the focus and the click.
      await expect(label).toHaveAttribute("aria-hidden", "true");
      await expect(f.files).toHaveAccessibleName(f.labels.upload_label);
      // Measured once the Khmer font has come (its taller lines move the field down), and again
      // should anything else move it between the measure and the click.
      await page.evaluate(() => document.fonts.ready);
      await expect(async () => {
        const [over, input] = [(await label.boundingBox())!, (await f.files.boundingBox())!];
        expect(over.x).toBeGreaterThan(input.x);
        expect(over.y).toBeGreaterThan(input.y);
        expect(over.x + over.width).toBeLessThan(input.x + input.width);
        expect(over.y + over.height).toBeLessThan(input.y + input.height);
        const chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
        await page.mouse.click(over.x + over.width / 2, over.y + over.height / 2);
        expect((await chooser).isMultiple()).toBe(true);
      }).toPass({ timeout: 30_000 });
    });
  }

  for (const lang of ["en", "km"] as const) {
    test(`on a phone (${lang}), every field keeps the page's margins on both sides`, async ({ page }) => {
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(lang === "km" ? "/complaint?l=km" : "/complaint");
        const f = complaintForm(page, lang);
        for (const field of [f.fullName, f.email, f.phone, f.company, f.files, f.message]) {
          await field.scrollIntoViewIfNeeded();
          await expect(field).toBeVisible();
          const box = (await field.boundingBox())!;
          expect(box.x, `${width} px`).toBeGreaterThanOrEqual(16);
          expect(width - (box.x + box.width), `${width} px`).toBeGreaterThanOrEqual(16);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
    });
  }

  test("keyboard: the file input is reachable and named, the notice takes no focus, Escape and Close dismiss it", async ({
    page,
  }) => {
    await page.goto("/complaint");
    await waitForInteractive(page);
    const f = complaintForm(page);
    await fillTextFields(f);
    await f.company.focus();
    await page.keyboard.press("Tab");
    await expect(f.files).toBeFocused();
    await expect(f.files).toHaveAccessibleName(f.labels.upload_label);
    await f.files.setInputFiles([upload("letter.pdf")]);
    await expect(f.count).toHaveText("1 file selected");
    await page.keyboard.press("Tab");
    await expect(f.message).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(f.submit).toBeFocused(); // the honeypot is skipped
    await page.keyboard.press("Enter");
    await pointerAway(page);

    const status = f.notice.getByRole("status");
    await expect(status).toContainText(reference);
    expect(await page.evaluate(() => document.activeElement?.closest(".notice") ?? null)).toBeNull();
    await page.keyboard.press("Escape");
    await expect(f.notice).toHaveCount(0);

    // A second complaint; its notice closed with its own button hands the focus to the form's heading.
    await fillTextFields(f);
    await f.files.setInputFiles([upload("photo.png")]);
    await f.submit.click();
    await pointerAway(page);
    await expect(status).toContainText(reference);
    await f.notice.getByRole("button", { name: "Close" }).click();
    await expect(f.notice).toHaveCount(0);
    await expect(f.heading).toBeFocused();
  });
});

test("offline: the complaint is not sent, the visitor is told, and everything typed stays", async ({
  page,
  context,
}) => {
  await page.goto("/complaint");
  await waitForInteractive(page);
  const f = complaintForm(page);
  await fillTextFields(f);
  await f.files.setInputFiles([upload("letter.pdf")]);
  await context.setOffline(true);
  await f.submit.click();
  await expect(f.section.getByRole("alert")).toHaveText(f.t.offline);
  await expect(f.notice).toHaveCount(0);
  await expect(f.fullName).toHaveValue("Sok Dara");
  await expect(f.message).toHaveValue("My motor claim has been pending for six weeks.");
  expect(await fileCount(f.files)).toBe(1);

  await context.setOffline(false);
  await pointerAway(page);
  await f.submit.click();
  await expect(f.notice.getByRole("status")).toContainText(f.t.sentTitle);
});
