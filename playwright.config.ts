import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./testing/chromium.ts";
import "./testing/compile-cache.ts";
import { mailCatcher } from "./e2e/mail-catcher.ts";
import { testServers, type TestServer } from "./e2e/test-servers.ts";

const editorSpecs = /(content-[\w-]+|media-library|preview)\.spec\.ts$/;
// The spam spec needs the forms timed as in production (e2e/test-servers.ts).
const shortSessionSpecs = /(idle-sign-out|first-start|spam)\.spec\.ts$/;
// E2E_BASE_URL: test a server that is already running (e.g. `npm run dev`) instead of starting the build.
const externalServer = process.env.E2E_BASE_URL;
// On one shared PostgreSQL (DATABASE_URL) both servers would hold the same content: the editors'
// specs then wait for the others instead of running beside them.
const sharedDatabase = Boolean(process.env.DATABASE_URL);
const baseUrlOf = (server: TestServer) => externalServer ?? `http://localhost:${server.port}`;

// Browser tests run against the production build in Debian's Chromium; no browser is downloaded.
export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "e2e/.artifacts/results",
  fullyParallel: true,
  // The site's e-mails go to a real SMTP server of the test run (e2e/mail-catcher.ts).
  globalSetup: externalServer ? undefined : "./e2e/mail-catcher.ts",
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI shares a two-core machine whose speed changes by the hour: at a third of its usual speed an
  // axe run alone takes 15 s, so a test gets twice Playwright's default there.
  timeout: process.env.CI ? 60_000 : 30_000,
  reporter: "list",
  use: {
    // Recording a trace costs every test about a sixth of its time (98 product and service tests:
    // 190 s against 162 s), so only a failed test's retry records one, with CI's retry.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs() },
  },
  projects: [
    // The back office's content and media editors change the demo content that the other specs
    // read, and some change the same records: they have a server and database of their own
    // (testServers.editing) and run one at a time, beside the others. Listed first, so their
    // long chain starts at once while the other worker takes the rest.
    {
      name: "content-editing",
      testMatch: editorSpecs,
      workers: 1,
      dependencies: sharedDatabase ? ["chromium"] : [],
      metadata: testServers.editing,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: baseUrlOf(testServers.editing) },
    },
    {
      name: "short-sessions",
      testMatch: shortSessionSpecs,
      metadata: testServers.shortSessions,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: baseUrlOf(testServers.shortSessions) },
    },
    {
      name: "chromium",
      testIgnore: [editorSpecs, shortSessionSpecs],
      metadata: testServers.site,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: baseUrlOf(testServers.site) },
    },
  ],
  webServer: externalServer
    ? undefined
    : Object.values<TestServer>(testServers).map((server) => ({
        // A fresh embedded database each run, seeded with the demo content on first start.
        command: `rm -rf ${server.dataDir} && node server/index.ts`,
        url: `http://localhost:${server.port}/healthz`,
        // Many form tests come from one address: the submission rate limit is tested in server/forms.test.ts.
        env: {
          PORT: String(server.port),
          DATA_DIR: server.dataDir,
          NODE_ENV: "production",
          SITE_URL: `http://localhost:${server.port}`,
          RATE_LIMIT_SUBMISSIONS: "10000",
          WEB_VITALS: "true",
          SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}`,
          ...server.env,
        },
        reuseExistingServer: false,
        timeout: 60_000,
      })),
});
