// The complaints team's daily digest: from `at` (08:00 by default) in Phnom Penh, the first
// instance to poll claims the day (register_digests, db/migrations/0019_register_digest.sql)
// and queues one e-mail per active member of the team in the same transaction, so the digest
// goes once whatever the number of instances. Each e-mail, written when it is sent, lists the
// complaints due soon or overdue that are the member's own, and those that are nobody's.
import { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { enqueue } from "./jobs.ts";
import { registerStaff } from "./owners.server.ts";
import { formatTime } from "../i18n/dates.ts";
import { iso } from "./sql.server.ts";
import { phnomPenhDay } from "./working-days.ts";

/**
 * A poller's round of the digest (server/index.ts): from `at`, queues the day's digest unless an
 * instance has, and resolves to the number of e-mails queued (null: not now, or not here). Once
 * the day is settled, the instance asks the database no more until the next day: the claim
 * itself is the database's, this only spares it a transaction every poll.
 */
export function dailyDigestRound(db: Db, at: string): (now?: Date) => Promise<number | null> {
  let settled: string | null = null;
  return async (now = new Date()) => {
    const day = phnomPenhDay(now);
    if (settled === day || formatTime(now) < at) return null;
    const queued = await claimDay(db, day);
    settled = day;
    return queued;
  };
}

function claimDay(db: Db, day: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const team = await registerStaff(tx);
    const [claimed] = await tx.query(
      "insert into register_digests (day, recipients) values ($1, $2) on conflict (day) do nothing returning day",
      [day, team.length],
    );
    if (!claimed) return null;
    for (const member of team) await enqueue(tx, "register.digest", { accountId: member.id, day });
    return team.length;
  });
}

export interface DigestItem {
  id: string;
  reference: string;
  fullName: string;
  status: string;
  /** When the deadline that matters now ends. */
  dueAt: string;
  overdue: boolean;
}

export interface Digest {
  email: string;
  name: string;
  mine: DigestItem[];
  nobodys: DigestItem[];
}

const itemRow = z.object({
  id: z.string(),
  reference: z.string(),
  full_name: z.string(),
  status: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  mine: z.boolean(),
});

/** What a member's digest says now; null when the account is no longer an active member of the team. */
export async function readDigest(db: Queryable, accountId: string): Promise<Digest | null> {
  const [account] = await db.query<{ email: string; name: string }>(
    `select email, display_name as name from staff_accounts
      where id = $1 and status = 'active' and 'complaints' = any(roles)`,
    [accountId],
  );
  if (!account) return null;
  const rows = await db.query(
    `select c.id::text, c.reference, c.full_name, c.status, ${iso("c.next_due_at")} as due_at,
            c.next_due_at <= now() as overdue, c.owner_id is not null as mine
       from complaints c
      where (c.owner_id = $1 or c.owner_id is null)
        and c.next_due_at <= (select register_due_at(now(), 1))
      order by c.next_due_at, c.created_at
      limit 200`,
    [accountId],
  );
  const items = rows.map((row) => itemRow.parse(row));
  const item = ({ mine: _, full_name, due_at, ...rest }: z.infer<typeof itemRow>): DigestItem => ({
    ...rest,
    fullName: full_name,
    dueAt: due_at,
  });
  return {
    ...account,
    mine: items.filter((row) => row.mine).map(item),
    nobodys: items.filter((row) => !row.mine).map(item),
  };
}
