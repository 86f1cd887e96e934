// The servers the browser suite starts (playwright.config.ts), each on its own port with its own
// embedded database and uploads: one for the public site's and the register's specs, one for the
// content editors' specs, which change the demo content the others read, and one whose staff
// sessions end after 60 idle seconds (STAFF_IDLE_S) for the idle sign-out's spec, which is also
// a new install's (Cambodia's holidays loaded on the first start) for the first-start spec. A project's
// `metadata` names its server, so helpers reach the database of the server under test.
import { test } from "@playwright/test";
import { complaintsMailbox, e2ePort } from "./mail-catcher.ts";

export interface TestServer {
  port: number;
  dataDir: string;
  /** Variables of its own, besides the ones every test server has. */
  env?: Record<string, string>;
}

// The register's specs read deadlines counted in working days: their servers keep holidays as the
// specs enter them. The third loads Cambodia's on its first start, as a new install does.
const noHolidays = { HOLIDAYS_FROM_CALENDAR: "false" };
// The tests run offline: no daily check of the content's links to other sites.
const noLinkCheck = { LINK_CHECK_AT: "off" };
// The browser fills forms faster than a person: a form sent within 3 s is spam in production
// (app/site/forms/bot-checks.server.ts). The third server keeps a minimum, for e2e/spam.spec.ts.
const machineSpeed = { FORM_MIN_FILL_S: "0" };

export const testServers = {
  // The one that reads the complaints mailbox (e2e/mail-catcher.ts): one database may mark a message read.
  site: {
    port: e2ePort,
    dataDir: "e2e/.artifacts/data",
    env: { IMAP_URL: complaintsMailbox.url(), IMAP_POLL_S: "5", ...noHolidays, ...machineSpeed, ...noLinkCheck },
  },
  editing: {
    port: e2ePort + 1,
    dataDir: "e2e/.artifacts/data-editing",
    env: { ...noHolidays, ...machineSpeed, ...noLinkCheck },
  },
  shortSessions: {
    port: e2ePort + 2,
    dataDir: "e2e/.artifacts/data-short-sessions",
    // The spam spec's "too fast" complaint must reach the server within the minimum even on a busy
    // machine, where loading the form's island and its challenge alone can take 4 s: 8 s here.
    env: { STAFF_IDLE_S: "60", FORM_MIN_FILL_S: "8", ...noLinkCheck },
  },
} as const satisfies Record<string, TestServer>;

/** The data folder of the server the running test talks to. */
export function currentDataDir(): string {
  const { dataDir } = test.info().project.metadata as Partial<TestServer>;
  return dataDir ?? testServers.site.dataDir;
}
