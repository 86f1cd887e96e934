// /admin/sign-in/passkey (public): the sign-in page's passkey button asks for a challenge
// ({ step: "options" }), then sends the passkey's answer ({ step: "verify", response, redirectTo });
// a right one starts the session (the cookie comes with the answer) and says where to go.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/passkey-sign-in";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { langOf, withLang } from "../../../i18n/lang.ts";
import { isSecureRequest, sessionCookie } from "../../../staff-session/sessions.server.ts";
import { safeRedirect } from "../permissions.server.ts";
import { signInOptions, signInWithPasskey } from "./passkeys.server.ts";
import { noStore, readPasskeyStep } from "./passkey-request.server.ts";
import { authenticationResponse } from "./webauthn-json.ts";

const body = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({
    step: z.literal("verify"),
    response: authenticationResponse,
    redirectTo: z.string().max(2000).optional(),
  }),
]);

export async function action({ request, context, url }: Route.ActionArgs) {
  const read = await readPasskeyStep(request, context, url, body);
  if (!read.ok) return read.answer;
  const { step, rp } = read;
  const { db } = services(context);
  if (step.step === "options") return data({ options: await signInOptions(db, rp) }, { headers: noStore });
  const result = await signInWithPasskey(db, rp, step.response, context.get(requestInfoContext).clientIp);
  if (!result.ok)
    return data(
      { error: result.reason },
      {
        status: result.reason === "throttled" ? 429 : 401,
        headers: {
          ...noStore,
          ...(result.reason === "throttled" ? { "Retry-After": String(result.retryAfterSeconds) } : {}),
        },
      },
    );
  return data(
    { to: safeRedirect(step.redirectTo) ?? withLang("/admin", langOf(url)) },
    { headers: { ...noStore, "Set-Cookie": sessionCookie(result.token, isSecureRequest(request)) } },
  );
}
