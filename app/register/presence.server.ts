// Who else has a record open, and who is writing a reply on it (decision 0046): each open
// record page says so every few seconds, and hears who else did within the last 15 seconds and
// the record's latest event, so a colleague's reply shows without a reload. In the database the
// instances share: no other server, and any instance answers.
import type { Queryable } from "../../db/client.ts";
import { isUuid, type Actor } from "./workflow.ts";

/** A page that has not said so for this long has left (it says so every 4 s). */
const presenceSeconds = 15;

export interface Colleague {
  name: string;
  writing: boolean;
}

export interface Presence {
  others: Colleague[];
  /** The record's latest timeline event: when it changes, the page loads the record again. */
  latestEvent: string;
}

/** The record's latest event (its id), "" for none. */
export async function latestEventOf(db: Queryable, recordId: string): Promise<string> {
  if (!isUuid(recordId)) return "";
  const [row] = await db.query<{ id: string | null }>(
    `select max(id)::text as id from register_events where complaint_id = $1 or contact_message_id = $1`,
    [recordId],
  );
  return row?.id ?? "";
}

/** `actor` has the record open (writing or not), or has left it; who else is there now. */
export async function notePresence(
  db: Queryable,
  recordId: string,
  actor: Actor,
  state: { writing: boolean } | "left",
): Promise<Presence | null> {
  if (!isUuid(recordId)) return null;
  if (state === "left") {
    await db.query("delete from record_presence where record_id = $1 and staff_id = $2", [recordId, actor.id]);
  } else {
    await db.query(
      `insert into record_presence (record_id, staff_id, staff_name, writing) values ($1, $2, $3, $4)
       on conflict (record_id, staff_id) do update set staff_name = $3, writing = $4, seen_at = now()`,
      [recordId, actor.id, actor.name, state.writing],
    );
  }
  // Pages closed without a word (a crash, a lost network) leave rows behind: kept small.
  await db.query("delete from record_presence where seen_at < now() - interval '10 minutes'");
  const others = await db.query<{ staff_name: string; writing: boolean }>(
    `select staff_name, writing from record_presence
      where record_id = $1 and staff_id <> $2 and seen_at > now() - make_interval(secs => ${presenceSeconds})
      order by writing desc, staff_name`,
    [recordId, actor.id],
  );
  return {
    others: others.map((row) => ({ name: row.staff_name, writing: row.writing })),
    latestEvent: await latestEventOf(db, recordId),
  };
}
