import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { testDatabases } from "../../testing/db.ts";
import { changePassword, resetAccount, setStatus } from "../admin/staff/accounts.server.ts";
import { hashPassword } from "../admin/staff/passwords.server.ts";
import {
  clearedSessionCookie,
  createSession,
  endAllSessions,
  endSession,
  readSession,
  sessionCookie,
  sessionLimits,
  sessionToken,
  touchEverySeconds,
} from "./sessions.server.ts";
import { makeStaff, openMigrated } from "../../testing/staff.ts";

const minutes = (n: number) => n * 60_000;

describe.each(testDatabases)("staff sessions on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
  });
  afterAll(() => db.close());

  it("stores only the hash of the session id, and finds the staff member by it", async () => {
    const staff = await makeStaff(db, ["admin"]);
    const now = new Date();
    const token = await createSession(db, staff.id, { now, clientIp: "203.0.113.5" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await db.query("select * from staff_sessions"))).not.toContain(token);
    const signedIn = await readSession(db, token, now);
    expect(signedIn?.staff).toMatchObject({ id: staff.id, email: staff.email, roles: ["admin"] });
    // A forged id, or a well-formed one that was never issued: nobody.
    expect(await readSession(db, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now)).toBeNull();
    expect(await readSession(db, "' or 1=1 --", now)).toBeNull();
  });

  it("ends after 30 minutes without a request, and is kept alive by requests (touched at most once a minute)", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const start = new Date();
    const token = await createSession(db, staff.id, { now: start, clientIp: "" });
    const lastSeen = async () =>
      new Date(
        (
          await db.query<{ t: Date }>("select last_seen_at as t from staff_sessions where account_id = $1", [staff.id])
        )[0]!.t,
      ).getTime();
    expect(await readSession(db, token, new Date(start.getTime() + 30_000))).not.toBeNull();
    expect(await lastSeen()).toBe(start.getTime());
    let now = start;
    for (let i = 0; i < 10; i++) {
      now = new Date(now.getTime() + minutes(25));
      expect(await readSession(db, token, now), `after ${(i + 1) * 25} minutes`).not.toBeNull();
      if (now.getTime() - start.getTime() >= sessionLimits.absoluteSeconds * 1000) break;
    }
    expect(await lastSeen()).toBeGreaterThan(start.getTime());
    const idle = await createSession(db, staff.id, { now: start, clientIp: "" });
    expect(await readSession(db, idle, new Date(start.getTime() + minutes(29)))).not.toBeNull();
    expect(await readSession(db, idle, new Date(start.getTime() + minutes(29) + minutes(31)))).toBeNull();
    // And its row is gone.
    expect(await readSession(db, idle, new Date(start.getTime() + minutes(30)))).toBeNull();
  });

  it("is not kept alive by what a page asks on its own (touch: false, the record's presence)", async () => {
    const staff = await makeStaff(db, ["complaints"]);
    const start = new Date();
    const seconds = (n: number) => new Date(start.getTime() + n * 1000);
    const token = await createSession(db, staff.id, { now: start, clientIp: "" });
    for (let t = 4; t <= 28; t += 4)
      expect(await readSession(db, token, seconds(t), 30, { touch: false }), `at ${t} s`).not.toBeNull();
    expect(await readSession(db, token, seconds(31), 30, { touch: false })).toBeNull();
  });

  it("ends sooner with a shorter idle limit (STAFF_IDLE_S), touched more often to match", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const start = new Date();
    const seconds = (n: number) => new Date(start.getTime() + n * 1000);
    const token = await createSession(db, staff.id, { now: start, clientIp: "" });
    expect(touchEverySeconds(30)).toBe(3);
    expect(touchEverySeconds(1800)).toBe(60);
    // A request every 20 s keeps a 30-second session going well past 30 s…
    for (let t = 20; t <= 100; t += 20)
      expect(await readSession(db, token, seconds(t), 30), `at ${t} s`).not.toBeNull();
    // …and 31 s without one ends it.
    expect(await readSession(db, token, seconds(131), 30)).toBeNull();
  });

  it("ends 8 hours after sign-in, however busy", async () => {
    const staff = await makeStaff(db, ["editor"]);
    const start = new Date();
    const token = await createSession(db, staff.id, { now: start, clientIp: "" });
    for (let t = minutes(20); t < 8 * 60 * 60_000; t += minutes(20)) {
      expect(await readSession(db, token, new Date(start.getTime() + t))).not.toBeNull();
    }
    expect(await readSession(db, token, new Date(start.getTime() + 8 * 60 * 60_000 + 1000))).toBeNull();
  });

  it("sign-out ends one session; a password change, disabling, a reset or 'everywhere' end them all", async () => {
    const now = new Date();
    const staff = await makeStaff(db, ["admin"]);
    const open = () => Promise.all([1, 2, 3].map(() => createSession(db, staff.id, { now, clientIp: "" })));
    const live = async (tokens: string[]) =>
      (await Promise.all(tokens.map((token) => readSession(db, token, now)))).filter(Boolean).length;

    let tokens = await open();
    await endSession(db, (await readSession(db, tokens[0]!, now))!.sessionHash);
    expect(await live(tokens)).toBe(2);
    expect(await endAllSessions(db, staff.id)).toBe(2);
    expect(await live(tokens)).toBe(0);

    tokens = await open();
    await changePassword(db, staff.id, await hashPassword("a brand new pass phrase"), now);
    expect(await live(tokens)).toBe(0);

    tokens = await open();
    await setStatus(db, staff.id, "disabled");
    expect(await live(tokens)).toBe(0);
    await setStatus(db, staff.id, "active");

    tokens = await open();
    await resetAccount(db, staff.id, now);
    expect(await live(tokens)).toBe(0);
  });

  it("refuses the session of a disabled account even if its row were still there", async () => {
    const staff = await makeStaff(db, ["admin"]);
    const now = new Date();
    const token = await createSession(db, staff.id, { now, clientIp: "" });
    await db.query("update staff_accounts set status = 'disabled' where id = $1", [staff.id]);
    expect(await readSession(db, token, now)).toBeNull();
  });

  it("writes a cookie that scripts cannot read, sent to this site only, Secure over HTTPS", () => {
    expect(sessionCookie("t0k3n", false)).toBe("staff_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800");
    expect(sessionCookie("t0k3n", true)).toBe(
      "__Host-staff_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800; Secure",
    );
    expect(clearedSessionCookie(true)).toContain("Max-Age=0");
    const request = (url: string, cookie: string) => new Request(url, { headers: { cookie } });
    expect(sessionToken(request("http://x/admin", "theme=dark; staff_session=abc"))).toBe("abc");
    // Over HTTPS only the __Host- cookie counts (one set over plain HTTP is not taken).
    expect(sessionToken(request("https://x/admin", "staff_session=abc"))).toBeNull();
    expect(sessionToken(request("https://x/admin", "__Host-staff_session=def"))).toBe("def");
  });
});
