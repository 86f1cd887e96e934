// The signed link of the complainant's tracking page, sent in the acknowledgement e-mail: an
// HMAC-SHA-256 of the reference under a key kept in the database (so every instance signs and
// checks alike), cut to 128 bits. It opens that one complaint's status, nothing else.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../../db/client.ts";
import { withLang, type Lang } from "../i18n/lang.ts";

const keyName = "complaint-status";

/** The key, made once by whichever instance needs it first (of two at once, the first's is kept). */
async function signingKey(db: Queryable): Promise<Buffer> {
  const read = () => db.query<{ key: Uint8Array }>("select key from signing_keys where name = $1", [keyName]);
  let [row] = await read();
  if (!row) {
    await db.query("insert into signing_keys (name, key) values ($1, $2) on conflict (name) do nothing", [
      keyName,
      randomBytes(32),
    ]);
    [row] = await read();
  }
  return Buffer.from(row!.key);
}

const sign = (key: Buffer, reference: string) =>
  createHmac("sha256", key).update(`complaint-status:${reference}`).digest().subarray(0, 16);

/** The page's address for this complaint, signed, in the complainant's language. */
export async function signedStatusLink(db: Queryable, origin: string, reference: string, lang: Lang): Promise<string> {
  const signature = sign(await signingKey(db), reference).toString("base64url");
  const path = `/complaint/status?ref=${encodeURIComponent(reference)}&sig=${signature}`;
  return `${origin.replace(/\/+$/, "")}${withLang(path, lang)}`;
}

/** Whether `signature` is this reference's. */
export async function isSignedFor(db: Queryable, reference: string, signature: string): Promise<boolean> {
  if (!/^[\w-]{22}$/.test(signature)) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(await signingKey(db), reference);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
