// The back office in Chromium (issue 22): the first admin invited by the command line, the
// set-up link followed (password, authenticator, recovery codes), sign-in, the overview, the
// accounts, new recovery codes, sign-out, and the back button after it. SHOTS_DIR=/tmp/shots-auth also takes
// screenshots of sign-in, set-up, accounts and the own-password page (phone and desktop, English and Khmer, light and
// dark).
//
// The command opens the server's database from a second process: with DATABASE_URL set (the
// same for the server and this test) that is PostgreSQL; else the embedded database in
// e2e/.artifacts/data (playwright.config.ts), which a second process can open only once
// db/client.ts allows it.
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { invite, nextStep, shoot, totpOf } from "./staff-helpers.ts";

test("the first admin: invited by the command, sets up, signs in, signs out; the back button shows nothing private", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `first-admin-${Date.now()}@tonle.example`;
  const invited = await invite(email, "admin");
  expect(invited.link, invited.output).toMatch(/^http:\/\/localhost:\d+\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
  const setupPath = new URL(invited.link!).pathname + new URL(invited.link!).search;

  // 1. Name and password.
  await page.goto(setupPath);
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your account");
  await expectAccessible(page);
  await page.getByLabel("Your name").fill("Sokha Admin");
  await page.getByLabel("New password", { exact: true }).fill("password12345");
  await page.getByLabel("Password again").fill("password12345");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("This password is too common")).toBeVisible();
  // What was typed stays, but the passwords.
  await expect(page.getByLabel("Your name")).toHaveValue("Sokha Admin");
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const password = "lanterns over the mekong at dusk";
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();

  // 2. The authenticator: the QR code is inline SVG (no image URL), the key is text.
  await expect(page.getByRole("heading", { name: "Step 2 of 3: the authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" }).locator("svg")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "setup", setupPath);
  const textKey = (await page.getByTestId("totp-key").textContent())!;
  const totp = totpOf(textKey);
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();

  // 3. Recovery codes, shown once.
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const setupCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  // Both factors proved: signed in already, not sent to sign in again.
  await page.getByRole("link", { name: "I have saved my codes: go to the back office" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");
  await expect(page.getByText("Welcome, Sokha Admin.")).toBeVisible();
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "staff_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  // The link is used up.
  const again = await page.request.get(setupPath);
  expect(again.status()).toBe(410);

  // Signed out, then in with the authenticator (a code of a later step than the one the set-up used).
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in");
  await expectAccessible(page);
  await shoot(page, "sign-in", "/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await nextStep(page);
  await page.getByLabel("Code", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");
  await expect(page.getByText("Welcome, Sokha Admin.")).toBeVisible();

  // The accounts.
  await page.getByRole("link", { name: "Staff accounts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
  await expect(page.getByRole("row", { name: new RegExp(`Sokha Admin \\(you\\) ${email}`) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "accounts", "/admin/accounts");
  await shoot(page, "audit", "/admin/audit");
  await shoot(page, "invite", "/admin/accounts/new");
  // New recovery codes, confirmed with the password: ten others, shown once.
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();
  await shoot(page, "password", "/admin/password");
  await page.getByLabel("Your password, or a code from your authenticator app").fill(password);
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your new recovery codes");
  const newCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(newCodes).toHaveLength(10);
  expect(newCodes.filter((code) => setupCodes.includes(code))).toEqual([]);
  await expectAccessible(page);
  await page.getByRole("link", { name: "I have saved my codes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");

  const response = await page.goto("/admin/accounts");
  expect(response?.headers()["cache-control"]).toBe("no-store, private");

  // Sign out, then back: nothing private comes back.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in");
  await expect(page.locator("body")).not.toContainText("Sokha Admin");
  await expect(page.locator("body")).not.toContainText(email);
});
