// The outbox's vocabulary, which every feature that e-mails or forwards something uses: a job
// kind is a name and the schema of its payload, declared by its feature (app/register/jobs.ts,
// app/admin/staff/jobs.ts) where both the code that enqueues and the code that delivers read it;
// each feature delivers its kinds (a handler per kind, beside the e-mail's words), and
// app/features.server.ts hands them all to the worker (server/outbox/worker.ts).
//
// Jobs written by one version of the code may be delivered by the next: a payload that
// changes shape takes a new kind (or a schema that reads both shapes), never an edit in place.
import { z } from "zod";
import type Mail from "nodemailer/lib/mailer/index.js";
import type { Db, Queryable } from "../../db/client.ts";
import type { FileStorage } from "../uploads/storage.server.ts";

/** Job kinds and the schemas of their payloads. */
export type JobSchemas = Record<string, z.ZodType<Record<string, unknown>>>;

/** Delivers one job; `jobId` is the same on every attempt of that job. A handler that throws is retried. */
type Handler<Payload> = (payload: Payload, db: Db, jobId: string) => Promise<void>;

/** A handler for every kind of `S`: a kind without one fails the type check. */
export type Handlers<S extends JobSchemas> = { [K in keyof S]: Handler<z.infer<S[K]>> };

/** Sends one e-mail (SMTP, or a file in development: server/outbox/mailer.ts). */
export interface Mailer {
  send(message: Mail.Options): Promise<void>;
}

export interface ForwardTarget {
  /** Base address of the application API; UserQueryEntry/… is appended. */
  url: string;
  apiKey?: string;
  keyHeader: string;
}

/** What the configuration gives the handlers (server/env.ts deliveryOptions). */
export interface DeliveryOptions {
  mailer: Mailer;
  from: string;
  contactTo: string;
  complaintTo: string;
  storage: FileStorage;
  forward: ForwardTarget | null;
  /** The site's origin, for links to the back office in e-mails to staff. */
  siteUrl: string;
  /** The complaint e-mail attaches the files up to this total, base64-encoded; above it, it links to them. */
  attachmentLimitBytes: number;
  /** Complainants answer to complaints+CMP-…@ (COMPLAINT_REPLY_PLUS_ADDRESS), which matches the answer to its complaint whatever its subject. */
  plusAddressing?: boolean;
}

/** The jobs the worker knows: every feature's kinds with their handlers. */
export interface OutboxJobs {
  schemas: JobSchemas;
  handlers: Record<string, Handler<never>>;
}

/**
 * The enqueue function of a feature's kinds: a kind that does not exist or a payload of the
 * wrong shape fails the type check. The job is added in the caller's transaction, so it is
 * delivered only if that commits.
 */
export function enqueuer<S extends JobSchemas>(schemas: S) {
  return async <K extends keyof S & string>(tx: Queryable, kind: K, payload: z.infer<S[K]>): Promise<void> => {
    const checked = schemas[kind]!.parse(payload);
    await tx.query("insert into outbox (kind, payload) values ($1, $2)", [kind, JSON.stringify(checked)]);
  };
}

/** A payload read back from the database, checked against its kind's schema. */
export function readPayload(
  schema: z.ZodType<Record<string, unknown>>,
  payload: unknown,
): { ok: true; payload: Record<string, unknown> } | { ok: false; problem: string } {
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, problem: z.prettifyError(parsed.error) };
}
