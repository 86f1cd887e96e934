// HMAC signatures, with a key per purpose kept in the database so that every instance signs and
// checks alike: made once by whichever instance needs one first (of two at once, the first's is
// kept). The forms' proof-of-work challenges take their key as altcha-lib wants it.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../../db/client.ts";

export type SigningPurpose = "complaint-status" | "form-stamp" | "form-challenge" | "complaint-rating";

export async function signingKey(db: Queryable, purpose: SigningPurpose): Promise<Buffer> {
  const read = () => db.query<{ key: Uint8Array }>("select key from signing_keys where name = $1", [purpose]);
  let [row] = await read();
  if (!row) {
    await db.query("insert into signing_keys (name, key) values ($1, $2) on conflict (name) do nothing", [
      purpose,
      randomBytes(32),
    ]);
    [row] = await read();
  }
  return Buffer.from(row!.key);
}

const signature = (key: Buffer, purpose: SigningPurpose, text: string) =>
  createHmac("sha256", key).update(`${purpose}:${text}`).digest().subarray(0, 16).toString("base64url");

/** `text` signed for `purpose`: an HMAC-SHA-256 of "purpose:text" under that purpose's key, cut to 128 bits (22 base64url characters). */
export async function signed(db: Queryable, purpose: SigningPurpose, text: string): Promise<string> {
  return signature(await signingKey(db, purpose), purpose, text);
}

/** Whether `given` is `text`'s signature for `purpose` (compared in constant time). */
export async function isSigned(db: Queryable, purpose: SigningPurpose, text: string, given: string): Promise<boolean> {
  if (!/^[\w-]{22}$/.test(given)) return false;
  const expected = Buffer.from(signature(await signingKey(db, purpose), purpose, text));
  return timingSafeEqual(Buffer.from(given), expected);
}
