// /admin/passkeys (any signed-in staff member, for their own account): the "Change password"
// page asks for a challenge ({ step: "options" }), then sends the new passkey ({ step: "verify",
// name, response }); the answer is the passkey kept, or why not.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/passkey-add";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { requireStaff } from "../permissions.server.ts";
import { addPasskey, registrationOptions } from "./passkeys.server.ts";
import { noStore, readPasskeyStep } from "./passkey-request.server.ts";
import { passkeyName, registrationResponse } from "./webauthn-json.ts";

const body = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({ step: z.literal("verify"), name: passkeyName, response: registrationResponse }),
]);

export async function action({ request, context, url }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const read = await readPasskeyStep(request, context, url, body);
  if (!read.ok) return read.answer;
  const { step, rp } = read;
  const { db } = services(context);
  if (step.step === "options") return data({ options: await registrationOptions(db, rp, staff) }, { headers: noStore });
  const { name, response } = step;
  const added = await addPasskey(db, rp, staff, name, response, context.get(requestInfoContext).clientIp);
  if (!added.ok)
    return data({ error: added.reason }, { status: added.reason === "taken" ? 409 : 400, headers: noStore });
  return data({ passkey: added.passkey }, { headers: noStore });
}
