// Passkeys for staff in Chromium (issue 44), with the browser's virtual authenticator (the
// DevTools protocol's WebAuthn domain): one added on "Change password", signing in with it alone,
// removed, and gone after an admin's reset; each use in the audit log. axe in both languages.
import type { Page } from "@playwright/test";
import { resetAccount } from "../app/admin/staff/accounts.server.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { serverDb } from "./server-data.ts";
import { setUpStaff, shoot, signIn } from "./staff-helpers.ts";

/** A platform authenticator (a phone's fingerprint) that says yes at once. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function signInWithPasskey(page: Page) {
  await page.goto("/admin/sign-in");
  await waitForInteractive(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

test("a passkey added, signing in alone, removed; an admin's reset takes them away", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const staff = await setUpStaff(page, {
    email: `passkey-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Kosal Key",
  });
  await signIn(page, staff);
  const authenticator = await virtualAuthenticator(page);

  await page.goto("/admin/password");
  await waitForInteractive(page);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys).toContainText("You have no passkey yet.");
  // A name first: the browser is not asked without one.
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByText("Give the passkey a name.")).toBeVisible();
  await expect(passkeys.getByLabel("Name of the new passkey")).toBeFocused();
  await passkeys.getByLabel("Name of the new passkey").fill("My phone");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByText("The passkey “My phone” is added. You can sign in with it now.")).toBeVisible();
  await expect(passkeys.getByRole("listitem")).toContainText(["My phone"]);
  await expect(passkeys).toContainText("not used yet");
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessible(page);
  await shoot(page, "passkeys", "/admin/password");
  await page.goto("/admin/password?l=km");
  await expect(page.getByRole("region", { name: "Passkey" })).toContainText("My phone");
  await expectAccessible(page);

  // Signed out, the passkey alone signs in.
  await page.getByRole("button", { name: "ចាកចេញ" }).click();
  await signInWithPasskey(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");
  await page.goto("/admin/password");
  await expect(page.getByRole("region", { name: "Passkeys" })).toContainText("last used");

  // Removed, it no longer does.
  await page.getByRole("button", { name: "Remove My phone" }).click();
  await expect(page.getByText("The passkey “My phone” is removed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Passkeys" })).toContainText("You have no passkey yet.");
  await page.getByRole("button", { name: "Sign out" }).click();
  await signInWithPasskey(page);
  await expect(page.getByText("That passkey did not sign you in.")).toBeVisible();
  // The focus on the refusal, so that it is read first.
  await expect(page.locator(":focus")).toContainText("That passkey did not sign you in.");

  // Added again, then the account reset by an admin: the passkey stops working with the rest.
  await signIn(page, staff);
  await page.goto("/admin/password");
  await waitForInteractive(page);
  await page.getByLabel("Name of the new passkey").fill("Blue key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("The passkey “Blue key” is added.", { exact: false })).toBeVisible();
  const db = await serverDb();
  try {
    const [account] = await db.query<{ id: string }>("select id from staff_accounts where email = $1", [staff.email]);
    expect((await resetAccount(db, account!.id)).outcome).toBe("done");
    expect(await db.query("select 1 from staff_passkeys where account_id = $1", [account!.id])).toEqual([]);
    const audited = await db.query<{ action: string; factor: string | null }>(
      `select action, detail->>'factor' as factor from staff_audit_log
        where actor_id = $1 and action in ('passkey.add', 'passkey.remove', 'sign_in.success') order by id`,
      [account!.id],
    );
    expect(audited).toEqual([
      { action: "sign_in.success", factor: "setup" },
      { action: "sign_in.success", factor: "recovery_code" },
      { action: "passkey.add", factor: null },
      { action: "sign_in.success", factor: "passkey" },
      { action: "passkey.remove", factor: null },
      { action: "sign_in.success", factor: "recovery_code" },
      { action: "passkey.add", factor: null },
    ]);
  } finally {
    await db.close();
  }
  await page.context().clearCookies();
  await signInWithPasskey(page);
  await expect(page.getByText("That passkey did not sign you in.")).toBeVisible();
});
