// The cluster test's back-office part: a staff member signs in twice, once through each
// instance, and "sign out everywhere" on one instance ends both sessions on both at once
// (issue 22): sessions are rows in the shared PostgreSQL, not state of an instance.
import type { Db } from "../../db/client.ts";
import { totpCode } from "../../app/admin/staff/totp.server.ts";
import { makeStaff } from "../../testing/staff.ts";

/** The session cookie ("name=value") set by a sign-in through this instance, or a problem. */
async function signInThrough(base: string, origin: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("staff_session="));
  if (response.status !== 302 || !cookie)
    throw new Error(
      `sign-in through ${base} answered ${response.status} without a session: ${(await response.text()).slice(0, 300)}`,
    );
  return cookie.split(";")[0]!;
}

/** "200": the back office's overview; "sign-in": sent to the sign-in page (no session); else the status. */
async function overviewStatus(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } });
  return response.status === 302 && response.headers.get("location")?.startsWith("/admin/sign-in")
    ? "sign-in"
    : String(response.status);
}

/**
 * `instanceUrls`: each instance's own address; `siteUrl`: the public one (SITE_URL), which a
 * browser names as the Origin of the back office's forms whichever instance answers.
 */
export async function checkStaffSessions(
  db: Db,
  siteUrl: string,
  instanceUrls: readonly string[],
): Promise<{ problems: string[]; line: string }> {
  const [first, second] = instanceUrls as [string, string];
  const staff = await makeStaff(db, ["complaints"]);
  const cookies = [
    await signInThrough(first, siteUrl, {
      email: staff.email,
      password: staff.password,
      code: totpCode(staff.totpSecret, new Date()),
    }),
    // A TOTP code is good once: the second sign-in uses a recovery code.
    await signInThrough(second, siteUrl, {
      email: staff.email,
      password: staff.password,
      code: staff.recoveryCodes[0]!,
    }),
  ];
  const problems: string[] = [];
  const statuses = async () =>
    Promise.all(cookies.flatMap((cookie) => instanceUrls.map((base) => overviewStatus(base, cookie))));
  const before = await statuses();
  if (before.some((status) => status !== "200"))
    problems.push(`signed-in sessions answered ${before.join(", ")} on the two instances, not 200 everywhere`);

  const signOut = await fetch(`${first}/admin/sign-out`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies[0]!, origin: siteUrl, "content-type": "application/x-www-form-urlencoded" },
    body: "scope=everywhere",
  });
  if (signOut.status !== 302) problems.push(`"sign out everywhere" answered ${signOut.status}`);
  const after = await statuses();
  if (after.some((status) => status !== "sign-in"))
    problems.push(
      `after "sign out everywhere" on one instance the sessions answered ${after.join(", ")}, not sent to sign-in everywhere`,
    );
  return {
    problems,
    line: `staff sessions: 2 sign-ins through 2 instances, 200 on both; signed out everywhere through one: ${after.join(", ")}`,
  };
}
