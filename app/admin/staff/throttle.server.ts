// Sign-in throttling, in the database so that every instance counts the same failures. Failed
// attempts are counted over a sliding window per account (the e-mail as typed, whether or not
// an account has it, so the answer says nothing about which exist) and per client address.
import type { Queryable } from "../../../db/client.ts";

export interface ThrottleLimit {
  /** Failures allowed in the window; the next attempt is refused until the oldest of them leaves it. */
  max: number;
  windowSeconds: number;
}

/** Five wrong tries an account per quarter hour; twenty from one address (an office behind one NAT). */
export const signInLimits = {
  account: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleLimit>;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase().slice(0, 254)}`;
export const addressKey = (clientIp: string) => `address:${clientIp}`;

/** Seconds until `key` may try again (0: now). */
export async function throttledFor(
  db: Queryable,
  key: string,
  { max, windowSeconds }: ThrottleLimit,
  now: Date,
): Promise<number> {
  // The max-th most recent failure inside the window: while it is there, the limit is reached.
  const [row] = await db.query<{ free_at: Date }>(
    `select failed_at + make_interval(secs => $3::int) as free_at from staff_sign_in_failures
      where key = $1 and failed_at > $2::timestamptz - make_interval(secs => $3::int)
      order by failed_at desc offset $4 limit 1`,
    [key, now, windowSeconds, max - 1],
  );
  return row ? Math.max(1, Math.ceil((new Date(row.free_at).getTime() - now.getTime()) / 1000)) : 0;
}

export async function recordFailure(db: Queryable, keys: string[], now: Date): Promise<void> {
  for (const key of keys)
    await db.query("insert into staff_sign_in_failures (key, failed_at) values ($1, $2)", [key, now]);
  // Failures older than any window count no more.
  await db.query("delete from staff_sign_in_failures where failed_at < $1::timestamptz - interval '1 day'", [now]);
}

/** A successful sign-in clears its account's count (not its address's). */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query("delete from staff_sign_in_failures where key = $1", [key]);
}
