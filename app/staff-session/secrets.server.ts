// Random tokens and their hashes: what the cookie or the link carries is random (256 bits from
// crypto.randomBytes), the database keeps only its SHA-256. A hash of a value with that much
// entropy cannot be reversed or guessed, and looking it up by hash compares no secret byte by
// byte (nothing to time).
import { createHash, randomBytes } from "node:crypto";

/** A new random token, URL-safe (43 characters for 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}
