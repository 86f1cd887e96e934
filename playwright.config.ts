import { defineConfig, devices } from "@playwright/test";
import { e2ePort as port, mailCatcher } from "./e2e/mail-catcher.ts";

const dataDir = "e2e/.artifacts/data";
const editorSpecs = /(content-[\w-]+|media-library|preview)\.spec\.ts$/;
// E2E_BASE_URL: test a server that is already running (e.g. `npm run dev`) instead of starting the build.
const externalServer = process.env.E2E_BASE_URL;

// Browser tests run against the production build in Debian's Chromium; no browser is downloaded.
export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "e2e/.artifacts/results",
  fullyParallel: true,
  // The site's e-mails go to a real SMTP server of the test run (e2e/mail-catcher.ts).
  globalSetup: externalServer ? undefined : "./e2e/mail-catcher.ts",
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: externalServer ?? `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: editorSpecs, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The back office's content and media editors change the demo content that the other specs
    // read, and some change the same records: they run after all the others, one at a time.
    { name: "content-editing", testMatch: editorSpecs, dependencies: ["chromium"], workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: externalServer ? undefined : {
    // A fresh embedded database each run, seeded with the demo content on first start.
    command: `rm -rf ${dataDir} && node server/index.ts`,
    url: `http://localhost:${port}/healthz`,
    // Many form tests come from one address: the submission rate limit is tested in server/forms.test.ts.
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", SITE_URL: `http://localhost:${port}`, RATE_LIMIT_SUBMISSIONS: "10000", WEB_VITALS: "true", SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
