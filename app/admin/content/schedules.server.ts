// Publishing and unpublishing at a set time (issue 31; db/migrations/0015_content_unfinished.sql).
// An editor sets the moment in Phnom Penh time; whichever server instance polls first after it
// claims the row (FOR UPDATE SKIP LOCKED) and, in the same transaction, saves the item with its
// "published" changed (of one language, or of every language when the schedule names none) and marks the row done: it happens once, however many instances run, and
// an instance that dies mid-way leaves nothing half done (the transaction rolls back, the row
// stays due). The save is the editor's own (saveRecordIn): the same rules, revision and audit.
import type { Db, Executor, Queryable } from "../../../db/client.ts";
import type { Figure } from "../../http/figures.ts";
import { editableNamed } from "../../content/areas.server.ts";
import type { EditIssue } from "../../content/model/entity.ts";
import type { Pair } from "../../content/model/values.ts";
import type { Lang } from "../../i18n/lang.ts";
import { audit, type AuditActor } from "../staff/audit.server.ts";
import { lockOf, saveRecordIn, versionOf } from "./save.server.ts";
import { loadSaved } from "./unfinished.server.ts";

export type ScheduledAction = "publish" | "unpublish";

export interface Schedule {
  id: string;
  key: string;
  action: ScheduledAction;
  /** The language it publishes or unpublishes; null: every language of the item. */
  lang: Lang | null;
  dueAt: string;
  /** Set once it ran or was cancelled. */
  outcome: "done" | "refused" | "cancelled" | "missing" | null;
  doneAt: string | null;
  issues: EditIssue[] | null;
}

const columns = `id::text as id, key, action, lang, due_at as "dueAt", outcome, done_at as "doneAt", issues`;

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
const shaped = (row: Schedule) => ({ ...row, dueAt: iso(row.dueAt)!, doneAt: iso(row.doneAt) });

export async function schedule(
  db: Queryable,
  {
    entity,
    key,
    action,
    dueAt,
    lang = null,
  }: { entity: string; key: string; action: ScheduledAction; dueAt: Date; lang?: Lang | null },
  actor: AuditActor & { id: string },
  clientIp: string,
): Promise<void> {
  await db.query(
    "insert into content_schedules (entity, key, action, due_at, created_by, lang) values ($1, $2, $3, $4, $5, $6)",
    [entity, key, action, dueAt, actor.id, lang],
  );
  await audit(db, {
    actor,
    clientIp,
    action: "content.schedule",
    target: { type: "content", id: `${entity}/${key}` },
    detail: { scheduled: action, at: dueAt.toISOString(), lang },
  });
}

/** Cancels a schedule of the record not run yet; false when there is none (it ran meanwhile). */
export async function cancelSchedule(
  db: Queryable,
  { entity, key, id }: { entity: string; key: string; id: string },
  actor: AuditActor,
  clientIp: string,
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const rows = await db.query(
    `update content_schedules set done_at = now(), outcome = 'cancelled'
      where id = $1 and entity = $2 and key = $3 and done_at is null returning 1`,
    [id, entity, key],
  );
  if (rows.length === 0) return false;
  await audit(db, {
    actor,
    clientIp,
    action: "content.schedule_cancel",
    target: { type: "content", id: `${entity}/${key}` },
  });
  return true;
}

/** The record's schedules still to run, and those of the last week that ran or were refused (for the editor). */
export async function schedulesOf(db: Queryable, entity: string, key: string): Promise<Schedule[]> {
  const rows = await db.query<Schedule>(
    `select ${columns} from content_schedules
      where entity = $1 and key = $2 and (done_at is null or (outcome <> 'cancelled' and done_at > now() - interval '7 days'))
      order by due_at`,
    [entity, key],
  );
  return rows.map(shaped);
}

/** The schedules still to run of a collection's items, by key (for its list). */
export async function pendingSchedules(db: Queryable, entity: string): Promise<Map<string, Schedule[]>> {
  const rows = await db.query<Schedule>(
    `select ${columns} from content_schedules where entity = $1 and done_at is null order by due_at`,
    [entity],
  );
  const byKey = new Map<string, Schedule[]>();
  for (const row of rows.map(shaped)) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return byKey;
}

interface Due {
  id: string;
  entity: string;
  key: string;
  action: ScheduledAction;
  lang: Lang | null;
  created_by: string;
  email: string;
}

/** Runs every schedule that is due, one transaction each; returns how many ran. */
export async function runDueSchedules(db: Db): Promise<number> {
  let ran = 0;
  while (await db.transaction((tx) => runOne(tx))) ran += 1;
  return ran;
}

async function runOne(tx: Executor): Promise<boolean> {
  const [due] = await tx.query<Due>(
    `select s.id::text as id, s.entity, s.key, s.action, s.lang, s.created_by, a.email
       from content_schedules s join staff_accounts a on a.id = s.created_by
      where s.done_at is null and s.due_at <= now()
      order by s.due_at limit 1
      for update of s skip locked`,
  );
  if (!due) return false;
  const finish = (outcome: Schedule["outcome"], issues: EditIssue[] | null = null) =>
    tx.query("update content_schedules set done_at = now(), outcome = $2, issues = $3::jsonb where id = $1", [
      due.id,
      outcome,
      issues && JSON.stringify(issues),
    ]);
  const editable = editableNamed(due.entity);
  if (!editable) {
    await finish("missing");
    return true;
  }
  // The save's own lock, taken first so that the version read here is the one saved over.
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [lockOf(due.entity)]);
  const current = await loadSaved(tx, editable, due.key);
  if (!current) {
    await finish("missing");
    return true;
  }
  const published = due.action === "publish";
  const value: Pair = { en: null, km: null };
  for (const lang of editable.definition.langs)
    value[lang] =
      current[lang] && (due.lang === null || due.lang === lang) ? { ...current[lang], published } : current[lang];
  const outcome = await saveRecordIn(tx, editable, {
    key: due.key,
    value,
    base: versionOf(current),
    actor: { id: due.created_by, email: due.email },
    clientIp: "",
    scheduled: due.action,
  });
  if (outcome.status === "invalid") await finish("refused", outcome.issues);
  else await finish(outcome.status === "missing" ? "missing" : "done");
  return true;
}

/** The schedules as an operator watches them (server/metrics.ts): due now, and due more than a minute ago (the poller is behind or stopped). */
export async function scheduleFigures(db: Queryable): Promise<Figure[]> {
  const [row] = await db.query<{ due: number; late: number }>(
    `select count(*) filter (where due_at <= now())::int as due,
            count(*) filter (where due_at < now() - interval '1 minute')::int as late
       from content_schedules where done_at is null`,
  );
  return [
    { name: "schedules_due", help: "Scheduled publications due and not yet run", value: row?.due ?? 0 },
    { name: "schedules_late", help: "Scheduled publications due more than a minute ago", value: row?.late ?? 0 },
  ];
}
