// Staff in the browser tests (e2e/staff.spec.ts, e2e/register.spec.ts, e2e/register-operations.spec.ts, the content editors'
// specs): an account invited as the command line invites it and set up through its link (with a TOTP code
// the test computes), signing in with one of its recovery codes, and screenshots of back-office pages (SHOTS_DIR) on a phone and a desktop, in English and
// Khmer, light and dark.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { inviteFromCommandLine } from "../app/admin/staff/command-invite.server.ts";
import { parseRoles } from "../app/staff-session/roles.ts";
import { expect, waitForInteractive } from "./fixtures.ts";
import { serverDb } from "./server-data.ts";
import { currentDataDir } from "./test-servers.ts";

const shotsDir = process.env.SHOTS_DIR;

/** `npm run staff:invite`, against the database of the server under test: the set-up link (its last line), or null with what it said. */
export async function invite(
  email: string,
  roles: string,
  dataDir = currentDataDir(),
): Promise<{ link: string | null; output: string }> {
  const env = { ...process.env, ...(process.env.DATABASE_URL ? {} : { DATA_DIR: dataDir }) };
  const child = spawn("npm", ["run", "--silent", "staff:invite", "--", email, roles], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const last = output.trim().split("\n").at(-1) ?? "";
  return { link: code === 0 ? last : null, output };
}

/**
 * The invitation `npm run staff:invite` makes, made in this process: the set-up link. A Node.js
 * start less for each staff member (about 1.5 s of a core); e2e/staff.spec.ts runs the command.
 */
async function inviteInProcess(email: string, roles: string, dataDir = currentDataDir()): Promise<string> {
  const parsed = parseRoles(roles);
  if (!parsed) throw new Error(`not a list of roles: ${roles}`);
  const db = await serverDb(dataDir);
  try {
    return (await inviteFromCommandLine(db, { email, roles: parsed, origin: "http://localhost" })).link;
  } finally {
    await db.close();
  }
}

export const totpOf = (textKey: string) =>
  new TOTP({ secret: Secret.fromBase32(textKey.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" });

/** Waits for the next 30-second step, so that a code differs from one already used. */
export async function nextStep(page: Page): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  await page.waitForTimeout(left + 500);
}

export interface SetUpStaff {
  email: string;
  password: string;
  totp: TOTP;
  /** The recovery codes of the set-up not used yet; signIn spends one each time. */
  recoveryCodes: string[];
}

/**
 * A staff member invited with `roles` and set up through the link, in English: name, password,
 * authenticator; the set-up signs them in (left so with `signedIn`). `dataDir` is the server's data folder, needed outside a test (a worker fixture).
 */
export async function setUpStaff(
  page: Page,
  {
    email,
    roles,
    name,
    dataDir,
    signedIn = false,
  }: {
    email: string;
    roles: string;
    name: string;
    dataDir?: string;
    /** Stay signed in as the set-up leaves the person; else signed out, for signIn to sign in. */
    signedIn?: boolean;
  },
): Promise<SetUpStaff> {
  const link = new URL(await inviteInProcess(email, roles, dataDir));
  await page.goto(`${link.pathname}${link.search}`);
  await waitForInteractive(page);
  const password = `${name.toLowerCase()} walks along the river`;
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const totp = totpOf((await page.getByTestId("totp-key").textContent())!);
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  if (!signedIn) await page.context().clearCookies({ name: "staff_session" });
  return { email, password, totp, recoveryCodes };
}

/**
 * Signs in on the sign-in page with a recovery code (the sign-in form takes one in its Code
 * field). The set-up has just spent the authenticator's current code, which is refused a second
 * time (decision 0020): an authenticator code would mean waiting up to 30 s for the next one.
 * e2e/staff.spec.ts signs in with the authenticator.
 */
export async function signIn(page: Page, staff: SetUpStaff): Promise<void> {
  const code = staff.recoveryCodes.shift();
  expect(code, "a recovery code left").toBeDefined();
  await page.goto("/admin/sign-in");
  await waitForInteractive(page);
  await page.getByLabel("E-mail").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByLabel("Code", { exact: true }).fill(code!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Back office");
}

/** Screenshots of the page at `path` (when SHOTS_DIR is set): phone and desktop, English and Khmer, light and dark. */
export async function shoot(
  page: Page,
  name: string,
  path: string,
  /** What to open on the page before each picture (a fold, a file's pages). */
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 860 }],
  ] as const) {
    for (const lang of ["en", "km"] as const) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(lang === "km" ? `${path}${path.includes("?") ? "&" : "?"}l=km` : path);
        await waitForInteractive(page);
        // The language link is in the other script: its font comes when first needed.
        await page.evaluate(() => document.fonts.ready);
        await prepare?.(page);
        await page.screenshot({ path: `${shotsDir}/${name}-${device}-${lang}-${scheme}.png`, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(path);
  await waitForInteractive(page);
}

/**
 * The content editor with every fold open, as an editor who chose "Expand all" once has it (the
 * choice is kept in the browser): for the specs that work through whole records. The folds
 * themselves are tested in e2e/editor-folds.spec.ts.
 */
export async function keepFoldsOpen(page: Page): Promise<void> {
  const choose = () => localStorage.setItem("content-editor-folds", "open");
  await page.addInitScript(choose);
  // The page already open, for the editor reached from it by links.
  await page.evaluate(choose);
}
