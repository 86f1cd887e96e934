// For tests of back-office screens over HTTP: the production build served on a seeded database
// with upload storage in a throw-away folder, staff members signed in with the roles a test
// needs, and requests as a browser sends them (same-origin posts, form bodies).
import type { Db } from "../db/client.ts";
import { createApp } from "../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../server/env.ts";
import type { StaffRole } from "../app/staff-session/roles.ts";
import { createSession } from "../app/staff-session/sessions.server.ts";
import type { FileStorage } from "../app/uploads/storage.server.ts";
import { openSeeded, type TestDatabase } from "./db.ts";
import { listen, productionBuild, tempStorage } from "./kit.ts";
import { makeStaff, type TestStaff } from "./staff.ts";

export interface BackOffice {
  base: string;
  db: Db;
  storage: FileStorage;
  /** A new staff member with these roles, and the cookie of a session of theirs. */
  signIn(roles: StaffRole[]): Promise<TestStaff & { cookie: string }>;
  get(path: string, cookie: string): Promise<Response>;
  /** Posts a form: its fields by name, or as pairs where a name comes more than once. */
  post(path: string, cookie: string, fields: Record<string, string> | [string, string][]): Promise<Response>;
  close(): Promise<void>;
}

export async function serveBackOffice(database: TestDatabase): Promise<BackOffice> {
  const db = await openSeeded(database);
  const storage = tempStorage();
  const { build, clientDir } = await productionBuild();
  const env = loadEnv({});
  const { base, close } = await listen(
    createApp({ build, clientDir, services: { db, config: siteConfig(env), storage, forms: formsConfig(env) } }),
  );
  return {
    base,
    db,
    storage,
    async signIn(roles) {
      const staff = await makeStaff(db, roles);
      return {
        ...staff,
        cookie: `staff_session=${await createSession(db, staff.id, { now: new Date(), clientIp: "" })}`,
      };
    },
    get: (path, cookie) => fetch(`${base}${path}`, { redirect: "manual", headers: { cookie } }),
    post: (path, cookie, fields) =>
      fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    async close() {
      await close();
      await db.close();
    },
  };
}
