// Who may open what in the back office, checked on the server for every loader and action under
// /admin. The back office's layout route (app/admin/shell/layout.tsx) runs these middlewares
// before any of its routes: the session is read once, the route's required access looked up by
// its pattern in `adminRouteAccess`, and the request refused before the route's own code runs.
// A route missing from the table is refused to everyone (and fails
// app/admin/shell/access.test.ts, which walks every /admin route of app/routes.ts).
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { audit } from "./audit.server.ts";
import { refusal } from "./refusal.server.ts";
import { contentRoles, hasRole, type StaffRole } from "../../staff-session/roles.ts";
import { readSession, sessionToken, type SignedIn } from "../../staff-session/sessions.server.ts";

/** "public": anyone (sign-in, set-up); "staff": any signed-in staff member; a role (or one of roles): those who have it. */
export type RouteAccess = "public" | "staff" | StaffRole | readonly StaffRole[];

/** Every route under /admin, by its pattern in app/routes.ts. */
export const adminRouteAccess: Record<string, RouteAccess> = {
  "/admin": "staff",
  "/admin/sign-in": "public",
  "/admin/sign-in/passkey": "public",
  "/admin/passkeys": "staff",
  "/admin/setup": "public",
  "/admin/sign-out": "staff",
  "/admin/session": "staff",
  "/admin/password": "staff",
  "/admin/accounts": "admin",
  "/admin/accounts/new": "admin",
  "/admin/accounts/:id": "admin",
  "/admin/audit": "admin",
  "/admin/complaints/:id/files/:fileId": "complaints",
  "/admin/complaints/:id/mail/:mailId": "complaints",
  "/admin/complaints": "complaints",
  "/admin/complaints/:id": "complaints",
  "/admin/complaints/:id/presence": "complaints",
  "/admin/messages": "complaints",
  "/admin/messages/:id": "complaints",
  "/admin/messages/:id/presence": "complaints",
  "/admin/report": "complaints",
  "/admin/report.csv": "complaints",
  "/admin/report/chart.csv": "complaints",
  "/admin/deliveries": "complaints",
  "/admin/mailbox": "complaints",
  "/admin/mailbox/:mailId": "complaints",
  "/admin/spam": "complaints",
  "/admin/saved-replies": "complaints",
  "/admin/settings": "admin",
  "/admin/erasure": "admin",
  "/admin/complaints/:id/erase": "admin",
  "/admin/messages/:id/erase": "admin",
  "/admin/redirects": "editor",
  "/admin/find": "staff",
  "/admin/links": "editor",
  "/admin/accessibility": contentRoles,
  "/admin/media": "editor",
  "/admin/media.json": "editor",
  "/admin/media/:id": "editor",
  "/admin/search": "editor",
  "/admin/content": contentRoles,
  "/admin/content/translations": contentRoles,
  "/admin/content/:entity": contentRoles,
  "/admin/content/:entity/new": "editor",
  "/admin/content/:entity/:key": contentRoles,
  "/admin/content/:entity/:key/history": contentRoles,
  "/admin/content/:entity/:key/history/:revision": contentRoles,
  "/admin/*": "staff",
};

/** Requests a page makes on its own, not its reader: they do not keep an idle session alive. */
const backgroundRoutes = new Set(["/admin/complaints/:id/presence", "/admin/messages/:id/presence"]);

/** React Router's pattern of the matched route ("admin/accounts/:id") as the table names it. */
export const routeKey = (pattern: string) => `/${pattern.replace(/^\/+/, "")}`;

export function mayOpen(roles: readonly StaffRole[], access: RouteAccess): boolean {
  return access === "public" || access === "staff" || hasRole(roles, access);
}

const signedInContext = createContext<SignedIn | null>(null);

/** The signed-in staff member, on routes that need one (the middleware has already refused anyone else). */
export function requireStaff(context: Readonly<RouterContextProvider>): SignedIn {
  const signedIn = context.get(signedInContext);
  if (!signedIn) throw data("Sign in first", { status: 401 });
  return signedIn;
}

/**
 * Within a route that several roles open, what only one of them may do (an editor's save on the
 * editor translators share): else refused (403) and logged as the access check would.
 */
export async function requireRole(
  context: Readonly<RouterContextProvider>,
  request: Request,
  role: StaffRole,
): Promise<SignedIn> {
  const signedIn = requireStaff(context);
  if (signedIn.staff.roles.includes(role)) return signedIn;
  await audit(services(context).db, {
    actor: { id: signedIn.staff.id, email: signedIn.staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "access.denied",
    detail: { route: new URL(request.url).pathname, method: request.method, required: role },
  });
  throw refusal(403, new URL(request.url), null);
}

/** The signed-in staff member, if any (public routes: sign-in, set-up). */
export function currentStaff(context: Readonly<RouterContextProvider>): SignedIn | null {
  return context.get(signedInContext);
}

/** A request from a script (React Router's data requests, fetch asking for JSON) rather than a page load. */
function isDataRequest(request: Request): boolean {
  return (
    new URL(request.url).pathname.endsWith(".data") || /application\/json/.test(request.headers.get("accept") ?? "")
  );
}

// An address longer than any of the back office's own is not kept: in a redirect's Location
// header, encoded, it could pass what clients read of a response's head (16 KB).
const maxRedirectLength = 2000;

/** A same-site path under /admin to return to after signing in, or null. */
export function safeRedirect(to: string | null | undefined): string | null {
  if (!to || to.length > maxRedirectLength || !to.startsWith("/admin") || to.startsWith("//") || to.includes("\\"))
    return null;
  const url = new URL(to, "http://site.invalid");
  if (
    url.origin !== "http://site.invalid" ||
    !/^\/admin(\/|$)/.test(url.pathname) ||
    url.pathname.startsWith("/admin/sign-in")
  )
    return null;
  const back = `${url.pathname}${url.search}`;
  return encodeURIComponent(back).length > maxRedirectLength ? null : back;
}

/** Nothing the back office answers is kept by a browser cache, a proxy or a CDN, nor indexed. */
export const backOfficeHeaders: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store, private");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** The access check of every /admin route (see the file's comment). */
export const requireRouteAccess: MiddlewareFunction<Response> = async ({ request, context, pattern, url }, next) => {
  const access = adminRouteAccess[routeKey(pattern)];
  const { db, config } = services(context);
  const token = sessionToken(request);
  const touch = !backgroundRoutes.has(routeKey(pattern));
  const signedIn = token ? await readSession(db, token, new Date(), config.staffIdleSeconds, { touch }) : null;
  context.set(signedInContext, signedIn);
  if (access === "public") return next();
  if (!signedIn) {
    const back = safeRedirect(`${url.pathname}${url.search}`);
    if (isDataRequest(request)) throw refusal(401, url, back);
    const target = new URL("/admin/sign-in", "http://site.invalid");
    if (url.searchParams.get("l") === "km") target.searchParams.set("l", "km");
    if (back && back !== "/admin" && back !== "/admin?l=km") target.searchParams.set("redirectTo", back);
    throw redirect(`${target.pathname}${target.search}`);
  }
  if (access === undefined || !mayOpen(signedIn.staff.roles, access)) {
    await audit(db, {
      actor: { id: signedIn.staff.id, email: signedIn.staff.email },
      clientIp: context.get(requestInfoContext).clientIp,
      action: "access.denied",
      detail: {
        route: routeKey(pattern),
        method: request.method,
        required: access === undefined ? "undeclared" : [access].flat().join(","),
      },
    });
    throw refusal(403, url, null);
  }
  return next();
};
