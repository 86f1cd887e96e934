// The JSON API's envelope and guards (README "JSON API"). Answers follow the spec's success
// rule, so a client written for the company's API reads them the same way: HTTP status 200 or
// 201, a "status" field with the same number, "Success": true and the result in "data".
import { timingSafeEqual } from "node:crypto";
import { data } from "react-router";
import { services } from "../../http/context.server.ts";
import type { RouterContextProvider } from "react-router";
import { readKey } from "./idempotency.server.ts";
import { guardSubmission } from "./submission.server.ts";

const noStore = { "Cache-Control": "no-store" };

/**
 * 201 for a stored submission, also when it was stored by an earlier request with the same
 * Idempotency-Key (then marked Idempotent-Replayed, as Stripe and others do).
 */
export function apiStored(result: Record<string, unknown>, repeat: boolean) {
  const status = 201;
  return data(
    { Success: true, status, data: result },
    { status, headers: { ...noStore, ...(repeat ? { "Idempotent-Replayed": "true" } : {}) } },
  );
}

/**
 * The optional Idempotency-Key header (README "JSON API"): the key, null without one, or the
 * 400 answer to a malformed one.
 */
export function idempotencyKey(request: Request) {
  const read = readKey(request.headers.get("idempotency-key"));
  if (!read.ok)
    return {
      refusal: apiError(400, "Idempotency-Key must be 16 to 128 letters, digits, '-' or '_' (a UUID is a good key)."),
    };
  return { key: read.key === null ? null : ({ source: "api", key: read.key } as const) };
}

/** 422: the key came before with another body (the IETF Idempotency-Key draft's answer). */
export function apiKeyReused() {
  return apiError(
    422,
    "This Idempotency-Key was used before with a different request. Use a new key for a new submission.",
  );
}

export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers: Record<string, string> = {},
) {
  return data(
    { Success: false, status, message, ...(errors ? { errors } : {}) },
    { status, headers: { ...noStore, ...headers } },
  );
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type ApiForm = "contact" | "complaint";

const notStored: Record<ApiForm, string> = {
  contact: "The message could not be stored; try again later.",
  complaint: "The complaint could not be stored; try again later.",
};

/** 503: nothing was stored (the database or the disk failed); the client may try again. */
export function apiUnavailable(form: ApiForm) {
  return apiError(503, notStored[form]);
}

/**
 * The checks every API call passes before its body is read: POST only, a known key in
 * X-API-Key, then the rate limit every submission passes (guardSubmission). Returns the
 * refusal, or null to go on.
 */
export async function guardApiCall(request: Request, context: Readonly<RouterContextProvider>, form: ApiForm) {
  if (request.method !== "POST") return apiError(405, "Use POST.", undefined, { Allow: "POST" });
  const given = request.headers.get("x-api-key") ?? "";
  if (!services(context).forms.apiKeys.some((key) => sameKey(given, key)))
    return apiError(401, "A valid X-API-Key header is required.");
  const refused = await guardSubmission(request, context, { form: `api-${form}` });
  if (!refused) return null;
  return refused.outcome.kind === "limited"
    ? apiError(refused.status, "Too many submissions; try again later.", undefined, refused.headers)
    : apiUnavailable(form);
}
