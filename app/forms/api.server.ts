// The JSON API's envelope and guards (README "JSON API"). Answers follow SPEC §7's success
// rule, so a client written for the company's API reads them the same way: HTTP status 200 or
// 201, a "status" field with the same number, "Success": true and the result in "data".
import { timingSafeEqual } from "node:crypto";
import { data } from "react-router";
import { services } from "../content/query.server.ts";
import { requestInfoContext } from "../context.server.ts";
import type { RouterContextProvider } from "react-router";
import { hitRateLimit } from "./rate-limit.server.ts";

const noStore = { "Cache-Control": "no-store" };

export function apiSuccess(result: Record<string, unknown>, status: 200 | 201 = 201) {
  return data({ Success: true, status, data: result }, { status, headers: noStore });
}

export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers: Record<string, string> = {}) {
  return data({ Success: false, status, message, ...(errors ? { errors } : {}) }, { status, headers: { ...noStore, ...headers } });
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The checks every API call passes before its body is read: POST only, a known key in
 * X-API-Key, and the per-client rate limit. Returns the refusal, or null to go on.
 */
export async function guardApiCall(request: Request, context: Readonly<RouterContextProvider>, form: string) {
  if (request.method !== "POST") return apiError(405, "Use POST.", undefined, { Allow: "POST" });
  const { db, forms } = services(context);
  const given = request.headers.get("x-api-key") ?? "";
  if (!forms.apiKeys.some((key) => sameKey(given, key))) return apiError(401, "A valid X-API-Key header is required.");
  const verdict = await hitRateLimit(db, `api-${form}:${context.get(requestInfoContext).clientIp}`, forms.rateLimit);
  if (!verdict.allowed) {
    return apiError(429, "Too many submissions; try again later.", undefined, { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  return null;
}
