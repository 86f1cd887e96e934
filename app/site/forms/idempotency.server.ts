// A submission sent twice is stored once (docs/decisions/0023-idempotent-submissions.md). A
// submission may carry a one-time key: the page form's hidden token, made by the browser, or
// the API's Idempotency-Key header. Before anything is stored, an earlier arrival of the key is
// looked for (its outcome is the answer, and no file is uploaded); then the key is claimed in
// the transaction that stores the submission, before its rows: of two arrivals at once, the
// second waits on the primary key and, once the first commits, stores nothing.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Queryable } from "../../../db/client.ts";

/** 16 to 128 letters, digits, '-' or '_': a UUID, or 16 random bytes in hex or base64url. */
const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;

const keyLifetimeHours = 24;

type KeyRead = { ok: true; key: string | null } | { ok: false };

/**
 * A key as the client sent it: absent or empty = none. The API's header may also be a quoted
 * string, as in the IETF's Idempotency-Key draft (a structured-field string).
 */
export function readKey(raw: string | null | undefined): KeyRead {
  const key = raw?.trim().replace(/^"(.*)"$/, "$1") ?? "";
  if (key === "") return { ok: true, key: null };
  return keyPattern.test(key) ? { ok: true, key } : { ok: false };
}

export interface SubmissionKey {
  source: "site" | "api";
  key: string;
}

type Form = "contact" | "complaint";

/** A hash of what a submission holds, to tell a repeat from other content under the same key. */
export function fingerprint(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** SHA-256 of a file's bytes, read as a stream. */
export async function fileDigest(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

/** A stored submission's answer; `repeat`: stored by an earlier arrival of its key, nothing stored now. */
export type Once<T> = T & { repeat: boolean };

/** The key came before with other content: nothing is stored (the API answers 422). */
export class KeyReused extends Error {
  constructor() {
    super("This key was used before with other content.");
  }
}

/** Claims the key inside the storing transaction, before the record `id` is inserted; false: store nothing. */
export type Claim = (tx: Queryable, id: string) => Promise<boolean>;

/**
 * Stores a submission once per key (none: simply stores it). `store` does the work and calls
 * `claim` first in its transaction, returning null when the claim fails; `read` gives the answer
 * of a record stored before, by its id. `print` is the submission's fingerprint. Throws KeyReused
 * when the key came before with another fingerprint.
 */
export async function storeOnce<T extends object>(
  db: Queryable,
  form: Form,
  key: SubmissionKey | null,
  print: string,
  { store, read }: { store(claim: Claim): Promise<T | null>; read(id: string): Promise<T> },
): Promise<Once<T>> {
  const earlier = async (): Promise<Once<T> | null> => {
    if (!key) return null;
    const found = await findEarlier(db, form, key, print);
    if (!found) return null;
    if (!found.same) throw new KeyReused();
    return { ...(await read(found.id)), repeat: true };
  };
  const before = await earlier();
  if (before) return before;
  const stored = await store(key ? (tx, id) => claimKey(tx, form, key, print, id) : () => Promise.resolve(true));
  if (stored === null) {
    // Another arrival of the key committed while this one was under way.
    const winner = await earlier();
    if (!winner) throw new Error(`${form} submission key held by a record that is gone`);
    return winner;
  }
  // Housekeeping after the commit: a failure here is not the visitor's, and the next submission tries again.
  await forgetExpiredKeys(db).catch(() => undefined);
  return { ...stored, repeat: false };
}

type Earlier = { same: true; id: string } | { same: false };

async function findEarlier(
  db: Queryable,
  form: Form,
  { source, key }: SubmissionKey,
  print: string,
): Promise<Earlier | null> {
  const [row] = await db.query<{ fingerprint: string; id: string }>(
    `select fingerprint, coalesce(complaint_id, contact_message_id) as id from submission_keys
     where form = $1 and source = $2 and key = $3 and expires_at > now()`,
    [form, source, key],
  );
  if (!row) return null;
  return row.fingerprint === print ? { same: true, id: row.id } : { same: false };
}

/** An expired key is taken over. While another arrival's transaction holds the key, this waits for it to end. */
async function claimKey(
  tx: Queryable,
  form: Form,
  { source, key }: SubmissionKey,
  print: string,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into submission_keys (form, source, key, fingerprint, complaint_id, contact_message_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))
     on conflict (form, source, key) do update
       set fingerprint = excluded.fingerprint, complaint_id = excluded.complaint_id, contact_message_id = excluded.contact_message_id,
           created_at = excluded.created_at, expires_at = excluded.expires_at
       where submission_keys.expires_at <= now()
     returning 1`,
    [form, source, key, print, form === "complaint" ? id : null, form === "contact" ? id : null, keyLifetimeHours],
  );
  return rows.length === 1;
}

async function forgetExpiredKeys(db: Queryable): Promise<void> {
  await db.query("delete from submission_keys where expires_at <= now()");
}
