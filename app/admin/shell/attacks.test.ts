// Attacks on the back office over HTTP (production build, real database and crypto): each is
// refused and the answer gives nothing away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { openSeeded, testDatabases } from "../../../testing/db.ts";
import { createApp } from "../../../server/app.ts";
import { formsConfig, loadEnv, siteConfig } from "../../../server/env.ts";
import { listen, productionBuild, tempStorage } from "../../../testing/kit.ts";
import { inviteAccount } from "../staff/accounts.server.ts";
import { createSession } from "../../staff-session/sessions.server.ts";
import { makeStaff, type TestStaff } from "../../../testing/staff.ts";
import { totpCode } from "../staff/totp.server.ts";

describe("attacks on the back office", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let ip = 0;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const { build, clientDir } = await productionBuild();
    const env = loadEnv({});
    // X-Forwarded-For is trusted here so that each test can come from an address of its own.
    ({ base, close } = await listen(
      createApp({
        build,
        clientDir,
        trustProxy: true,
        services: { db, config: siteConfig(env), storage: tempStorage(), forms: formsConfig(env) },
      }),
    ));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const post = (
    path: string,
    fields: Record<string, string>,
    { cookie, origin = base, from = `198.51.100.${++ip}` }: { cookie?: string; origin?: string; from?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-for": from,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const signInWith = (staff: TestStaff, code: string, from?: string) =>
    post("/admin/sign-in", { email: staff.email, password: staff.password, code }, { from });
  /** What the page shows (its main element), without the data React Router carries for hydration. */
  const text = async (response: Response) => /<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? "";

  it("refuses a forged session cookie, an expired one, and one of a session that ended", async () => {
    const staff = await makeStaff(db, ["admin"]);
    const expired = await createSession(db, staff.id, { now: new Date(Date.now() - 9 * 3600_000), clientIp: "" });
    const idle = await createSession(db, staff.id, { now: new Date(Date.now() - 31 * 60_000), clientIp: "" });
    for (const cookie of [
      "staff_session=forged",
      `staff_session=${"A".repeat(43)}`,
      `staff_session=${expired}`,
      `staff_session=${idle}`,
      `__Host-staff_session=${expired}`,
    ]) {
      const response = await get("/admin/accounts", cookie);
      expect(response.status, cookie).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/sign-in?redirectTo=%2Fadmin%2Faccounts");
      expect(await response.text()).not.toContain(staff.email);
    }
  });

  it("sends a stranger at a very long back-office address to sign in without keeping the address", async () => {
    for (const path of [`/admin/accounts/${"a".repeat(15_000)}`, `/admin/accounts/${"ក".repeat(1_000)}`]) {
      const response = await get(path, "");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/sign-in");
    }
    const short = await get("/admin/accounts?l=km", "");
    expect(short.headers.get("location")).toBe("/admin/sign-in?l=km&redirectTo=%2Fadmin%2Faccounts%3Fl%3Dkm");
  });

  it("signs in, then takes the same TOTP code no more, answering as for a stranger", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const code = totpCode(staff.totpSecret, new Date());
    const first = await signInWith(staff, code);
    expect(first.status).toBe(302);
    expect(first.headers.get("set-cookie")).toMatch(
      /^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=28800$/,
    );
    const again = await signInWith(staff, code);
    expect(again.status).toBe(401);
    expect(again.headers.get("set-cookie")).toBeNull();
    const stranger = await post("/admin/sign-in", { email: "nobody@tonle.example", password: staff.password, code });
    expect(stranger.status).toBe(401);
    const [reused, unknown] = [await text(again), await text(stranger)];
    expect(reused).toContain("The e-mail, the password or the code is not right.");
    // Identical pages but for the e-mail typed back into its field.
    expect(reused.replace(staff.email, "EMAIL")).toBe(unknown.replace("nobody@tonle.example", "EMAIL"));
    expect(reused).not.toContain(staff.password);
  });

  it("after 5 wrong tries says 'try again in N minutes', the same for an account that exists and one that does not", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const answers: string[] = [];
    for (const email of [staff.email, "ghost@tonle.example"]) {
      for (let i = 0; i < 5; i++)
        expect((await post("/admin/sign-in", { email, password: "wrong guess number", code: "123456" })).status).toBe(
          401,
        );
      const limited = await post("/admin/sign-in", { email, password: "wrong guess number", code: "123456" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
      answers.push((await text(limited)).replace(email, "EMAIL"));
    }
    expect(answers[0]).toContain("Too many attempts. Please try again in 15 minutes.");
    expect(answers[0]).toBe(answers[1]);
    // In Khmer too.
    const km = await post("/admin/sign-in?l=km", { email: "ghost@tonle.example", password: "x", code: "123456" });
    expect(await km.text()).toContain("ការព្យាយាមច្រើនដងពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល 15 នាទីទៀត។");
  });

  it("refuses a set-up link once used, and once expired", async () => {
    const { account, token } = await inviteAccount(db, { email: "link@tonle.example", roles: ["editor"] });
    const page = await get(`/admin/setup?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Step 1 of 3");
    const chosen = await post(`/admin/setup?token=${token}`, {
      intent: "password",
      displayName: "Link",
      password: "a river of lanterns",
      confirm: "a river of lanterns",
    });
    expect(chosen.status).toBe(302);
    const [pending] = await db.query<{ pending_totp_secret: string }>(
      "select pending_totp_secret from staff_setup_tokens where account_id = $1",
      [account.id],
    );
    const secret = pending!.pending_totp_secret;
    const done = await post(`/admin/setup?token=${token}`, { intent: "code", code: totpCode(secret, new Date()) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your recovery codes");
    for (const response of [
      await get(`/admin/setup?token=${token}`),
      await post(`/admin/setup?token=${token}`, {
        intent: "password",
        displayName: "X",
        password: "another river of lanterns",
        confirm: "another river of lanterns",
      }),
    ]) {
      expect(response.status).toBe(410);
      expect(await response.text()).toContain("This link does not work");
    }
    const old = await inviteAccount(
      db,
      { email: "old-link@tonle.example", roles: ["editor"] },
      new Date(Date.now() - 25 * 3600_000),
    );
    expect((await get(`/admin/setup?token=${old.token}`)).status).toBe(410);
  });

  it("refuses a post from another site's page, even with a valid session", async () => {
    const admin = await makeStaff(db, ["admin"]);
    const cookie = `staff_session=${await createSession(db, admin.id, { now: new Date(), clientIp: "" })}`;
    const forged = await post(
      "/admin/accounts/new",
      { email: "evil@attacker.example", roles: "admin" },
      { cookie, origin: "https://attacker.example" },
    );
    expect(forged.status).toBe(403);
    expect(await db.query("select 1 from staff_accounts where email = 'evil@attacker.example'")).toEqual([]);
  });

  it("refuses a staff member without the admin role an admin action, and records it", async () => {
    const editor = await makeStaff(db, ["editor", "complaints"]);
    const cookie = `staff_session=${await createSession(db, editor.id, { now: new Date(), clientIp: "" })}`;
    const response = await post("/admin/accounts/new", { email: "sneaky@tonle.example", roles: "admin" }, { cookie });
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain("You do not have access to this page");
    expect(await db.query("select 1 from staff_accounts where email = 'sneaky@tonle.example'")).toEqual([]);
    const km = await get("/admin/accounts?l=km", cookie);
    expect(km.status).toBe(403);
    expect(await km.text()).toContain("អ្នកមិនមានសិទ្ធិចូលទំព័រនេះទេ");
    const [entry] = await db.query<{ detail: { route: string } }>(
      "select detail from staff_audit_log where actor_id = $1 and action = 'access.denied' order by id limit 1",
      [editor.id],
    );
    expect(entry!.detail.route).toBe("/admin/accounts/new");
  });

  it("ends every session at once when an admin disables the account", async () => {
    const admin = await makeStaff(db, ["admin"]);
    const victim = await makeStaff(db, ["complaints"]);
    const adminCookie = `staff_session=${await createSession(db, admin.id, { now: new Date(), clientIp: "" })}`;
    const victimCookies = await Promise.all(
      [1, 2].map(async () => `staff_session=${await createSession(db, victim.id, { now: new Date(), clientIp: "" })}`),
    );
    for (const cookie of victimCookies) expect((await get("/admin", cookie)).status).toBe(200);
    expect((await post(`/admin/accounts/${victim.id}`, { intent: "disable" }, { cookie: adminCookie })).status).toBe(
      200,
    );
    for (const cookie of victimCookies) expect((await get("/admin", cookie)).status).toBe(302);
  });
});
