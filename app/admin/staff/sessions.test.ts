// Ending sessions over HTTP: sign-out, "sign out everywhere", and a password change end what
// they should on every device, at once.
import { describe, expect, it } from "vitest";
import { createSession } from "../../staff-session/sessions.server.ts";
import { backOfficeOverHttp, makeStaff } from "../../../testing/staff.ts";

describe("ending staff sessions", () => {
  const site = backOfficeOverHttp();
  const { post } = site;

  const sessions = async (accountId: string, count: number) =>
    Promise.all(
      Array.from(
        { length: count },
        async () => `staff_session=${await createSession(site.db, accountId, { now: new Date(), clientIp: "" })}`,
      ),
    );
  const live = async (cookies: string[]) =>
    (
      await Promise.all(
        cookies.map((cookie) => fetch(`${site.base}/admin`, { redirect: "manual", headers: { cookie } })),
      )
    ).filter((response) => response.status === 200).length;

  it("signs out this device only, clearing its cookie", async () => {
    const staff = await makeStaff(site.db, ["editor"]);
    const [mine, other] = await sessions(staff.id, 2);
    const response = await post("/admin/sign-out?l=km", mine!);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/sign-in?notice=signed-out&l=km");
    expect(response.headers.get("set-cookie")).toBe("staff_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(await live([mine!, other!])).toBe(1);
  });

  it("signs out everywhere", async () => {
    const staff = await makeStaff(site.db, ["complaints"]);
    const cookies = await sessions(staff.id, 3);
    expect((await post("/admin/sign-out", cookies[0]!, { scope: "everywhere" })).status).toBe(302);
    expect(await live(cookies)).toBe(0);
  });

  it("changes the password: a wrong current one is refused beside its field; a right one ends every session", async () => {
    const staff = await makeStaff(site.db, ["editor"]);
    const cookies = await sessions(staff.id, 2);
    const refused = await post("/admin/password", cookies[0]!, {
      current: "not my password at all",
      password: "a brand new pass phrase",
      confirm: "a brand new pass phrase",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/id="own-password-current-error"[^>]*>.*The current password is not right\./s);
    expect(page).not.toContain("a brand new pass phrase");
    const common = await post("/admin/password", cookies[0]!, {
      current: staff.password,
      password: "qwertyuiop123",
      confirm: "qwertyuiop123",
    });
    expect(await common.text()).toContain("This password is too common");
    const changed = await post("/admin/password", cookies[0]!, {
      current: staff.password,
      password: "a brand new pass phrase",
      confirm: "a brand new pass phrase",
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/admin/sign-in?notice=password-changed");
    expect(await live(cookies)).toBe(0);
  });
});
