// A position's fields in the editor that the browser tests fill alike (e2e/content-company.spec.ts,
// e2e/content-schedule.spec.ts): employment, closing date, place, order, the two lists' headings,
// how to apply and the e-mail address, in both languages where they have two.
import type { Page } from "@playwright/test";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

export async function fillPositionDetails(page: Page, { employment, order }: { employment: string; order: number }) {
  await page.getByRole("combobox", { name: "Employment" }).selectOption({ label: employment });
  await field(page, "Closing date").fill("2099-06-30");
  await field(page, "Location English").fill("Phnom Penh");
  await field(page, "Location Khmer").fill("ភ្នំពេញ");
  await page.getByRole("spinbutton", { name: "Order" }).fill(String(order));
  await field(page, "Heading English").nth(0).fill("Responsibilities");
  await field(page, "Heading Khmer").nth(0).fill("ភារកិច្ច");
  await field(page, "Heading English").nth(1).fill("Requirements");
  await field(page, "Heading Khmer").nth(1).fill("លក្ខខណ្ឌតម្រូវ");
  await field(page, "How to apply English").fill("Send your CV to the address below.");
  await field(page, "How to apply Khmer").fill("សូមផ្ញើប្រវត្តិរូបរបស់អ្នកទៅអាសយដ្ឋានខាងក្រោម។");
  await field(page, "Application e-mail").fill("hr@tonle-insurance.example");
}
