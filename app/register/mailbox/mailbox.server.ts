// The e-mails of the complaints mailbox that belong to no complaint (store.server.ts):
// those waiting for a person, oldest first, and the last ones set aside.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Figure } from "../../http/figures.ts";
import { iso } from "../sql.server.ts";

const waitingRow = z.object({
  id: z.string(),
  state: z.enum(["unmatched", "dismissed"]),
  received_at: z.string(),
  from_address: z.string(),
  from_name: z.string(),
  subject: z.string(),
  body: z.string(),
  automatic: z.boolean(),
  refused: z.array(z.object({ name: z.string() })),
  handled_by_name: z.string().nullable(),
  handled_at: z.string().nullable(),
});

export interface SortableMail {
  id: string;
  receivedAt: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  body: string;
  automatic: boolean;
  refusedNames: string[];
  /** Set aside: by whom and when. */
  setAside: { by: string; at: string } | null;
}

function toMail(raw: unknown): SortableMail {
  const row = waitingRow.parse(raw);
  return {
    id: row.id,
    receivedAt: row.received_at,
    fromAddress: row.from_address,
    fromName: row.from_name,
    subject: row.subject,
    body: row.body,
    automatic: row.automatic,
    refusedNames: row.refused.map((file) => file.name),
    setAside:
      row.state === "dismissed" && row.handled_at ? { by: row.handled_by_name ?? "", at: row.handled_at } : null,
  };
}

const columns = `id, state, ${iso("received_at")} as received_at, from_address, from_name, subject, body, automatic,
  refused_files as refused, handled_by_name, ${iso("handled_at")} as handled_at`;

/** How many e-mails wait for a person (the Overview says so). */
export async function countMailToSort(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from inbound_mail where state = 'unmatched'`,
  );
  return row?.count ?? 0;
}

/** Waiting e-mails (every one: a person must see them all), and the last 20 set aside. */
export async function listSortableMail(db: Queryable): Promise<{ waiting: SortableMail[]; setAside: SortableMail[] }> {
  const [waiting, setAside] = await Promise.all([
    db.query(`select ${columns} from inbound_mail where state = 'unmatched' order by received_at, id`),
    db.query(`select ${columns} from inbound_mail where state = 'dismissed' order by handled_at desc, id limit 20`),
  ]);
  return { waiting: waiting.map(toMail), setAside: setAside.map(toMail) };
}

/** The mailbox as /admin/mailbox tells it: connected or not, and how its last round went. */
export interface MailboxState {
  connected: boolean;
  pollSeconds: number | null;
  /** When the last round ended (ISO), or null: none since it was connected. */
  lastRoundAt: string | null;
  /** Why the last round failed; null when it went well. */
  lastError: string | null;
}

export async function mailboxState(db: Queryable, mailbox: { pollSeconds: number } | null): Promise<MailboxState> {
  const [row] = await db.query<{ last_round_at: string | Date | null; last_error: string | null }>(
    "select last_round_at, last_error from work_leases where name = 'mailbox'",
  );
  return {
    connected: mailbox !== null,
    pollSeconds: mailbox?.pollSeconds ?? null,
    lastRoundAt: row?.last_round_at ? new Date(row.last_round_at).toISOString() : null,
    lastError: row?.last_error ?? null,
  };
}

/** The mailbox as an operator watches it (server/metrics.ts): its last round and what waits to be sorted. */
export async function mailboxFigures(db: Queryable): Promise<Figure[]> {
  const [row] = await db.query<{ age: number | null; failed: boolean | null }>(
    `select extract(epoch from now() - last_round_at)::float8 as age, last_error is not null as failed
       from work_leases where name = 'mailbox' and last_round_at is not null`,
  );
  return [
    {
      name: "mailbox_last_round_age_seconds",
      help: "Seconds since the complaints mailbox was last read (absent: never)",
      value: row?.age ?? Number.NaN,
    },
    {
      name: "mailbox_last_round_failed",
      help: "1 when the last reading of the mailbox failed",
      value: row?.failed ? 1 : 0,
    },
    {
      name: "mailbox_waiting_to_sort",
      help: "E-mails that wait for staff to sort them",
      value: await countMailToSort(db),
    },
  ];
}
