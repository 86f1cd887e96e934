// For the staff tests: a migrated database (no demo content needed) and a staff member made
// as the real flow makes one (invite, password, second factor), with what a test needs to sign in.
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { openSeeded, testDatabases, type TestDatabase } from "./db.ts";
import { serveApp } from "./kit.ts";
import { choosePassword, completeSetup, inviteAccount } from "../app/admin/staff/accounts.server.ts";
import { hashPassword } from "../app/admin/staff/passwords.server.ts";
import { createSession } from "../app/staff-session/sessions.server.ts";
import type { StaffRole } from "../app/staff-session/roles.ts";
import { newTotpSecret, totpCode } from "../app/admin/staff/totp.server.ts";

export async function openMigrated(database: TestDatabase): Promise<Db> {
  const db = await database.open();
  await migrate(db);
  return db;
}

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

let counter = 0;

/** An account set up to the end: password chosen, factor enrolled at `now`. */
export async function makeStaff(
  db: Db,
  roles: StaffRole[],
  { now = new Date(Date.now() - 5 * 60_000), email }: { now?: Date; email?: string } = {},
): Promise<TestStaff> {
  const address = email ?? `staff${++counter}-${Math.random().toString(36).slice(2, 8)}@tonle.example`;
  const password = `correct horse battery ${counter} staple`;
  const { account, token } = await inviteAccount(db, { email: address, roles }, now);
  const totpSecret = newTotpSecret();
  await choosePassword(
    db,
    token,
    { displayName: "Test Staff", passwordHash: await hashPassword(password), totpSecret },
    now,
  );
  const done = await completeSetup(db, token, totpCode(totpSecret, now), now);
  if (!done.ok) throw new Error(`set-up failed: ${done.reason}`);
  return { id: account.id, email: address, password, totpSecret, recoveryCodes: done.recoveryCodes };
}

/**
 * For a describe block's tests over HTTP: a seeded embedded database and the production build
 * serving it (started before the tests, closed after them), a session cookie for an account, and
 * a form posted as a same-origin browser would.
 */
export function backOfficeOverHttp() {
  const server = {} as { db: Db; base: string; close(): Promise<void> };
  beforeAll(async () => {
    server.db = await openSeeded(testDatabases[0]!);
    Object.assign(server, await serveApp(server.db));
  });
  afterAll(async () => {
    await server.close();
    await server.db.close();
  });
  return {
    get db() {
      return server.db;
    },
    get base() {
      return server.base;
    },
    cookieFor: async (accountId: string) =>
      `staff_session=${await createSession(server.db, accountId, { now: new Date(), clientIp: "" })}`,
    post: (path: string, cookie: string, fields: Record<string, string> = {}) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}
