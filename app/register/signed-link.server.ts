// The signed link of the complainant's tracking page, sent in the acknowledgement e-mail: an
// HMAC-SHA-256 of the reference under a key kept in the database (app/signing), cut to 128 bits. It opens that one complaint's status, nothing else.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../../db/client.ts";
import { withLang, type Lang } from "../i18n/lang.ts";
import { signingKey } from "../signing/signing-keys.server.ts";

const sign = (key: Buffer, reference: string) =>
  createHmac("sha256", key).update(`complaint-status:${reference}`).digest().subarray(0, 16);

/** The page's address for this complaint, signed, in the complainant's language. */
export async function signedStatusLink(db: Queryable, origin: string, reference: string, lang: Lang): Promise<string> {
  const signature = sign(await signingKey(db, "complaint-status"), reference).toString("base64url");
  const path = `/complaint/status?ref=${encodeURIComponent(reference)}&sig=${signature}`;
  return `${origin.replace(/\/+$/, "")}${withLang(path, lang)}`;
}

/** Whether `signature` is this reference's. */
export async function isSignedFor(db: Queryable, reference: string, signature: string): Promise<boolean> {
  if (!/^[\w-]{22}$/.test(signature)) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(await signingKey(db, "complaint-status"), reference);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
