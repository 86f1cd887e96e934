// The back office's frame (issue 22): every route under /admin is a child of this one, so its
// middleware runs first for each of their loaders and actions: the access check
// (app/admin/staff/permissions.server.ts) and the no-store, noindex headers. Its code and CSS are
// chunks of their own, loaded by back-office pages only.
import { revalidateUnlessDraft } from "../content/draft-revalidation.ts";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import AdminErrorPage, { Frame } from "./Frame.tsx";
import { adminMeta } from "../kit/meta.ts";
import { backOfficeHeaders, currentStaff, requireRouteAccess } from "../staff/permissions.server.ts";
import { services } from "../../http/context.server.ts";
import { touchEverySeconds } from "../../staff-session/sessions.server.ts";

export const middleware: Route.MiddlewareFunction[] = [backOfficeHeaders, requireRouteAccess];

/** Tells the root layout to leave out the public site's header and footer. */
export const handle = { backOffice: true, hydrate: true };

export function loader({ context }: Route.LoaderArgs) {
  const signedIn = currentStaff(context);
  const idleSeconds = services(context).config.staffIdleSeconds;
  return {
    // What the warning before the idle sign-out needs (SessionGuard.tsx).
    session: signedIn && { idleSeconds, touchEverySeconds: touchEverySeconds(idleSeconds) },
    staff: signedIn && {
      id: signedIn.staff.id,
      displayName: signedIn.staff.displayName,
      email: signedIn.staff.email,
      roles: signedIn.staff.roles,
    },
  };
}

export const shouldRevalidate = revalidateUnlessDraft;

export function meta() {
  return adminMeta("Back office");
}

export default function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Refusals and failures of the back office, in the staff member's language. */
export function ErrorBoundary() {
  return <AdminErrorPage />;
}
