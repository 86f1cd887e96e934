// The outbox worker: delivers what forms stored (e-mails, forwards), at least once.
// A due job is claimed in one statement (FOR UPDATE SKIP LOCKED) that also pushes its next
// attempt a lease ahead, so several server instances share the work without taking the same
// job (each instance delivers OUTBOX_CONCURRENCY at a time); the delivery itself runs outside any transaction (a slow SMTP server must not hold
// the database). A process that dies mid-delivery leaves the job to be retried when the lease
// ends: a message may then be sent twice, never lost (a repeat carries the same Message-ID, see
// app/outbox/mail.ts). A failed delivery is retried with exponential backoff and, after its
// last attempt, stays in the table as "dead". Each kind's payload is checked against its schema
// (declared by its feature, app/outbox/jobs.ts) before delivery: one that does not match is dead at once, not retried.
import type { Db } from "../../db/client.ts";
import { noLog, type Logger } from "../../app/http/log.server.ts";
import { readPayload, type OutboxJobs } from "../../app/outbox/jobs.ts";
import { startPoller, type Poller } from "../poller.ts";

export interface OutboxOptions {
  /** Every feature's kinds with their handlers (app/features.server.ts outboxJobs). */
  jobs: OutboxJobs;
  maxAttempts: number;
  /** Delay before retry n (1-based): base × 2^(n-1), at most maxDelayMs (an hour). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed job stays reserved for the instance delivering it (default 5 minutes). */
  leaseSeconds?: number;
  log?: Logger;
  /** Once aborted, no further job is claimed (the one under way finishes). */
  signal?: AbortSignal;
}

export function retryDelayMs(attempt: number, baseDelayMs = 30_000, maxDelayMs = 3_600_000): number {
  return Math.min(baseDelayMs * 2 ** (attempt - 1), maxDelayMs);
}

interface Job {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Delivers due jobs one by one until none is left (or the signal aborts); returns how many it handled. */
export async function processDueJobs(db: Db, options: OutboxOptions): Promise<number> {
  let handled = 0;
  while (!options.signal?.aborted && (await processOne(db, options))) handled += 1;
  return handled;
}

async function processOne(
  db: Db,
  { jobs, maxAttempts, baseDelayMs, maxDelayMs, leaseSeconds = 300, log = noLog }: OutboxOptions,
): Promise<boolean> {
  const [job] = await db.query<Job>(
    `update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
     where id = (select id from outbox
                 where status = 'pending' and next_attempt_at <= now()
                 order by next_attempt_at limit 1
                 for update skip locked)
     returning id, kind, payload, attempts`,
    [leaseSeconds],
  );
  if (!job) return false;
  try {
    await deliver(jobs, job.kind, job.payload, db, job.id);
  } catch (error) {
    // A payload that does not match its kind will not match on the next attempt either.
    const dead = error instanceof MalformedJob || job.attempts >= maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await db.query(
      `update outbox set last_error = $2, status = $3, next_attempt_at = now() + make_interval(secs => $4) where id = $1`,
      [
        job.id,
        message.slice(0, 2000),
        dead ? "dead" : "pending",
        retryDelayMs(job.attempts, baseDelayMs, maxDelayMs) / 1000,
      ],
    );
    // The reason itself stays in outbox.last_error: an SMTP refusal may quote the visitor's address.
    const code = (error as { code?: unknown }).code;
    log[dead ? "error" : "warn"](
      { job: job.id, kind: job.kind, attempt: job.attempts, ...(typeof code === "string" ? { code } : {}) },
      dead ? "outbox delivery failed for good" : "outbox delivery failed, will retry",
    );
    return true;
  }
  await markDone(db, job.id, log);
  return true;
}

/** How long a delivered job's "done" is retried while the database does not answer. */
const markDoneForMs = 60_000;

/**
 * Records a delivered job as done, trying again while the database is away (a restart, a lost
 * connection): left pending, the job would be delivered a second time once its lease ends.
 */
async function markDone(db: Db, id: string, log: Logger): Promise<void> {
  const until = Date.now() + markDoneForMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query("update outbox set status = 'done', done_at = now(), last_error = null where id = $1", [id]);
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      if (attempt === 1)
        log.warn({ job: id, err: error }, "outbox: delivered, but not yet recorded as done; trying again");
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2000)));
    }
  }
}

/** A job whose payload does not match its kind's schema: it fails for good, at once. */
class MalformedJob extends Error {}

async function deliver(jobs: OutboxJobs, kind: string, payload: unknown, db: Db, jobId: string): Promise<void> {
  const schema = Object.hasOwn(jobs.schemas, kind) ? jobs.schemas[kind] : undefined;
  const handler = Object.hasOwn(jobs.handlers, kind) ? jobs.handlers[kind] : undefined;
  // A kind this version does not know may come from a newer instance during a deploy: it is
  // retried (and left for an instance that knows it), not dropped.
  if (!schema || !handler) throw new Error(`no handler for outbox kind "${kind}"`);
  const read = readPayload(schema, payload);
  if (!read.ok) throw new MalformedJob(`payload of outbox kind "${kind}" does not match its schema: ${read.problem}`);
  await handler(read.payload as never, db, jobId);
}

/**
 * Polls for due jobs until stopped, delivering `concurrency` at a time (a slow or refusing mail
 * server then holds up one of them, not the queue); stop() waits for the deliveries under way,
 * and only those.
 */
export function startOutboxWorker(db: Db, options: OutboxOptions & { pollMs: number; concurrency: number }): Poller {
  return startPoller(
    "outbox",
    async (signal) =>
      (
        await Promise.all(Array.from({ length: options.concurrency }, () => processDueJobs(db, { ...options, signal })))
      ).reduce((sum, handled) => sum + handled, 0),
    options,
  );
}
