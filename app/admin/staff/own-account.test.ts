// Over HTTP: a staff member's new recovery codes (confirmed, shown once, audited, the old ones
// refused), and the last active administrator, whom nobody can take the role from, disable or
// reset, with the reason on the page in English and Khmer.
import { describe, expect, it } from "vitest";
import { getAccount } from "./accounts.server.ts";
import { signIn } from "./sign-in.server.ts";
import { totpCode } from "./totp.server.ts";
import { backOfficeOverHttp, makeStaff } from "../../../testing/staff.ts";

describe("own account and the last administrator", () => {
  const site = backOfficeOverHttp();
  const { cookieFor, post } = site;

  it("makes new recovery codes once the password or a code confirms it: shown once, audited, the old ones refused", async () => {
    const staff = await makeStaff(site.db, ["complaints"]);
    const cookie = await cookieFor(staff.id);
    const refused = await post("/admin/password", cookie, {
      intent: "recovery-codes",
      confirm: "not my password at all",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/id="recovery-codes-confirm-error"[^>]*>.*The password or the code is not right\./s);
    expect(page).not.toContain("not my password at all");

    const made = await post("/admin/password", cookie, { intent: "recovery-codes", confirm: staff.password });
    expect(made.status).toBe(200);
    expect(made.headers.get("cache-control")).toBe("no-store, private");
    const shown = await made.text();
    const codes = [...shown.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((match) => match[1]!);
    expect(codes).toHaveLength(10);
    expect(shown).toContain("Your new recovery codes");
    // Not shown again.
    expect(await (await fetch(`${site.base}/admin/password`, { headers: { cookie } })).text()).not.toContain(codes[0]);
    const [entry] = await site.db.query<{ action: string; target_id: string }>(
      "select action, target_id from staff_audit_log where actor_id = $1 order by id desc limit 1",
      [staff.id],
    );
    expect(entry).toEqual({ action: "recovery_codes.regenerate", target_id: staff.id });

    const now = new Date();
    const attempt = (code: string) =>
      signIn(site.db, { email: staff.email, password: staff.password, code, clientIp: "203.0.113.40", now });
    expect((await attempt(staff.recoveryCodes[0]!)).ok).toBe(false);
    expect((await attempt(codes[0]!)).ok).toBe(true);

    // With a code of the app instead of the password, in Khmer.
    const khmer = await post("/admin/password?l=km", cookie, {
      intent: "recovery-codes",
      confirm: totpCode(staff.totpSecret, new Date(Date.now() + 30_000)),
    });
    expect(khmer.status).toBe(200);
    expect(await khmer.text()).toContain("លេខកូដសង្គ្រោះថ្មីរបស់អ្នក");
  });

  it("refuses to take the role from, disable or reset the last active administrator, saying why", async () => {
    // The seeded database has no staff: this test's admin is the only one.
    const admin = await makeStaff(site.db, ["admin"]);
    const others = await site.db.query(
      "select 1 from staff_accounts where status = 'active' and 'admin' = any(roles) and password_hash is not null and id <> $1",
      [admin.id],
    );
    expect(others).toEqual([]);
    const cookie = await cookieFor(admin.id);
    const reset = await post(`/admin/accounts/${admin.id}`, cookie, { intent: "reset" });
    expect(reset.status).toBe(409);
    const page = await reset.text();
    expect(page).toContain("This is the last active administrator");
    expect(page).not.toContain("/admin/setup?token=");
    const khmer = await post(`/admin/accounts/${admin.id}?l=km`, cookie, { intent: "reset" });
    expect(await khmer.text()).toContain("នេះជាអ្នកគ្រប់គ្រងសកម្មចុងក្រោយ");
    // Their own role and status: refused as their own (another admin could), and still the last.
    expect((await post(`/admin/accounts/${admin.id}`, cookie, { intent: "roles", roles: "complaints" })).status).toBe(
      409,
    );
    expect((await post(`/admin/accounts/${admin.id}`, cookie, { intent: "disable" })).status).toBe(409);
    expect(await getAccount(site.db, admin.id)).toMatchObject({ roles: ["admin"], status: "active", setUp: true });
    expect(
      await site.db.query("select 1 from staff_audit_log where target_id = $1 and action = 'account.reset'", [
        admin.id,
      ]),
    ).toEqual([]);

    // With a second admin the first may reset themselves; the second is then the last.
    const second = await makeStaff(site.db, ["admin"]);
    const resetNow = await post(`/admin/accounts/${admin.id}`, cookie, { intent: "reset" });
    expect(resetNow.status).toBe(200);
    expect(await resetNow.text()).toContain("/admin/setup?token=");
    const lastOne = await post(`/admin/accounts/${second.id}`, await cookieFor(second.id), { intent: "reset" });
    expect(lastOne.status).toBe(409);
  });
});
