import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import {
  AccountExistsError,
  type AccountChange,
  choosePassword,
  completeSetup,
  getAccount,
  inviteAccount,
  listAccounts,
  readSetupToken,
  regenerateRecoveryCodes,
  resetAccount,
  setRoles,
  setStatus,
  setupLink,
} from "./accounts.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { signIn } from "./sign-in.server.ts";
import { makeStaff, openMigrated } from "../../../testing/staff.ts";
import { newTotpSecret, totpCode } from "./totp.server.ts";

describe.each(testDatabases)("staff accounts on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  it("starts with no account at all", async () => {
    const fresh = await openMigrated(database);
    try {
      expect(await fresh.query("select * from staff_accounts")).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("invites: the account waits for its set-up, only the link token's hash is stored", async () => {
    const { account, token } = await inviteAccount(db, {
      email: "  Dara.Kim@Tonle.example ",
      roles: ["admin", "complaints"],
    });
    expect(account).toMatchObject({
      email: "dara.kim@tonle.example",
      displayName: "dara.kim",
      roles: ["admin", "complaints"],
      status: "active",
      setUp: false,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query<{ token_hash: Buffer }>(
      "select token_hash from staff_setup_tokens where account_id = $1",
      [account.id],
    );
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.token_hash).toString("base64url")).not.toBe(token);
    expect(JSON.stringify(await db.query("select * from staff_setup_tokens"))).not.toContain(token);
    expect(setupLink("https://tonle.example/", token)).toBe(`https://tonle.example/admin/setup?token=${token}`);
    await expect(inviteAccount(db, { email: "dara.kim@tonle.example", roles: ["editor"] })).rejects.toBeInstanceOf(
      AccountExistsError,
    );
  });

  it("refuses roles that do not exist, and an account without a role", async () => {
    await expect(
      db.query("insert into staff_accounts (email, display_name, roles) values ('x@y.z', 'x', '{root}')"),
    ).rejects.toThrow();
    await expect(
      db.query("insert into staff_accounts (email, display_name, roles) values ('x@y.z', 'x', '{}')"),
    ).rejects.toThrow();
  });

  it("sets up in two steps; the link then works no more", async () => {
    const now = new Date("2026-03-01T08:00:00Z");
    const { account, token } = await inviteAccount(db, { email: "setup@tonle.example", roles: ["editor"] }, now);
    expect(await readSetupToken(db, token, now)).toMatchObject({
      account: { id: account.id },
      pendingTotpSecret: null,
    });
    const secret = newTotpSecret();
    expect(
      await choosePassword(
        db,
        token,
        { displayName: "Sophea", passwordHash: await hashPassword("mango river lantern"), totpSecret: secret },
        now,
      ),
    ).toBe(true);
    expect((await readSetupToken(db, token, now))?.pendingTotpSecret).toBe(secret);
    // Not yet an account that can sign in.
    expect((await getAccount(db, account.id))?.setUp).toBe(false);
    expect(await completeSetup(db, token, "000000", now)).toEqual({ ok: false, reason: "wrongCode" });
    const done = await completeSetup(db, token, totpCode(secret, now), now);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    for (const code of done.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(done.account).toMatchObject({ displayName: "Sophea", setUp: true });
    const stored = JSON.stringify(
      await db.query("select * from staff_recovery_codes where account_id = $1", [account.id]),
    );
    for (const code of done.recoveryCodes) expect(stored).not.toContain(code);
    // Reused link: refused, whatever the step.
    expect(await readSetupToken(db, token, now)).toBeNull();
    expect(await choosePassword(db, token, { displayName: "x", passwordHash: "x", totpSecret: secret }, now)).toBe(
      false,
    );
    expect(await completeSetup(db, token, totpCode(secret, now), now)).toEqual({ ok: false, reason: "invalidLink" });
  });

  it("refuses an expired link (24 h), an unknown one, and one of a disabled account", async () => {
    const now = new Date("2026-03-01T08:00:00Z");
    const { account, token } = await inviteAccount(db, { email: "late@tonle.example", roles: ["editor"] }, now);
    const later = new Date(now.getTime() + 24 * 3600_000 + 1000);
    expect(await readSetupToken(db, token, new Date(now.getTime() + 23 * 3600_000))).not.toBeNull();
    expect(await readSetupToken(db, token, later)).toBeNull();
    expect(
      await choosePassword(db, token, { displayName: "x", passwordHash: "x", totpSecret: newTotpSecret() }, later),
    ).toBe(false);
    expect(await readSetupToken(db, "A".repeat(43), now)).toBeNull();
    expect(await readSetupToken(db, "../../etc", now)).toBeNull();
    const other = await inviteAccount(db, { email: "off@tonle.example", roles: ["editor"] }, now);
    await setStatus(db, other.account.id, "disabled");
    expect(await readSetupToken(db, other.token, now)).toBeNull();
    expect(account.setUp).toBe(false);
  });

  it("reset: old password, factor and recovery codes stop working, sessions end, a new link works, the old one not", async () => {
    const staff = await makeStaff(db, ["complaints"]);
    const now = new Date();
    const before = await signIn(db, {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret, now),
      clientIp: "198.51.100.20",
      now,
    });
    expect(before.ok).toBe(true);
    const reset = await resetAccount(db, staff.id);
    if (reset.outcome !== "done") throw new Error(`reset: ${reset.outcome}`);
    const { token } = reset;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.query("select 1 from staff_sessions where account_id = $1", [staff.id])).toEqual([]);
    expect(await db.query("select 1 from staff_recovery_codes where account_id = $1", [staff.id])).toEqual([]);
    const later = new Date(now.getTime() + 60_000);
    expect(
      (
        await signIn(db, {
          email: staff.email,
          password: staff.password,
          code: totpCode(staff.totpSecret, later),
          clientIp: "198.51.100.20",
          now: later,
        })
      ).ok,
    ).toBe(false);
    expect(
      (
        await signIn(db, {
          email: staff.email,
          password: staff.password,
          code: staff.recoveryCodes[0]!,
          clientIp: "198.51.100.20",
          now: later,
        })
      ).ok,
    ).toBe(false);
    expect(await readSetupToken(db, token)).not.toBeNull();
    const second = await resetAccount(db, staff.id);
    expect(await readSetupToken(db, token)).toBeNull();
    if (second.outcome !== "done") throw new Error(`reset: ${second.outcome}`);
    expect(await readSetupToken(db, second.token)).not.toBeNull();
  });

  it("lists accounts and changes roles and status", async () => {
    const staff = await makeStaff(db, ["editor"]);
    expect(await setRoles(db, staff.id, ["editor", "complaints"])).toBe("done");
    expect(await setStatus(db, staff.id, "disabled")).toBe("done");
    const listed = (await listAccounts(db)).find((account) => account.id === staff.id);
    expect(listed).toMatchObject({ roles: ["editor", "complaints"], status: "disabled", setUp: true });
    expect(await getAccount(db, "not-a-uuid")).toBeNull();
  });

  it("never leaves no administrator: the last active one keeps the role, stays active and is not reset", async () => {
    const fresh = await openMigrated(database);
    try {
      const first = await makeStaff(fresh, ["admin"]);
      // Neither an invited admin who has not set up nor a disabled one counts.
      await inviteAccount(fresh, { email: "pending-admin@tonle.example", roles: ["admin"] });
      const disabled = await makeStaff(fresh, ["admin", "complaints"]);
      expect(await setStatus(fresh, disabled.id, "disabled")).toBe("done");
      expect(await setRoles(fresh, first.id, ["editor", "complaints"])).toBe("lastAdmin");
      expect(await setStatus(fresh, first.id, "disabled")).toBe("lastAdmin");
      expect(await resetAccount(fresh, first.id)).toEqual({ outcome: "lastAdmin" });
      expect(await getAccount(fresh, first.id)).toMatchObject({ roles: ["admin"], status: "active", setUp: true });
      const now = new Date();
      expect(
        (
          await signIn(fresh, {
            email: first.email,
            password: first.password,
            code: totpCode(first.totpSecret, now),
            clientIp: "198.51.100.21",
            now,
          })
        ).ok,
      ).toBe(true);
      // Other roles of the last admin can change.
      expect(await setRoles(fresh, first.id, ["admin", "complaints"])).toBe("done");

      // With a second administrator, either can go, but not both: two at once, one is refused.
      const second = await makeStaff(fresh, ["admin"]);
      expect(await setRoles(fresh, first.id, ["complaints"])).toBe("done");
      expect(await setRoles(fresh, second.id, ["editor"])).toBe("lastAdmin");
      expect(await setRoles(fresh, first.id, ["admin"])).toBe("done");
      // One admin is being disabled (not committed yet) while the other's disabling comes in: it
      // waits for the first and is then refused.
      let inFlight: Promise<AccountChange> | undefined;
      await fresh.transaction(async (tx) => {
        await tx.query("update staff_accounts set status = 'disabled' where id = $1", [first.id]);
        inFlight = setStatus(fresh, second.id, "disabled");
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await inFlight).toBe("lastAdmin");
      const admins = await fresh.query(
        "select 1 from staff_accounts where status = 'active' and 'admin' = any(roles) and password_hash is not null",
      );
      expect(admins).toHaveLength(1);
      expect(await setStatus(fresh, "00000000-0000-0000-0000-000000000000", "disabled")).toBe("notFound");
    } finally {
      await fresh.close();
    }
  });

  it("makes ten new recovery codes: the old ones stop working, the new ones sign in once", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const codes = await regenerateRecoveryCodes(db, staff.id);
    expect(codes).toHaveLength(10);
    expect(new Set([...codes, ...staff.recoveryCodes]).size).toBe(20);
    const now = new Date();
    const attempt = (code: string) =>
      signIn(db, { email: staff.email, password: staff.password, code, clientIp: "198.51.100.22", now });
    expect((await attempt(staff.recoveryCodes[0]!)).ok).toBe(false);
    expect((await attempt(codes[0]!)).ok).toBe(true);
    expect((await attempt(codes[0]!)).ok).toBe(false);
    expect(
      JSON.stringify(await db.query("select * from staff_recovery_codes where account_id = $1", [staff.id])),
    ).not.toContain(codes[1]);
  });
});
