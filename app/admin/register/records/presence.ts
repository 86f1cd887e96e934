// /admin/complaints/:id/presence and /admin/messages/:id/presence (POST): the record's page says
// every few seconds that its reader is there, and whether they are writing a reply, or that they
// left; the answer is who else is there and the record's latest event (app/register/presence.server.ts).
// It is not the reader's activity: it does not keep their session from ending when idle.
import { data, redirect } from "react-router";
import type { Route } from "./+types/presence";
import { services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { langOf, withLang } from "../../../i18n/lang.ts";
import { notePresence } from "../../../register/presence.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

/** Nothing to show: the address opened by hand goes to the record. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(withLang(new URL(request.url).pathname.replace(/\/presence$/, ""), langOf(request.url)));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const body = await readFormBody(request, 256);
  if (!body.ok) return data(null, { status: body.status });
  const state = body.value.get("left") === "1" ? "left" : { writing: body.value.get("writing") === "1" };
  const presence = await notePresence(
    services(context).db,
    params.id,
    { id: staff.id, name: staff.displayName },
    state,
  );
  return presence ?? data(null, { status: 404 });
}
