import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { inviteAccount, setStatus } from "./accounts.server.ts";
import { verifyPassword } from "./passwords.server.ts";
import { readSession } from "../../staff-session/sessions.server.ts";
import { signIn, type SignInAttempt } from "./sign-in.server.ts";
import { makeStaff, openMigrated } from "../../../testing/staff.ts";
import { totpCode } from "./totp.server.ts";

// The real verification, counted (vi.mock is hoisted above the imports).
vi.mock("./passwords.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./passwords.server.ts")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe.each(testDatabases)("staff sign-in on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  let address = 0;
  /** Each test from its own client address, so the address limit of one does not reach another. */
  const from = () => `192.0.2.${++address}`;

  it("signs in with e-mail, password and code; records it in the audit log", async () => {
    const staff = await makeStaff(db, ["admin"]);
    const now = new Date();
    const result = await signIn(db, {
      email: staff.email.toUpperCase(),
      password: staff.password,
      code: totpCode(staff.totpSecret, now),
      clientIp: from(),
      now,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await readSession(db, result.token, now))?.staff.id).toBe(staff.id);
    const [entry] = await db.query<{ action: string; actor_id: string; detail: unknown }>(
      "select action, actor_id, detail from staff_audit_log where actor_id = $1 order by id desc limit 1",
      [staff.id],
    );
    expect(entry).toMatchObject({ action: "sign_in.success", actor_id: staff.id });
  });

  it("answers an unknown e-mail, a wrong password, a wrong code and a disabled account alike", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const disabled = await makeStaff(db, ["editor"]);
    await setStatus(db, disabled.id, "disabled");
    const invited = await inviteAccount(db, { email: `invited-${Date.now()}@tonle.example`, roles: ["editor"] });
    const now = new Date();
    const good = { email: staff.email, password: staff.password, code: totpCode(staff.totpSecret, now), now };
    const attempts: Omit<SignInAttempt, "clientIp">[] = [
      { ...good, email: "nobody@tonle.example" },
      { ...good, password: "wrong wrong wrong" },
      { ...good, code: String((Number(good.code) + 1) % 1_000_000).padStart(6, "0") },
      { ...good, code: "" },
      { email: disabled.email, password: disabled.password, code: totpCode(disabled.totpSecret, now), now },
      { email: invited.account.email, password: "anything at all here", code: "123456", now },
    ];
    const passwordsRight: boolean[] = [];
    for (const attempt of attempts) {
      vi.mocked(verifyPassword).mockClear();
      expect(await signIn(db, { ...attempt, clientIp: from() })).toEqual({ ok: false, reason: "refused" });
      // Every refusal did the same work, so its time tells nothing: one argon2id verification,
      // the real one, against a dummy hash when there is no account or no password yet.
      // Counted, not timed (a timing compared on a busy machine says little).
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(verifyPassword).mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
      passwordsRight.push(await vi.mocked(verifyPassword).mock.results[0]!.value);
    }
    // The right password was refused for its code or its account, never let through.
    expect(passwordsRight).toEqual([false, false, true, true, true, false]);
    const reasons = await db.query<{ detail: { reason: string } }>(
      "select detail from staff_audit_log where action = 'sign_in.failure' order by id desc limit 6",
    );
    expect(reasons.map((row) => row.detail.reason).reverse()).toEqual([
      "unknown_account",
      "password",
      "code",
      "recovery_code",
      "disabled",
      "not_set_up",
    ]);
  });

  it("takes a TOTP code once", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const now = new Date();
    const attempt = {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret, now),
      clientIp: from(),
      now,
    };
    expect((await signIn(db, attempt)).ok).toBe(true);
    expect(await signIn(db, { ...attempt, now: new Date(now.getTime() + 5000) })).toEqual({
      ok: false,
      reason: "refused",
    });
    const [entry] = await db.query<{ detail: { reason: string } }>(
      "select detail from staff_audit_log where actor_id = $1 and action = 'sign_in.failure'",
      [staff.id],
    );
    expect(entry!.detail.reason).toBe("code_reused");
  });

  it("takes a code once even when two requests race with it", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const now = new Date();
    const attempt = {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret, now),
      clientIp: from(),
      now,
    };
    const results = await Promise.all([signIn(db, attempt), signIn(db, attempt)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("takes each recovery code once, in place of the code, and burns none without the password", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const now = new Date();
    const [first, second] = staff.recoveryCodes;
    expect(
      await signIn(db, { email: staff.email, password: "not the password", code: first!, clientIp: from(), now }),
    ).toMatchObject({ ok: false });
    expect(
      (
        await signIn(db, {
          email: staff.email,
          password: staff.password,
          code: first!.toUpperCase().replace("-", " "),
          clientIp: from(),
          now,
        })
      ).ok,
    ).toBe(true);
    expect(
      (await signIn(db, { email: staff.email, password: staff.password, code: first!, clientIp: from(), now })).ok,
    ).toBe(false);
    expect(
      (await signIn(db, { email: staff.email, password: staff.password, code: second!, clientIp: from(), now })).ok,
    ).toBe(true);
  });

  it("throttles an account after 5 failures in 15 minutes, existing or not, without telling which", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const now = new Date();
    for (const email of [staff.email, "no-such-person@tonle.example"]) {
      for (let i = 0; i < 5; i++) {
        expect(
          await signIn(db, {
            email,
            password: "wrong password here",
            code: "000000",
            clientIp: from(),
            now: new Date(now.getTime() + i * 1000),
          }),
        ).toEqual({ ok: false, reason: "refused" });
      }
      const refused = await signIn(db, {
        email,
        password: "wrong password here",
        code: "000000",
        clientIp: from(),
        now: new Date(now.getTime() + 6000),
      });
      expect(refused).toMatchObject({ ok: false, reason: "throttled" });
      expect(refused.ok === false && refused.reason === "throttled" && refused.retryAfterSeconds).toBeGreaterThan(
        14 * 60,
      );
    }
    // Even the right password and code wait; after the window they are accepted.
    const later = new Date(now.getTime() + 6000);
    expect(
      await signIn(db, {
        email: staff.email,
        password: staff.password,
        code: totpCode(staff.totpSecret, later),
        clientIp: from(),
        now: later,
      }),
    ).toMatchObject({ reason: "throttled" });
    const after = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect(
      (
        await signIn(db, {
          email: staff.email,
          password: staff.password,
          code: totpCode(staff.totpSecret, after),
          clientIp: from(),
          now: after,
        })
      ).ok,
    ).toBe(true);
  });

  it("throttles a client address after 20 failures, whichever accounts it tries", async () => {
    const now = new Date();
    const ip = from();
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await signIn(db, {
            email: `guess${i}@tonle.example`,
            password: "wrong password here",
            code: "000000",
            clientIp: ip,
            now,
          })
        ).ok,
      ).toBe(false);
    }
    expect(
      await signIn(db, { email: "guess99@tonle.example", password: "x", code: "000000", clientIp: ip, now }),
    ).toMatchObject({ reason: "throttled" });
    expect(
      await signIn(db, { email: "guess99@tonle.example", password: "x", code: "000000", clientIp: from(), now }),
    ).toMatchObject({ reason: "refused" });
  });
});
