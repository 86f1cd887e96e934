// Sign-in: one form, one answer. The e-mail, the password and the code (from the authenticator,
// or a recovery code) are checked together, so an unknown e-mail, a wrong password and a wrong
// code are refused alike and take about as long: the password is always run through argon2
// (against a dummy hash when there is no account), the code always checked. A factor is used
// up only when the password was right, so nobody can burn another's codes.
import type { Db } from "../../../db/client.ts";
import { normalizeEmail, spendRecoveryCode, takeTotpStep } from "./accounts.server.ts";
import { audit } from "./audit.server.ts";
import { dummyPasswordHash, verifyPassword } from "./passwords.server.ts";
import { createSession } from "../../staff-session/sessions.server.ts";
import { accountKey, addressKey, clearFailures, recordFailure, signInLimits, throttledFor } from "./throttle.server.ts";
import { acceptedTotpStep, totpCodePattern } from "./totp.server.ts";

export interface SignInAttempt {
  email: string;
  password: string;
  /** Six digits from the authenticator, or a recovery code. */
  code: string;
  clientIp: string;
  now?: Date;
}

export type SignInResult =
  | { ok: true; token: string; accountId: string }
  | { ok: false; reason: "refused" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** A key no account has, checked when the e-mail matches none (same work as a real check). */
const dummyTotpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function signIn(
  db: Db,
  { email, password, code, clientIp, now = new Date() }: SignInAttempt,
): Promise<SignInResult> {
  const address = normalizeEmail(email).slice(0, 254);
  const keys = [accountKey(address), addressKey(clientIp)];
  const wait = Math.max(
    await throttledFor(db, keys[0]!, signInLimits.account, now),
    await throttledFor(db, keys[1]!, signInLimits.address, now),
  );
  if (wait > 0) {
    await audit(db, { actor: { id: null, email: address }, clientIp, action: "sign_in.throttled", now });
    return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  }

  const [account] = await db.query<{
    id: string;
    status: string;
    password_hash: string | null;
    totp_secret: string | null;
    totp_last_step: string | null;
  }>("select id, status, password_hash, totp_secret, totp_last_step::text from staff_accounts where email = $1", [
    address,
  ]);
  const passwordRight = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), password);
  const isTotp = totpCodePattern.test(code.replace(/\s+/g, ""));
  // Right for the key at all, then later than the last step used (a code is taken once).
  const rightStep = acceptedTotpStep(account?.totp_secret ?? dummyTotpSecret, isTotp ? code : "", {
    now,
    lastStep: null,
  });
  const lastStep = account?.totp_last_step ? Number(account.totp_last_step) : null;
  const step = rightStep !== null && (lastStep === null || rightStep > lastStep) ? rightStep : null;

  let reason: string | null = null;
  let factor: "totp" | "recovery_code" | null = null;
  if (!account) reason = "unknown_account";
  else if (!account.password_hash) reason = "not_set_up";
  else if (!passwordRight) reason = "password";
  else if (account.status !== "active") reason = "disabled";
  else if (isTotp) {
    // Taken only if no other request took this step (or a later one) first.
    const taken = step !== null && (await takeTotpStep(db, account.id, step));
    if (taken) factor = "totp";
    else reason = rightStep === null ? "code" : "code_reused";
  } else if (await spendRecoveryCode(db, account.id, code, now)) factor = "recovery_code";
  else reason = "recovery_code";

  if (!account || reason !== null || factor === null) {
    await recordFailure(db, keys, now);
    await audit(db, {
      actor: { id: account?.id ?? null, email: address },
      clientIp,
      action: "sign_in.failure",
      detail: { reason },
      now,
    });
    return { ok: false, reason: "refused" };
  }

  await clearFailures(db, keys[0]!);
  await db.query("update staff_accounts set last_sign_in_at = $2 where id = $1", [account.id, now]);
  const token = await createSession(db, account.id, { now, clientIp });
  await audit(db, {
    actor: { id: account.id, email: address },
    clientIp,
    action: "sign_in.success",
    detail: { factor },
    now,
  });
  return { ok: true, token, accountId: account.id };
}

/**
 * The session of someone who has just set up their account: the link, the new password and a
 * code from the new authenticator are both factors, proved within the set-up (NIST SP 800-63B
 * allows the session to start at the end of enrolment). Audited as a sign-in.
 */
export async function startSetUpSession(
  db: Db,
  actor: { id: string; email: string },
  clientIp: string,
  now = new Date(),
): Promise<string> {
  await db.query("update staff_accounts set last_sign_in_at = $2 where id = $1", [actor.id, now]);
  const token = await createSession(db, actor.id, { now, clientIp });
  await audit(db, { actor, clientIp, action: "sign_in.success", detail: { factor: "setup" }, now });
  return token;
}
