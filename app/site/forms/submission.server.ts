// The way into every submission, for the form pages and the JSON API alike: the per-client
// rate limit, counted in the database, is passed before the body is read; a database that
// cannot count refuses with 503 (failed), a client past the limit with 429 (limited) and
// Retry-After. Then the page answers with its FormAnswer (formAnswer), the API with its
// envelope (api.server.ts).
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { drainBody } from "../../uploads/multipart.server.ts";
import { readKey, type SubmissionKey } from "./idempotency.server.ts";
import type { FormAnswer } from "./outcome.ts";
import { hitRateLimit } from "../../http/rate-limit.server.ts";
import { newToken } from "./token.ts";

export interface Refusal {
  outcome: { kind: "failed" } | { kind: "limited" };
  status: 429 | 503;
  headers: Record<string, string>;
}

export interface GuardOptions {
  /** Counted apart from the others per client address: "contact", "api-complaint"… */
  form: string;
  /**
   * A browser's form post: a refused body is read and dropped first (up to drainBody's cap),
   * since a browser shows the answer only once it has sent the body (else: a reset connection).
   */
  drain?: boolean;
}

/** Returns the refusal, or null to go on and read the body. */
export async function guardSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { form, drain = false }: GuardOptions,
): Promise<Refusal | null> {
  const { db, forms } = services(context);
  let refusal: Refusal;
  try {
    const verdict = await hitRateLimit(db, `${form}:${context.get(requestInfoContext).clientIp}`, forms.rateLimit);
    if (verdict.allowed) return null;
    refusal = {
      outcome: { kind: "limited" },
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  } catch (error) {
    requestLog().error({ err: error }, `${form} rate limit unavailable`);
    refusal = { outcome: { kind: "failed" }, status: 503, headers: {} };
  }
  if (drain) await drainBody(request);
  return refusal;
}

/**
 * A form page's answer: never cached, with a new notice id and a new one-time token. A success
 * states no status of its own: React Router lets an action's status win over a loader's error, so
 * a page whose data failed to load right after the submission was stored (a database restart)
 * would show "An error has occured" with 200; without one, it is the loader's 503.
 */
export function formAnswer<Sent extends object>(
  answer: Omit<FormAnswer<Sent>, "noticeId" | "token">,
  status?: number,
  headers: Record<string, string> = {},
) {
  return data<FormAnswer<Sent>>(
    { ...answer, noticeId: randomUUID(), token: newToken() },
    { ...(status ? { status } : {}), headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/**
 * The one-time token a page form posted (app/site/forms/token.ts) as its submission key: null without
 * one (a post before the page's script ran), false when malformed (the answer is 400).
 */
export function pageKey(posted: unknown): SubmissionKey | null | false {
  const read = readKey(typeof posted === "string" ? posted : null);
  if (!read.ok) return false;
  return read.key === null ? null : { source: "site", key: read.key };
}

/** A form page's answer to a refusal of guardSubmission. */
export function refusalAnswer<Sent extends object>({ outcome, status, headers }: Refusal) {
  return formAnswer<Sent>({ result: null, outcome }, status, headers);
}
