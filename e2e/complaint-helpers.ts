// The public complaint form as the browser tests use it (e2e/complaint-form.spec.ts, and
// e2e/register*.spec.ts, which file a complaint to find it in the back office).
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { complaintFormStrings } from "../app/site/complaint/strings.ts";
import { demoContent } from "../db/seed/content/index.ts";
import { expect, waitForInteractive } from "./fixtures.ts";

type Lang = "en" | "km";
const fixtures = join(import.meta.dirname, "../app/uploads/fixtures");
export const upload = (name: string) => join(fixtures, name);
export const reference = /CMP-\d{4}-\d{6}/;

/** The complaint form of the page, found by its labels from the complaint record. */
export function complaintForm(page: Page, lang: Lang = "en") {
  const labels = demoContent[lang].complaint;
  const section = page.locator("section#complaint-form");
  const notice = section.locator(".notice");
  return {
    t: complaintFormStrings[lang],
    labels,
    section,
    heading: section.getByRole("heading", { name: labels.send_us_a_message }),
    fullName: section.getByLabel(labels.name_label),
    email: section.getByLabel(labels.email_label),
    phone: section.getByLabel(labels.phone_number_label),
    company: section.getByLabel(labels.company_name_label),
    files: section.getByLabel(labels.upload_label),
    message: section.getByLabel(labels.your_message_label),
    submit: section.getByRole("button", { name: labels.button_label }),
    count: section.locator(".file-count"),
    notice,
    // The reference left on the page after its notice (not the messages that share its look).
    receipt: section.locator("p.form-receipt:not(.form-receipt--error)"),
  };
}
export type ComplaintForm = ReturnType<typeof complaintForm>;

export async function fillTextFields(
  f: ComplaintForm,
  values = {
    name: "Sok Dara",
    email: "dara@example.com",
    phone: "012 345 678",
    company: "Mekong Traders Co., Ltd.",
    message: "My motor claim has been pending for six weeks.",
  },
) {
  await f.fullName.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.company.fill(values.company);
  await f.message.fill(values.message);
}

/** A complaint sent through the public form (in English, or Khmer), with a PDF and a JPEG; its reference. */
export async function fileComplaint(page: Page, name: string, email: string, lang: Lang = "en"): Promise<string> {
  await page.goto(lang === "km" ? "/complaint?l=km" : "/complaint");
  await waitForInteractive(page);
  const f = complaintForm(page, lang);
  await fillTextFields(f, {
    name,
    email,
    phone: "012 345 678",
    company: "",
    message: "The garage kept my car for six weeks and nobody calls back.",
  });
  await f.files.setInputFiles([upload("claim-letter.pdf"), upload("receipt.jpg")]);
  await f.submit.click();
  await expect(f.receipt).toBeVisible();
  return (await f.receipt.textContent())!.match(reference)![0];
}
