// Sign out (POST): this session, or with "everywhere" every session of the account on every
// device. The answer is a redirect to the sign-in page with the cookie cleared.
import { langOf, withLang } from "../../i18n/lang.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { audit } from "./audit.server.ts";
import { requireStaff } from "./permissions.server.ts";
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isSecureRequest,
} from "../../staff-session/sessions.server.ts";

/** Nothing to show: a signed-in visitor who opens the address goes to the overview. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  throw redirect(withLang("/admin", langOf(request.url)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, sessionHash } = requireStaff(context);
  const { db } = services(context);
  const body = await readFormBody(request, 1024);
  const everywhere = body.ok && body.value.get("scope") === "everywhere";
  if (everywhere) await endAllSessions(db, staff.id);
  else await endSession(db, sessionHash);
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: everywhere ? "sign_out.everywhere" : "sign_out",
  });
  throw redirect(withLang("/admin/sign-in?notice=signed-out", langOf(request.url)), {
    headers: { "Set-Cookie": clearedSessionCookie(isSecureRequest(request)), "Clear-Site-Data": '"cache"' },
  });
}
