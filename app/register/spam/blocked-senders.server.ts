// Senders the complaints team blocks (decision 0044): an address, or a domain with its
// subdomains. What they send by any channel goes straight to the Spam list.
import type { Queryable } from "../../../db/client.ts";
import type { Actor } from "../workflow.ts";
import type { SpamVerdict } from "./reasons.ts";

export interface BlockedSender {
  pattern: string;
  addedAt: string;
  addedByName: string;
}

/** An address (name@domain) or a domain as the list keeps it; null when it is neither. */
export function blockPattern(input: string): string | null {
  const pattern = input.trim().toLowerCase().replace(/^@/, "");
  const domain = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
  const [local, host, ...more] = pattern.split("@");
  if (more.length > 0) return null;
  if (host === undefined) return domain.test(pattern) ? pattern : null;
  return local && local.length <= 64 && !/\s/.test(local) && domain.test(host) && pattern.length <= 254
    ? pattern
    : null;
}

/** The entries of the list that `email` falls under: itself, its domain and the domains above it. */
function patternsOf(email: string): string[] {
  const address = email.trim().toLowerCase();
  const host = address.split("@")[1] ?? "";
  const labels = host.split(".");
  return [address, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join("."))];
}

/** The list's entry that blocks `email`, if any. */
async function blockedBy(db: Queryable, email: string): Promise<string | null> {
  if (!email.includes("@")) return null;
  const [row] = await db.query<{ pattern: string }>(
    "select pattern from blocked_senders where pattern = any($1::text[]) order by length(pattern) desc limit 1",
    [patternsOf(email)],
  );
  return row?.pattern ?? null;
}

export async function listBlockedSenders(db: Queryable): Promise<BlockedSender[]> {
  const rows = await db.query<{ pattern: string; added_at: Date; added_by_name: string }>(
    "select pattern, added_at, added_by_name from blocked_senders order by pattern",
  );
  return rows.map((row) => ({
    pattern: row.pattern,
    addedAt: new Date(row.added_at).toISOString(),
    addedByName: row.added_by_name,
  }));
}

/** Adds an entry; false when it was there already. */
export async function blockSender(db: Queryable, pattern: string, actor: Actor): Promise<boolean> {
  const rows = await db.query(
    `insert into blocked_senders (pattern, added_by_id, added_by_name) values ($1, $2, $3)
     on conflict (pattern) do nothing returning 1`,
    [pattern, actor.id, actor.name],
  );
  return rows.length > 0;
}

/** Removes an entry; false when it was not there. */
export async function unblockSender(db: Queryable, pattern: string): Promise<boolean> {
  return (await db.query("delete from blocked_senders where pattern = $1 returning 1", [pattern])).length > 0;
}

/** The Spam list's verdict on a sender the team blocks, if it does. */
export async function blockedVerdict(db: Queryable, email: string): Promise<SpamVerdict | null> {
  const pattern = await blockedBy(db, email);
  return pattern ? { reason: "blocked_sender", detail: pattern } : null;
}
