import type { Route } from "./+types/challenge";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { hitRateLimit } from "../../http/rate-limit.server.ts";
import { newChallenge } from "./bot-checks.server.ts";

/** A page asks for one when its form is first used; more than this is not a person. */
const challengeLimit = { max: 60, windowSeconds: 600 };

/**
 * /forms/challenge: a new proof-of-work challenge for a public form's island (bot-checks.server.ts).
 * Each is new, so nothing keeps it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = services(context);
  const headers = { "Cache-Control": "no-store" };
  const verdict = await hitRateLimit(db, `challenge:${context.get(requestInfoContext).clientIp}`, challengeLimit);
  if (!verdict.allowed)
    return Response.json(
      { error: "Too many challenges" },
      { status: 429, headers: { ...headers, "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  return Response.json(await newChallenge(db), { headers });
}
