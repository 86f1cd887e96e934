// Shared by the back office's browser tests: inviting staff with the command line, their
// authenticator's codes, a staff member set up and signed in as a person would, the server's
// own database and file storage (to arrange what a test needs), and screenshots.
//
// The command and the test open the server's database from another process: with DATABASE_URL
// set (the same for the server and the tests) that is PostgreSQL; else the embedded database in
// e2e/.artifacts/data (playwright.config.ts), reached through the server's socket.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { openDb, type Db } from "../db/client.ts";
import { dbConfig, fileStorage, loadEnv } from "../server/env.ts";
import type { FileStorage } from "../app/uploads/storage.server.ts";
import { expect, waitForHydration } from "./fixtures.ts";

const shotsDir = process.env.SHOTS_DIR;
const serverEnv = () => ({ ...process.env, ...(process.env.DATABASE_URL ? {} : { DATA_DIR: "e2e/.artifacts/data" }) });

export async function invite(email: string, roles: string): Promise<{ link: string | null; output: string }> {
  const child = spawn("npm", ["run", "--silent", "staff:invite", "--", email, roles], { env: serverEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const last = output.trim().split("\n").at(-1) ?? "";
  return { link: code === 0 ? last : null, output };
}

export const totpOf = (textKey: string) => new TOTP({ secret: Secret.fromBase32(textKey.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" });

/** Waits for the next 30-second step, so that a code differs from one already used. */
export async function nextStep(page: Page): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  await page.waitForTimeout(left + 500);
}

/**
 * A new staff member with these roles ("admin,complaints"), invited by the command, set up
 * through the pages (name, password, authenticator) and signed in: the page shows the overview.
 */
export async function signedInStaff(page: Page, roles: string, displayName: string): Promise<{ email: string }> {
  const email = `${roles.replace(/\W/g, "-")}-${Date.now()}@tonle.example`;
  const invited = await invite(email, roles);
  expect(invited.link, invited.output).not.toBeNull();
  const password = "monsoon rain over the tonle sap";
  await page.goto(new URL(invited.link!).pathname + new URL(invited.link!).search);
  await waitForHydration(page);
  await page.getByLabel("Your name").fill(displayName);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const totp = totpOf((await page.getByTestId("totp-key").textContent())!);
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("link", { name: "I have saved my codes: go to sign-in" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await nextStep(page);
  await page.getByLabel("Code", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Welcome, ${displayName}.`)).toBeVisible();
  return { email };
}

/** The test server's database (through its socket when embedded) and its file storage. */
export async function serverData(): Promise<{ db: Db; storage: FileStorage }> {
  const env = loadEnv(serverEnv());
  return { db: await openDb(dbConfig(env)), storage: fileStorage(env) };
}

/** SHOTS_DIR set: full-page screenshots of `path` on a phone and a desktop, in English and Khmer, light and dark. */
export async function shoot(page: Page, name: string, path: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const [device, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 860 }]] as const) {
    for (const lang of ["en", "km"] as const) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(lang === "km" ? `${path}${path.includes("?") ? "&" : "?"}l=km` : path);
        await waitForHydration(page);
        // The language link is in the other script: its font comes when first needed.
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${shotsDir}/${name}-${device}-${lang}-${scheme}.png`, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(path);
  await waitForHydration(page);
}
