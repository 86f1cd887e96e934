// Per-client limits on form submissions, counted in the database so every server instance
// behind the proxy shares them (fixed windows; a row per client key and window).
import type { Queryable } from "../../db/client.ts";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** Counts one submission for `key` (e.g. "complaint:203.0.113.7") and says whether it may go on. */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  { max, windowSeconds }: RateLimit,
): Promise<RateLimitVerdict> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_limits (key, window_start)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2::int) * $2::int))
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1
     returning hits, ceil(extract(epoch from window_start + make_interval(secs => $2::int) - now()))::int as retry_after`,
    [key, windowSeconds],
  );
  if (row!.hits === 1) {
    // A new window: forget the windows that ended long ago.
    await db.query("delete from rate_limits where window_start < now() - interval '1 day'");
  }
  return { allowed: row!.hits <= max, retryAfterSeconds: Math.max(1, row!.retry_after) };
}
