// Cross-site request forgery: the site's forms (contact, complaint) accept posts from its own
// pages only. Browsers name the page that sends a form in the Origin header (and Sec-Fetch-Site);
// a post from any other site is refused. Clients without either header are not browsers acting
// for a visitor, so they pass (only the back office has a session cookie, SameSite=Lax, and a
// client that is not a browser cannot send another person's).
// The JSON API under /api/ is for other systems and answers to its key instead.
import type express from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** `siteUrl`: the public address (SITE_URL); the request's own origin is accepted as well. */
export function sameOriginForms({ siteUrl }: { siteUrl: string | null }): express.RequestHandler {
  const publicOrigin = siteUrl ? new URL(siteUrl).origin : null;
  return (req, res, next) => {
    if (safeMethods.has(req.method) || req.path.startsWith("/api/")) return next();
    const origin = req.get("origin");
    const crossSite =
      origin === undefined
        ? ["cross-site", "same-site"].includes(req.get("sec-fetch-site") ?? "")
        : origin !== publicOrigin && origin !== `${req.protocol}://${req.get("host")}`;
    if (!crossSite) return next();
    res
      .status(403)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send("Forbidden: forms of this site can only be sent from its own pages.");
  };
}
