import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { waitForMail } from "./mail-catcher.ts";
import { contactFormStrings } from "../app/site/contact/strings.ts";

const en = contactFormStrings.en;

function form(page: Page, t = en) {
  const section = page.locator("#contact-form");
  return {
    section,
    fullName: section.getByLabel(t.fullName),
    email: section.getByLabel(t.email),
    phone: section.getByLabel(t.phone),
    message: section.getByLabel(t.message),
    send: section.getByRole("button", { name: t.send }),
  };
}

test.describe("contact form", () => {
  test("validates as the visitor types, shows messages only for name and phone", async ({ page }) => {
    await page.goto("/contact");
    await waitForInteractive(page);
    const f = form(page);
    await f.fullName.fill("A");
    await f.fullName.blur();
    await expect(f.section.getByText(en.tooShort)).toBeVisible();
    await expect(f.fullName).toHaveAttribute("aria-invalid", "true");
    await f.fullName.fill("A".repeat(30) + "B");
    await expect(f.fullName).toHaveValue("A".repeat(30)); // the field itself stops at 30
    await f.fullName.fill("Sok Dara");
    await expect(f.section.getByText(en.tooShort)).toBeHidden();
    // Submitting with the phone empty: only the phone complains; email and message have no rules.
    await f.send.click();
    await expect(f.section.getByText(en.required)).toHaveCount(1);
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).toBeFocused();
    await expectAccessible(page);
  });

  test("sends a message, then resets the form and congratulates; the company's e-mail goes out", async ({ page }) => {
    await page.goto("/contact");
    await waitForInteractive(page);
    const f = form(page);
    const text = `Please call me about motor insurance. (${test.info().testId}-${Date.now()})`;
    await f.fullName.fill("Sok Dara");
    await f.email.fill("dara@example.com");
    await f.phone.fill("012 345 678");
    await f.message.fill(text);
    await f.send.click();
    const alert = f.section.getByRole("status");
    await expect(alert).toContainText("Congratulations!");
    await expect(alert).toContainText("Your message was successfully send and will back to you soon");
    for (const field of [f.fullName, f.email, f.phone, f.message]) await expect(field).toHaveValue("");
    await expectAccessible(page);
    const mail = await waitForMail((candidate) => candidate.text?.includes(text) ?? false);
    expect(mail.replyTo?.[0]?.address).toBe("dara@example.com");
  });

  test("works without JavaScript: errors keep the input, success shows the alert", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const km = contactFormStrings.km;
    await page.goto("/contact?l=km");
    let f = form(page, km);
    await f.fullName.fill("ស");
    await f.message.fill("សួស្តី");
    await f.send.click();
    await expect(page).toHaveURL(/\/contact\?l=km$/);
    f = form(page, km);
    await expect(f.section.getByText(km.tooShort)).toBeVisible();
    await expect(f.section.getByText(km.required)).toBeVisible();
    await expect(f.fullName).toHaveValue("ស");
    await expect(f.message).toHaveValue("សួស្តី");
    await f.fullName.fill("សុខ ដារ៉ា");
    await f.phone.fill("012345678");
    await f.send.click();
    f = form(page, km);
    await expect(f.section.getByRole("status")).toContainText(km.sentTitle);
    await expect(f.fullName).toHaveValue("");
    await context.close();
  });
});

test("offline: the message is not sent, the visitor is told, and the form keeps it", async ({ page, context }) => {
  await page.goto("/contact");
  await waitForInteractive(page);
  const f = form(page);
  await f.fullName.fill("Sok Dara");
  await f.phone.fill("012 345 678");
  await f.message.fill("Please call me about motor insurance.");
  await context.setOffline(true);
  await f.send.click();
  const alert = f.section.getByRole("alert");
  await expect(alert).toContainText(en.offlineTitle);
  await expect(alert).toContainText(en.offlineText);
  await expect(f.message).toHaveValue("Please call me about motor insurance.");

  await context.setOffline(false);
  await f.send.click();
  await expect(f.section.getByRole("status")).toContainText(en.sentTitle);
  await expect(f.message).toHaveValue("");
});
