// Back-office forms refuse in the interface's language (issue 32): on the Khmer invite form a
// malformed address gets the form's Khmer message beside the field, and never the browser's own
// English bubble ("Please include an '@'…"): the form leaves checking to the page. The audit log
// can leave signing in and out aside.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("the Khmer invite form refuses a malformed address in Khmer, and the audit log hides signing in on request", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const admin = await setUpStaff(page, {
    email: `lang-admin-${stamp}@tonle.example`,
    roles: "admin",
    name: "Vanna Admin",
  });
  await signIn(page, admin);
  await page.goto("/admin/accounts/new?l=km");
  await waitForInteractive(page);
  const form = page.locator("form").filter({ has: page.getByLabel("អ៊ីមែល") });
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  const email = page.getByLabel("អ៊ីមែល");
  await email.fill("sokha.example.com");
  await page.getByLabel("ឈ្មោះ").fill("សុខា");
  await page.getByRole("button", { name: "បង្កើតគណនី និងតំណរបស់វា" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែល ដូចជា name@example\.com។/);
  await expect(page.getByText(/Please include an/)).toHaveCount(0);
  await expectAccessible(page);

  // The audit log without signing in and out: this admin's set-up, not their sign-in.
  await page.goto(`/admin/audit?who=${encodeURIComponent(admin.email)}`);
  await waitForInteractive(page);
  await expect(page.getByRole("table")).toContainText("Signed in");
  await page.getByLabel("Hide signing in and out").check();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/signIns=hide/);
  await expect(page.getByRole("table")).not.toContainText("Signed in");
  await expect(page.getByLabel("Hide signing in and out")).toBeChecked();
});
