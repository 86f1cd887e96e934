// Passkeys (WebAuthn, through SimpleWebAuthn; decision 0049): a staff member adds one on the
// "Change password" page and may then sign in with it alone: it is something they have, unlocked
// by something they are or know (user verification is required), bound to the site's address, so
// a phishing page cannot use it. The relying party is SITE_URL's host (the request's when unset).
// Each challenge is kept in the shared database and taken once; every use is audited.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db, Queryable } from "../../../../db/client.ts";
import { createSession } from "../../../staff-session/sessions.server.ts";
import { audit } from "../audit.server.ts";
import { addressKey, clearFailures, recordFailure, signInLimits, throttledFor } from "../throttle.server.ts";

/** Where the passkeys are used: the site's host and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingParty = (siteOrigin: string): RelyingParty => {
  const url = new URL(siteOrigin);
  return { id: url.hostname, origin: url.origin, name: "Back office" };
};

/** A person has a few minutes to touch the key or look at the phone. */
const challengeLifetimeMs = 5 * 60 * 1000;

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: Queryable, accountId: string): Promise<Passkey[]> {
  const rows = await db.query<{ id: string; name: string; created_at: Date; last_used_at: Date | null }>(
    "select id, name, created_at, last_used_at from staff_passkeys where account_id = $1 order by created_at, id",
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at && new Date(row.last_used_at).toISOString(),
  }));
}

async function keepChallenge(
  db: Queryable,
  challenge: string,
  purpose: "register" | "sign_in",
  accountId: string | null,
) {
  await db.query("delete from webauthn_challenges where expires_at < now()");
  await db.query(
    "insert into webauthn_challenges (challenge, purpose, account_id, expires_at) values ($1, $2, $3, $4)",
    [challenge, purpose, accountId, new Date(Date.now() + challengeLifetimeMs)],
  );
}

/** The challenge the browser signed (from its client data), taken once if it is one we set and still good. */
async function takeChallenge(
  db: Queryable,
  clientDataJSON: string,
  purpose: "register" | "sign_in",
  accountId: string | null,
): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown })
      .challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || challenge.length > 200) return null;
  const [row] = await db.query<{ challenge: string }>(
    `delete from webauthn_challenges
      where challenge = $1 and purpose = $2 and account_id is not distinct from $3::uuid and expires_at > now()
      returning challenge`,
    [challenge, purpose, accountId],
  );
  return row?.challenge ?? null;
}

/** The options for adding a passkey: one the account has is not made twice on the same authenticator. */
export async function registrationOptions(
  db: Queryable,
  rp: RelyingParty,
  account: { id: string; email: string; displayName: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.query<{ id: string; transports: string[] }>(
    "select id, transports from staff_passkeys where account_id = $1",
    [account.id],
  );
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(account.id),
    userName: account.email,
    userDisplayName: account.displayName,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, "register", account.id);
  return options;
}

export type AddedPasskey = { ok: true; passkey: Passkey } | { ok: false; reason: "challenge" | "refused" | "taken" };

/** Checks the new passkey's answer to our challenge and keeps it under `name`. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  account: { id: string; email: string },
  name: string,
  response: RegistrationResponseJSON,
  clientIp: string,
): Promise<AddedPasskey> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "register", account.id);
  if (!challenge) return { ok: false, reason: "challenge" };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: "refused" };
  }
  if (!verified.verified) return { ok: false, reason: "refused" };
  const { credential } = verified.registrationInfo;
  const [row] = await db.query<{ created_at: Date }>(
    `insert into staff_passkeys (id, account_id, name, public_key, counter, transports)
     values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing returning created_at`,
    [
      credential.id,
      account.id,
      name,
      Buffer.from(credential.publicKey),
      credential.counter,
      credential.transports ?? [],
    ],
  );
  if (!row) return { ok: false, reason: "taken" };
  await audit(db, {
    actor: { id: account.id, email: account.email },
    clientIp,
    action: "passkey.add",
    target: { type: "account", id: account.id },
    detail: { name },
  });
  return {
    ok: true,
    passkey: { id: credential.id, name, createdAt: new Date(row.created_at).toISOString(), lastUsedAt: null },
  };
}

/** Removes one of the account's own passkeys; false when it has no such passkey. */
export async function removePasskey(
  db: Db,
  account: { id: string; email: string },
  passkeyId: string,
  clientIp: string,
): Promise<boolean> {
  const [row] = await db.query<{ name: string }>(
    "delete from staff_passkeys where id = $1 and account_id = $2 returning name",
    [passkeyId, account.id],
  );
  if (!row) return false;
  await audit(db, {
    actor: { id: account.id, email: account.email },
    clientIp,
    action: "passkey.remove",
    target: { type: "account", id: account.id },
    detail: { name: row.name },
  });
  return true;
}

/** The options for signing in with a passkey: any of the site's (the authenticator offers its own). */
export async function signInOptions(db: Queryable, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  await keepChallenge(db, options.challenge, "sign_in", null);
  return options;
}

export type PasskeySignIn =
  | { ok: true; token: string; accountId: string }
  | { ok: false; reason: "refused" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * A sign-in with a passkey: our challenge, signed by a passkey we know of an active account that
 * has finished its set-up, with the person verified, and a signature counter that went forward
 * (or that the authenticator does not keep). Counted against the client's address when refused.
 */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  clientIp: string,
  now = new Date(),
): Promise<PasskeySignIn> {
  const key = addressKey(clientIp);
  const wait = await throttledFor(db, key, signInLimits.address, now);
  if (wait > 0) return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  const refuse = async (reason: string, account?: { id: string; email: string }) => {
    await recordFailure(db, [key], now);
    await audit(db, {
      actor: { id: account?.id ?? null, email: account?.email ?? "" },
      clientIp,
      action: "sign_in.failure",
      detail: { reason: `passkey_${reason}` },
      now,
    });
    return { ok: false as const, reason: "refused" as const };
  };
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "sign_in", null);
  if (!challenge) return refuse("challenge");
  const [passkey] = await db.query<{
    id: string;
    account_id: string;
    email: string;
    active: boolean;
    public_key: Uint8Array;
    counter: string;
    transports: string[];
  }>(
    `select p.id, p.account_id, a.email, a.status = 'active' and a.password_hash is not null as active,
            p.public_key, p.counter::text, p.transports
       from staff_passkeys p join staff_accounts a on a.id = p.account_id where p.id = $1`,
    [typeof response.id === "string" ? response.id.slice(0, 1400) : ""],
  );
  if (!passkey) return refuse("unknown");
  const account = { id: passkey.account_id, email: passkey.email };
  if (!passkey.active) return refuse("disabled", account);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch {
    return refuse("signature", account);
  }
  if (!verified.verified) return refuse("signature", account);
  await db.query("update staff_passkeys set counter = $2, last_used_at = $3 where id = $1", [
    passkey.id,
    verified.authenticationInfo.newCounter,
    now,
  ]);
  await clearFailures(db, key);
  await db.query("update staff_accounts set last_sign_in_at = $2 where id = $1", [account.id, now]);
  const token = await createSession(db, account.id, { now, clientIp });
  await audit(db, { actor: account, clientIp, action: "sign_in.success", detail: { factor: "passkey" }, now });
  return { ok: true, token, accountId: account.id };
}
