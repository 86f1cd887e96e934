import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openSeeded, testDatabases } from "../../testing/db.ts";
import { hitRateLimit } from "./rate-limit.server.ts";

describe.each(testDatabases)("submission rate limit on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeeded(database);
  });
  afterAll(() => db.close());

  it("allows `max` submissions per client and window, then refuses with the time left", async () => {
    const limit = { max: 3, windowSeconds: 3600 };
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await hitRateLimit(db, "complaint:203.0.113.7", limit));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(verdicts[4]!.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Another client, or another form, has its own count.
    expect((await hitRateLimit(db, "complaint:203.0.113.8", limit)).allowed).toBe(true);
    expect((await hitRateLimit(db, "contact:203.0.113.7", limit)).allowed).toBe(true);
  });

  it("counts concurrent submissions exactly (shared by every server instance)", async () => {
    const limit = { max: 10, windowSeconds: 3600 };
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db, "contact:198.51.100.1", limit)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it("forgets windows that ended more than a day ago", async () => {
    await db.query("insert into rate_limits (key, window_start, hits) values ('old:1', now() - interval '2 days', 99)");
    await hitRateLimit(db, "fresh:1", { max: 1, windowSeconds: 60 });
    expect(await db.query("select key from rate_limits where key = 'old:1'")).toEqual([]);
  });
});
