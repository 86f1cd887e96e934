// "Stay signed in" (POST): the back office's warning before the idle sign-out asks for it. The
// layout's middleware has read the session, which moves its last-seen time; the answer says how
// long the session now lasts without another request.
import { redirect } from "react-router";
import type { Route } from "./+types/session";
import { langOf, withLang } from "../../i18n/lang.ts";
import { services } from "../../http/context.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";

/** Nothing to show: a signed-in visitor who opens the address goes to the overview. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  throw redirect(withLang("/admin", langOf(request.url)));
}

export function action({ context }: Route.ActionArgs) {
  requireStaff(context);
  return { idleSeconds: services(context).config.staffIdleSeconds };
}
