// Staff previews of unpublished items (issue 23; docs/decisions/0025-unpublished-items.md). A
// public page's loader asks here whether the request is a preview: it is when it carries the
// session cookie of a live session of an editor or an admin. Then the page's reads include
// unpublished items (the page says which are not published) and the answer is
// `no-store, private`, so no cache on the way keeps it; the page cache, nginx and the service
// worker also step aside for any request carrying the cookie or any such answer. A visitor has
// no cookie: nothing is read from the database for them.
import { data, type RouterContextProvider } from "react-router";
import { loadOrRespond, services } from "../content/query.server.ts";
import { cacheHeaders } from "../http.ts";
import { requestLog } from "../request-log.server.ts";
import type { StaffRole } from "./roles.ts";
import { readSession, sessionToken } from "./sessions.server.ts";

/** The roles that see unpublished items at their public address: those who edit content. */
export const previewRoles: readonly StaffRole[] = ["editor", "admin"];

/** Whether the request is a staff preview. Without the session cookie, false at once. */
export async function isPreview(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const token = sessionToken(request);
  if (!token) return false;
  try {
    const signedIn = await readSession(services(context).db, token, new Date());
    return signedIn !== null && signedIn.staff.roles.some((role) => previewRoles.includes(role));
  } catch (error) {
    // The page's own read then meets the same database and answers for it (503).
    requestLog().error({ err: error }, "staff session unreadable: page shown as to a visitor");
    return false;
  }
}

/**
 * A public page's loader over content that may be unpublished: `load(preview)` reads it (null: a
 * 404, as loadOrRespond), and a preview's answer is marked personal. The route's `headers` must
 * be `pageHeaders` (app/http.ts), which keeps that mark.
 */
export async function loadPreviewable<T>(request: Request, context: Readonly<RouterContextProvider>, load: (preview: boolean) => Promise<T | null>) {
  const preview = await isPreview(request, context);
  const value = await loadOrRespond(() => load(preview));
  return data(value, preview ? { headers: cacheHeaders("personal") } : undefined);
}
