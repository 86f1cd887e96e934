// A signed-in staff member proves again that it is them before a change that would let a stolen
// session keep the account (new recovery codes): their password, or a code from their
// authenticator app, taken once as at sign-in. Wrong answers count against the account like
// wrong sign-ins (throttle.server.ts), so a session cannot be used to guess the password.
import type { Db } from "../../../db/client.ts";
import { takeTotpStep } from "./accounts.server.ts";
import { verifyPassword } from "./passwords.server.ts";
import { accountKey, recordFailure, signInLimits, throttledFor } from "./throttle.server.ts";
import { acceptedTotpStep, totpCodePattern } from "./totp.server.ts";

export type Reauthentication =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** `answer`: the account's password, or 6 digits from its authenticator. */
export async function reauthenticate(
  db: Db,
  account: { id: string; email: string },
  answer: string,
  now = new Date(),
): Promise<Reauthentication> {
  const key = accountKey(account.email);
  const wait = await throttledFor(db, key, signInLimits.account, now);
  if (wait > 0) return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  const [row] = await db.query<{
    password_hash: string | null;
    totp_secret: string | null;
    totp_last_step: string | null;
  }>(
    "select password_hash, totp_secret, totp_last_step::text from staff_accounts where id = $1 and status = 'active'",
    [account.id],
  );
  let right = false;
  if (row?.password_hash && row.totp_secret) {
    const code = answer.replace(/\s+/g, "");
    if (totpCodePattern.test(code)) {
      const step = acceptedTotpStep(row.totp_secret, code, {
        now,
        lastStep: row.totp_last_step ? Number(row.totp_last_step) : null,
      });
      right = step !== null && (await takeTotpStep(db, account.id, step));
    } else {
      right = await verifyPassword(row.password_hash, answer);
    }
  }
  if (right) return { ok: true };
  await recordFailure(db, [key], now);
  return { ok: false, reason: "wrong" };
}
