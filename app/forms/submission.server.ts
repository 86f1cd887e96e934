// The way into every submission, for the form pages and the JSON API alike: the per-client
// rate limit, counted in the database, is passed before the body is read; a database that
// cannot count refuses with 503 (failed), a client past the limit with 429 (limited) and
// Retry-After. Then the page answers with its FormAnswer (formAnswer), the API with its
// envelope (api.server.ts).
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { services } from "../content/query.server.ts";
import { requestInfoContext } from "../context.server.ts";
import { requestLog } from "../request-log.server.ts";
import { drainBody } from "../uploads/multipart.server.ts";
import type { FormAnswer } from "./outcome.ts";
import { hitRateLimit } from "./rate-limit.server.ts";

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
export async function guardSubmission(request: Request, context: Readonly<RouterContextProvider>, { form, drain = false }: GuardOptions): Promise<Refusal | null> {
  const { db, forms } = services(context);
  let refusal: Refusal;
  try {
    const verdict = await hitRateLimit(db, `${form}:${context.get(requestInfoContext).clientIp}`, forms.rateLimit);
    if (verdict.allowed) return null;
    refusal = { outcome: { kind: "limited" }, status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } };
  } catch (error) {
    requestLog().error({ err: error }, `${form} rate limit unavailable`);
    refusal = { outcome: { kind: "failed" }, status: 503, headers: {} };
  }
  if (drain) await drainBody(request);
  return refusal;
}

/** A form page's answer: never cached, with a new notice id. */
export function formAnswer<Sent extends object>(answer: Omit<FormAnswer<Sent>, "noticeId">, status = 200, headers: Record<string, string> = {}) {
  return data<FormAnswer<Sent>>({ ...answer, noticeId: randomUUID() }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A form page's answer to a refusal of guardSubmission. */
export function refusalAnswer<Sent extends object>({ outcome, status, headers }: Refusal) {
  return formAnswer<Sent>({ result: null, outcome }, status, headers);
}
