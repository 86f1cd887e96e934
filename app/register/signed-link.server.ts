// The signed link of the complainant's tracking page, sent in the acknowledgement e-mail: an
// HMAC-SHA-256 of the reference under a key kept in the database (app/signing), cut to 128 bits. It opens that one complaint's status, nothing else.
import type { Queryable } from "../../db/client.ts";
import { withLang, type Lang } from "../i18n/lang.ts";
import { isSigned, signed } from "../signing/signing-keys.server.ts";

/** The page's address for this complaint, signed, in the complainant's language. */
export async function signedStatusLink(db: Queryable, origin: string, reference: string, lang: Lang): Promise<string> {
  const signature = await signed(db, "complaint-status", reference);
  const path = `/complaint/status?ref=${encodeURIComponent(reference)}&sig=${signature}`;
  return `${origin.replace(/\/+$/, "")}${withLang(path, lang)}`;
}

/** Whether `signature` is this reference's. */
export async function isSignedFor(db: Queryable, reference: string, signature: string): Promise<boolean> {
  return isSigned(db, "complaint-status", reference, signature);
}
