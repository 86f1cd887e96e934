// What tells a person's form from a program's (decision 0044), all invisible to people: the
// honeypot field; the page's signed stamp (a form sent sooner than a person could fill it in);
// the proof-of-work challenge the form's island solves in the background (ALTCHA's protocol,
// altcha-lib), each answer good once. A form without a solved challenge (no script ran) is a
// person's all the same, marked unverified; a failed check sends it to the Spam list, never away.
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Queryable } from "../../../db/client.ts";
import type { SpamVerdict } from "../../register/spam/reasons.ts";
import { ContentUnavailableError } from "../../content/query.server.ts";
import { blockedVerdict } from "../../register/spam/blocked-senders.server.ts";
import { isSigned, signed, signingKey } from "../../signing/signing-keys.server.ts";
import { botFields } from "./bot-fields.ts";
import { tokenField } from "./token.ts";

/** How long a challenge may be solved and sent: a person may leave the page open a while. */
const challengeLifetimeMs = 2 * 60 * 60 * 1000;
/** About 10,000 hashes on average: a second or two on a cheap phone, a cost to a program sending thousands. */
const challengeMaxNumber = 20_000;

/** The page's stamp: when it was made, signed. A cached page's is older, which only lets more through. */
export async function formStamp(db: Queryable, now = Date.now()): Promise<string> {
  return `${now}.${await signed(db, "form-stamp", String(now))}`;
}

/**
 * The stamp for a form page's loader, with loadOrRespond: a database that cannot give the key
 * makes the page's 503 (its visitor, or a resent form, tries again), not a 500.
 */
export const pageStamp = (db: Queryable) =>
  formStamp(db).catch((error: unknown) => {
    throw new ContentUnavailableError("form stamp unavailable", { cause: error });
  });

/** A new challenge for the form's island (the key stays on the server). */
export async function newChallenge(db: Queryable, now = Date.now()): ReturnType<typeof createChallenge> {
  const key = await signingKey(db, "form-challenge");
  return createChallenge({
    hmacKey: key.toString("hex"),
    maxnumber: challengeMaxNumber,
    expires: new Date(now + challengeLifetimeMs),
  });
}

export interface Screening {
  spam: SpamVerdict | null;
  /** No solved challenge came with it: no script ran, or it came from elsewhere. */
  unverified: boolean;
}

type Posted = Partial<Record<(typeof botFields)[keyof typeof botFields] | typeof tokenField, unknown>>;

async function checkStamp(db: Queryable, stamp: unknown, minFillMs: number, now: number): Promise<SpamVerdict | null> {
  // Pages made before the stamp existed, or a program that never read the page: nothing to time.
  if (typeof stamp !== "string" || stamp === "") return null;
  const [time = "", signature = ""] = stamp.split(".");
  if (!/^\d{13}$/.test(time) || !(await isSigned(db, "form-stamp", time, signature)))
    return { reason: "stamp_forged", detail: "" };
  const took = now - Number(time);
  return took < minFillMs ? { reason: "too_fast", detail: String(Math.max(0, Math.round(took / 100) / 10)) } : null;
}

async function checkChallenge(db: Queryable, posted: unknown, token: string, now: number): Promise<Screening> {
  if (typeof posted !== "string" || posted === "") return { spam: null, unverified: true };
  const key = (await signingKey(db, "form-challenge")).toString("hex");
  let payload: { signature: string; salt: string };
  try {
    payload = JSON.parse(Buffer.from(posted, "base64").toString("utf8")) as typeof payload;
    if (typeof payload.signature !== "string" || typeof payload.salt !== "string") throw new TypeError("not a payload");
    if (!(await verifySolution(payload as never, key, false))) throw new TypeError("not solved");
  } catch {
    return { spam: { reason: "challenge_failed", detail: "" }, unverified: true };
  }
  const { signature } = payload;
  const expires = Number(extractParams(payload as never).expires) * 1000;
  // Solved, but long ago: as if none had come (a page left open all day).
  if (!(expires > now)) return { spam: null, unverified: true };
  const used = signature.slice(0, 200);
  const first = await db.query(
    `insert into used_challenges (signature, token, expires_at) values ($1, $2, $3)
     on conflict (signature) do nothing returning 1`,
    [used, token.slice(0, 64), new Date(expires)],
  );
  if (first.length > 0) return { spam: null, unverified: false };
  // The same submission sent again (a lost answer) carries the same token: stored once all the same.
  const [earlier] = await db.query<{ token: string }>("select token from used_challenges where signature = $1", [used]);
  return earlier && token !== "" && earlier.token === token.slice(0, 64)
    ? { spam: null, unverified: false }
    : { spam: { reason: "challenge_replayed", detail: "" }, unverified: false };
}

/**
 * The checks of a page's form post, in order: the honeypot, the stamp, the challenge, then
 * whether the team blocks the sender's `email`.
 */
export async function screenFormPost(
  db: Queryable,
  posted: Posted,
  { minFillMs, email, now = Date.now() }: { minFillMs: number; email?: string; now?: number },
): Promise<Screening> {
  const honeypot = posted[botFields.honeypot];
  if (typeof honeypot === "string" && honeypot !== "")
    return { spam: { reason: "honeypot", detail: "" }, unverified: false };
  const early = await checkStamp(db, posted[botFields.stamp], minFillMs, now);
  const token = posted[tokenField];
  const challenge = await checkChallenge(db, posted[botFields.challenge], typeof token === "string" ? token : "", now);
  const spam = early ?? challenge.spam ?? (email === undefined ? null : await blockedVerdict(db, email));
  return { spam, unverified: challenge.unverified };
}

/** Answers used long ago are forgotten once their challenge could no longer be sent. */
export async function forgetExpiredChallenges(db: Queryable, now = new Date()): Promise<number> {
  return (await db.query("delete from used_challenges where expires_at < $1 returning 1", [now])).length;
}
