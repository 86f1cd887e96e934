// Keys for HMAC signatures, one per purpose, kept in the database so that every instance signs
// and checks alike: made once by whichever instance needs one first (of two at once, the
// first's is kept).
import { randomBytes } from "node:crypto";
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
