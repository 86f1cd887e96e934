// Staff accounts: invitations and resets (one-time set-up links), the set-up itself (password,
// second factor, recovery codes), and what an admin changes (roles, disabled or active).
// There is no default account: the first one is invited from the command line
// (scripts/staff-invite.ts).
import { randomBytes } from "node:crypto";
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { enqueue } from "./jobs.ts";
import type { StaffRole } from "../../staff-session/roles.ts";
import { randomToken, sha256 } from "../../staff-session/secrets.server.ts";
import { endAllSessions } from "../../staff-session/sessions.server.ts";
import { acceptedTotpStep } from "./totp.server.ts";

/** How long a set-up link works. */
export const setupLinkSeconds = 24 * 60 * 60;
const recoveryCodeCount = 10;

export type AccountStatus = "active" | "disabled";

export interface Account {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  status: AccountStatus;
  /** Password and second factor chosen (the set-up link followed to its end). */
  setUp: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

interface AccountRow {
  id: string;
  email: string;
  display_name: string;
  roles: StaffRole[] | string;
  status: AccountStatus;
  set_up: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const columnsOf = (table: string) =>
  `${table}.id, ${table}.email, ${table}.display_name, ${table}.roles, ${table}.status, ${table}.password_hash is not null as set_up, ${table}.created_at, ${table}.last_sign_in_at`;
const accountColumns = columnsOf("staff_accounts");

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    roles: typeof row.roles === "string" ? (row.roles.replace(/^\{|\}$/g, "").split(",") as StaffRole[]) : row.roles,
    status: row.status,
    setUp: row.set_up,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The set-up link's address for a token. `origin`: SITE_URL, or the server's own. */
export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/admin/setup?token=${token}`;
}

/** Called in the transaction that makes a set-up link, with the link's token: to send it on. */
export type LinkDelivery = (tx: Queryable, accountId: string, token: string) => Promise<void>;

/** A LinkDelivery that e-mails the link to the account's owner through the outbox (kind staff.invite). */
export const emailSetupLink =
  (origin: string, lang: Lang, reason: "invite" | "reset"): LinkDelivery =>
  (tx, accountId, token) =>
    enqueue(tx, "staff.invite", { accountId, lang, reason, link: setupLink(origin, token) });

export class AccountExistsError extends Error {}

/** A new account (no password yet) and its set-up link's token, valid 24 h. */
export async function inviteAccount(
  db: Db,
  { email, displayName, roles }: { email: string; displayName?: string; roles: StaffRole[] },
  now = new Date(),
  deliver?: LinkDelivery,
): Promise<{ account: Account; token: string }> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<AccountRow>(
      `insert into staff_accounts (email, display_name, roles, created_at) values ($1, $2, $3, $4)
       on conflict (email) do nothing returning ${accountColumns}`,
      [address, (displayName?.trim() || address.split("@")[0]!).slice(0, 80), roles, now],
    );
    if (!row) throw new AccountExistsError(`an account with the e-mail ${address} exists`);
    const token = await newSetupToken(tx, row.id, now);
    await deliver?.(tx, row.id, token);
    return { account: toAccount(row), token };
  });
}

async function newSetupToken(tx: Queryable, accountId: string, now: Date): Promise<string> {
  // An earlier link that was not used stops working.
  await tx.query("update staff_setup_tokens set used_at = $2 where account_id = $1 and used_at is null", [
    accountId,
    now,
  ]);
  const token = randomToken();
  await tx.query(
    "insert into staff_setup_tokens (token_hash, account_id, created_at, expires_at) values ($1, $2, $3, $4)",
    [sha256(token), accountId, now, new Date(now.getTime() + setupLinkSeconds * 1000)],
  );
  return token;
}

/**
 * Whether the account is the last one that can act as an administrator: active, set up, with the
 * admin role. Locks those accounts' rows until the transaction ends, so two admins taking each
 * other's role (or disabling each other) at once wait for one another: the second then sees the
 * first's change and is refused.
 */
async function isLastAdmin(tx: Executor, accountId: string): Promise<boolean> {
  const admins = await tx.query<{ id: string }>(
    "select id from staff_accounts where status = 'active' and 'admin' = any(roles) and password_hash is not null for update",
  );
  return admins.length === 1 && admins[0]!.id === accountId;
}

/** What a change an admin makes to an account came to. "lastAdmin": refused, it would leave no administrator. */
export type AccountChange = "done" | "notFound" | "lastAdmin";

/**
 * Reset: the password, the second factor, the passkeys and the recovery codes stop working at once, every
 * session ends, and a new set-up link (the only way back in) is returned. Never the last
 * administrator's: nobody could then manage the accounts until the link is followed.
 */
export async function resetAccount(
  db: Db,
  accountId: string,
  now = new Date(),
  deliver?: LinkDelivery,
): Promise<{ outcome: "done"; token: string } | { outcome: "notFound" } | { outcome: "lastAdmin" }> {
  return db.transaction(async (tx) => {
    if (await isLastAdmin(tx, accountId)) return { outcome: "lastAdmin" };
    const [row] = await tx.query<{ id: string }>(
      "update staff_accounts set password_hash = null, totp_secret = null, totp_last_step = null, setup_completed_at = null where id = $1 returning id",
      [accountId],
    );
    if (!row) return { outcome: "notFound" };
    await tx.query("delete from staff_recovery_codes where account_id = $1", [accountId]);
    await tx.query("delete from staff_passkeys where account_id = $1", [accountId]);
    await endAllSessions(tx, accountId);
    const token = await newSetupToken(tx, accountId, now);
    await deliver?.(tx, accountId, token);
    return { outcome: "done", token };
  });
}

export interface SetupState {
  account: Account;
  /** The password has been chosen on this link; the second factor is next. */
  pendingTotpSecret: string | null;
}

/** What a set-up link leads to, or null when it is unknown, used, expired, or its account disabled. */
export async function readSetupToken(db: Queryable, token: string, now = new Date()): Promise<SetupState | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db.query<AccountRow & { pending_totp_secret: string | null; pending_password: boolean }>(
    `select ${columnsOf("a")},
            t.pending_totp_secret, t.pending_password_hash is not null as pending_password
       from staff_setup_tokens t join staff_accounts a on a.id = t.account_id
      where t.token_hash = $1 and t.used_at is null and t.expires_at > $2 and a.status = 'active'`,
    [sha256(token), now],
  );
  if (!row) return null;
  return { account: toAccount(row), pendingTotpSecret: row.pending_password ? row.pending_totp_secret : null };
}

/** Step one of the set-up: the name and password chosen (hashed already) and a new TOTP key, kept with the link. */
export async function choosePassword(
  db: Queryable,
  token: string,
  { displayName, passwordHash, totpSecret }: { displayName: string; passwordHash: string; totpSecret: string },
  now = new Date(),
): Promise<boolean> {
  const rows = await db.query(
    `with t as (
       update staff_setup_tokens set pending_password_hash = $3, pending_totp_secret = $4
        where token_hash = $1 and used_at is null and expires_at > $2 returning account_id)
     update staff_accounts a set display_name = $5 from t where a.id = t.account_id and a.status = 'active' returning a.id`,
    [sha256(token), now, passwordHash, totpSecret, displayName.trim().slice(0, 80)],
  );
  return rows.length === 1;
}

export type SetupCompletion =
  { ok: true; account: Account; recoveryCodes: string[] } | { ok: false; reason: "invalidLink" | "wrongCode" };

/**
 * The last step: the code from the authenticator confirms the key. The link is used up, the
 * password and key become the account's, ten new recovery codes are made (returned once, their
 * hashes kept) and any session the account had ends.
 */
export async function completeSetup(db: Db, token: string, code: string, now = new Date()): Promise<SetupCompletion> {
  return db.transaction(async (tx) => {
    const [pending] = await tx.query<{
      account_id: string;
      pending_password_hash: string | null;
      pending_totp_secret: string | null;
    }>(
      `select t.account_id, t.pending_password_hash, t.pending_totp_secret
         from staff_setup_tokens t join staff_accounts a on a.id = t.account_id
        where t.token_hash = $1 and t.used_at is null and t.expires_at > $2 and a.status = 'active'
        for update of t`,
      [sha256(token), now],
    );
    if (!pending?.pending_password_hash || !pending.pending_totp_secret) return { ok: false, reason: "invalidLink" };
    const step = acceptedTotpStep(pending.pending_totp_secret, code, { now, lastStep: null });
    if (step === null) return { ok: false, reason: "wrongCode" };
    await tx.query("update staff_setup_tokens set used_at = $2 where token_hash = $1", [sha256(token), now]);
    const [row] = await tx.query<AccountRow>(
      `update staff_accounts set password_hash = $2, totp_secret = $3, totp_last_step = $4,
              setup_completed_at = $5, password_changed_at = $5
        where id = $1 returning ${accountColumns}`,
      [pending.account_id, pending.pending_password_hash, pending.pending_totp_secret, step, now],
    );
    await endAllSessions(tx, pending.account_id);
    const recoveryCodes = await replaceRecoveryCodes(tx, pending.account_id);
    return { ok: true, account: toAccount(row!), recoveryCodes };
  });
}

/** "k7m2p-9xq4t": 10 characters of an alphabet without look-alikes (50 bits), in two groups. */
function newRecoveryCode(): string {
  const alphabet = "23456789abcdefghjkmnpqrstuvwxyz"; // 31 letters: no 0/o, 1/l/i
  const bytes = randomBytes(20);
  let code = "";
  // Rejection sampling keeps every letter equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    code += alphabet[byte % 31];
    if (code.length === 10) break;
  }
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : newRecoveryCode();
}

/** A recovery code as typed: lower case, without spaces or dashes. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

async function replaceRecoveryCodes(tx: Executor, accountId: string): Promise<string[]> {
  await tx.query("delete from staff_recovery_codes where account_id = $1", [accountId]);
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  for (const code of codes) {
    await tx.query("insert into staff_recovery_codes (account_id, code_hash) values ($1, $2) on conflict do nothing", [
      accountId,
      sha256(normalizeRecoveryCode(code)),
    ]);
  }
  return codes;
}

/** Ten new recovery codes for the account (returned to be shown once, their hashes kept); the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, accountId: string): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, accountId));
}

/** Takes a TOTP time step for the account, unless another request took it (or a later one) first: a code works once. */
export async function takeTotpStep(db: Queryable, accountId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    "update staff_accounts set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning 1",
    [accountId, step],
  );
  return rows.length === 1;
}

/** Uses up one recovery code of the account; false when it is not one of its unused codes. */
export async function spendRecoveryCode(db: Queryable, accountId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "update staff_recovery_codes set used_at = $3 where account_id = $1 and code_hash = $2 and used_at is null returning 1",
    [accountId, sha256(normalizeRecoveryCode(code)), now],
  );
  return rows.length === 1;
}

export async function listAccounts(db: Queryable): Promise<Account[]> {
  const rows = await db.query<AccountRow>(`select ${accountColumns} from staff_accounts order by status, email`);
  return rows.map(toAccount);
}

export async function getAccount(db: Queryable, id: string): Promise<Account | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<AccountRow>(`select ${accountColumns} from staff_accounts where id = $1`, [id]);
  return row ? toAccount(row) : null;
}

/** New roles; refused when they would take the admin role from the last administrator. */
export async function setRoles(db: Db, id: string, roles: StaffRole[]): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    if (!roles.includes("admin") && (await isLastAdmin(tx, id))) return "lastAdmin";
    return (await tx.query("update staff_accounts set roles = $2 where id = $1 returning 1", [id, roles])).length === 1
      ? "done"
      : "notFound";
  });
}

/** Disabling ends every session of the account at once; the last administrator is never disabled. */
export async function setStatus(db: Db, id: string, status: AccountStatus): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    if (status === "disabled" && (await isLastAdmin(tx, id))) return "lastAdmin";
    const rows = await tx.query("update staff_accounts set status = $2 where id = $1 returning 1", [id, status]);
    if (status === "disabled") await endAllSessions(tx, id);
    return rows.length === 1 ? "done" : "notFound";
  });
}

/** The stored password hash (null before set-up). */
export async function passwordHashOf(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>(
    "select password_hash from staff_accounts where id = $1",
    [id],
  );
  return row?.password_hash ?? null;
}

/** A new password (hashed already): every session of the account ends, this one too. */
export async function changePassword(db: Db, id: string, passwordHash: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      "update staff_accounts set password_hash = $2, password_changed_at = $3 where id = $1 and password_hash is not null",
      [id, passwordHash, now],
    );
    await endAllSessions(tx, id);
  });
}
