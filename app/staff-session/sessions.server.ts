// Staff sessions: a row per session, found by the SHA-256 of the random id its cookie carries.
// A session ends 8 hours after sign-in (the spec's 28800 s) or after 30 minutes without a
// request, whichever comes first; its last-seen time is written at most once a minute. Ending
// every session of an account is one DELETE: all instances see it at the next request. The idle
// limit can be shorter (STAFF_IDLE_S, for tests); the last-seen time is then written more often.
import type { Queryable } from "../../db/client.ts";
import type { StaffRole } from "./roles.ts";
import { randomToken, sha256 } from "./secrets.server.ts";

export const sessionLimits = { absoluteSeconds: 28_800, idleSeconds: 30 * 60, touchEverySeconds: 60 } as const;

/** How often a session's last-seen time is written: a tenth of the idle limit, at most a minute. */
export const touchEverySeconds = (idleSeconds: number) =>
  Math.min(sessionLimits.touchEverySeconds, Math.floor(idleSeconds / 10));

export interface StaffMember {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
}

export interface SignedIn {
  staff: StaffMember;
  sessionHash: Buffer;
}

/** A new session for the account; the token (for the cookie) is returned once and not kept. */
export async function createSession(
  db: Queryable,
  accountId: string,
  { now, clientIp }: { now: Date; clientIp: string },
): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into staff_sessions (id_hash, account_id, created_at, last_seen_at, expires_at, client_ip)
     values ($1, $2, $3, $3, $4, $5)`,
    [sha256(token), accountId, now, new Date(now.getTime() + sessionLimits.absoluteSeconds * 1000), clientIp],
  );
  return token;
}

/**
 * The staff member whose session `token` names, if it is live: not past its absolute end, used
 * in the last 30 minutes (`idleSeconds`), of an active account that has finished its set-up. Else null (an
 * expired session's row is removed).
 */
export async function readSession(
  db: Queryable,
  token: string,
  now: Date,
  idleSeconds: number = sessionLimits.idleSeconds,
  /** touch: false for a request the page made on its own (a heartbeat), not its reader. */
  { touch = true }: { touch?: boolean } = {},
): Promise<SignedIn | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const idHash = sha256(token);
  const [row] = await db.query<{
    id: string;
    email: string;
    display_name: string;
    roles: StaffRole[];
    live: boolean;
    stale: boolean;
  }>(
    `select a.id, a.email, a.display_name, a.roles,
            s.expires_at > $2 and s.last_seen_at > $2::timestamptz - make_interval(secs => $3::int)
              and a.status = 'active' and a.password_hash is not null as live,
            s.last_seen_at <= $2::timestamptz - make_interval(secs => $4::int) as stale
       from staff_sessions s join staff_accounts a on a.id = s.account_id
      where s.id_hash = $1`,
    [idHash, now, idleSeconds, touchEverySeconds(idleSeconds)],
  );
  if (!row) return null;
  if (!row.live) {
    await db.query("delete from staff_sessions where id_hash = $1", [idHash]);
    return null;
  }
  if (row.stale && touch)
    await db.query("update staff_sessions set last_seen_at = $2 where id_hash = $1 and last_seen_at < $2", [
      idHash,
      now,
    ]);
  return {
    staff: { id: row.id, email: row.email, displayName: row.display_name, roles: parseRoleArray(row.roles) },
    sessionHash: idHash,
  };
}

/** PGlite and node-postgres both return text[] as an array; a literal "{a,b}" is read just in case. */
function parseRoleArray(value: StaffRole[] | string): StaffRole[] {
  return typeof value === "string"
    ? (value
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean) as StaffRole[])
    : value;
}

export async function endSession(db: Queryable, sessionHash: Buffer): Promise<void> {
  await db.query("delete from staff_sessions where id_hash = $1", [sessionHash]);
}

/** Every session of the account, on every instance (password change, disable, reset, "sign out everywhere"). */
export async function endAllSessions(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query("delete from staff_sessions where account_id = $1 returning 1", [accountId]);
  return rows.length;
}

// The cookie. Over HTTPS it is Secure with the __Host- prefix (the browser then refuses it from
// any subdomain or without Secure); Path=/ because React Router's data requests for the back
// office's index go to /admin.data, which Path=/admin would not cover.
const cookieName = (secure: boolean) => (secure ? "__Host-staff_session" : "staff_session");

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${cookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionLimits.absoluteSeconds}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${cookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The session token the request's cookie carries, if any. */
export function sessionToken(request: Request): string | null {
  const name = cookieName(isSecureRequest(request));
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}
