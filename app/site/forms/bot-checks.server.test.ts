import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migrate } from "../../../db/migrate.ts";
import { testDatabases } from "../../../testing/db.ts";
import { forgetExpiredChallenges, formStamp, newChallenge, screenFormPost } from "./bot-checks.server.ts";

const minFillMs = 3000;
const token = "0123456789abcdef0123456789abcdef";

/** A challenge solved as the form's island solves it, in the posted form. */
async function solved(db: Db, now = Date.now(), tamper?: (payload: Record<string, unknown>) => void) {
  const challenge = await newChallenge(db, now);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  const payload: Record<string, unknown> = { ...challenge, number: solution!.number };
  delete payload.maxnumber;
  tamper?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe.each(testDatabases)("the public forms' bot checks on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
    await migrate(db);
  });
  afterAll(() => db.close());

  it("passes a person's form: the page made long enough ago, the challenge solved", async () => {
    const now = Date.now();
    const posted = { started: await formStamp(db, now - 20_000), altcha: await solved(db, now), token };
    expect(await screenFormPost(db, posted, { minFillMs, now })).toEqual({ spam: null, unverified: false });
  });

  it("marks a form without a solved challenge unverified, not spam (no script ran)", async () => {
    const now = Date.now();
    expect(await screenFormPost(db, { started: await formStamp(db, now - 60_000), token }, { minFillMs, now })).toEqual(
      { spam: null, unverified: true },
    );
    // A page from before the stamp, or a program that never read it: nothing to time.
    expect(await screenFormPost(db, {}, { minFillMs, now })).toEqual({ spam: null, unverified: true });
  });

  it("sends the filled honeypot, a form sent too fast and a forged stamp to spam, with the reason", async () => {
    const now = Date.now();
    expect(await screenFormPost(db, { website: "https://spam.example" }, { minFillMs, now })).toMatchObject({
      spam: { reason: "honeypot" },
    });
    expect(await screenFormPost(db, { started: await formStamp(db, now - 1200) }, { minFillMs, now })).toMatchObject({
      spam: { reason: "too_fast", detail: "1.2" },
    });
    const stamp = await formStamp(db, now - 60_000);
    const [time, signature] = stamp.split(".");
    for (const forged of [`${Number(time) - 60_000}.${signature}`, `${time}.AAAAAAAAAAAAAAAAAAAAAA`, "yesterday"])
      expect(await screenFormPost(db, { started: forged }, { minFillMs, now })).toMatchObject({
        spam: { reason: "stamp_forged" },
      });
  });

  it("sends a wrong answer, a forged challenge and garbage to spam", async () => {
    const now = Date.now();
    const wrong = await solved(db, now, (payload) => (payload.number = Number(payload.number) + 1));
    const forged = await solved(db, now, (payload) => (payload.signature = "0".repeat(64)));
    for (const altcha of [wrong, forged, "not base64 json", Buffer.from("[]").toString("base64")])
      expect(await screenFormPost(db, { altcha, token }, { minFillMs, now })).toMatchObject({
        spam: { reason: "challenge_failed" },
      });
  });

  it("takes each answer once: a replay with another token is spam, the same submission sent again is not", async () => {
    const now = Date.now();
    const altcha = await solved(db, now);
    expect((await screenFormPost(db, { altcha, token }, { minFillMs, now })).spam).toBeNull();
    expect((await screenFormPost(db, { altcha, token }, { minFillMs, now })).spam).toBeNull();
    expect(await screenFormPost(db, { altcha, token: "f".repeat(32) }, { minFillMs, now })).toMatchObject({
      spam: { reason: "challenge_replayed" },
    });
    expect(await screenFormPost(db, { altcha }, { minFillMs, now })).toMatchObject({
      spam: { reason: "challenge_replayed" },
    });
  });

  it("counts an answer to a challenge that expired as none, and forgets used answers once they expire", async () => {
    const issued = Date.now() - 3 * 60 * 60 * 1000;
    const altcha = await solved(db, issued);
    expect(await screenFormPost(db, { altcha, token }, { minFillMs })).toEqual({ spam: null, unverified: true });
    await screenFormPost(db, { altcha: await solved(db), token }, { minFillMs });
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    expect(await forgetExpiredChallenges(db, later)).toBeGreaterThan(0);
    expect(await db.query("select 1 from used_challenges where expires_at < $1", [later])).toEqual([]);
  });
});
