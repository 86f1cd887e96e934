// /admin/passkeys (any signed-in staff member, for their own account): the "Change password"
// page asks for a challenge ({ step: "options" }), then sends the new passkey ({ step: "verify",
// name, response }); the answer is the passkey kept, or why not.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/passkey-add";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readJsonBody } from "../../../http/request-body.server.ts";
import { requireStaff } from "../permissions.server.ts";
import { addPasskey, registrationOptions, relyingParty } from "./passkeys.server.ts";
import { passkeyName, registrationResponse } from "./webauthn-json.ts";
import { siteOrigin } from "./site-origin.server.ts";

const body = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({ step: z.literal("verify"), name: passkeyName, response: registrationResponse }),
]);

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context, url }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const read = await readJsonBody(request, 32 * 1024);
  if (!read.ok) return data({ error: "body" }, { status: read.status, headers: noStore });
  const parsed = body.safeParse(read.value);
  if (!parsed.success) return data({ error: "invalid" }, { status: 400, headers: noStore });
  const { db, config } = services(context);
  const rp = relyingParty(siteOrigin(config, url));
  if (parsed.data.step === "options")
    return data({ options: await registrationOptions(db, rp, staff) }, { headers: noStore });
  const { name, response } = parsed.data;
  const added = await addPasskey(db, rp, staff, name, response, context.get(requestInfoContext).clientIp);
  if (!added.ok)
    return data({ error: added.reason }, { status: added.reason === "taken" ? 409 : 400, headers: noStore });
  return data({ passkey: added.passkey }, { headers: noStore });
}
