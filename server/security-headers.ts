// Security headers (docs/decisions/0013-content-security-policy.md). Documents replace this
// Content-Security-Policy with their own, which adds the hashes of their inline scripts
// (app/entry.server.tsx); other responses get the policy without any, except build files and
// image variants, which get only the headers that apply to a file.
import type express from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "../app/http/content-security-policy.server.ts";
import { imagePathPrefix } from "../app/images/image-variants.ts";

/** Two years: well over the six months that HSTS preload lists and Mozilla Observatory ask for. */
const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/** Geolocation ("Near me" on the panel maps) for the site itself; devices it never uses for nobody. */
const permissionsPolicy = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

/**
 * Fingerprinted build files and the image endpoint's AVIF/WebP copies are never shown as a
 * document, so the document headers (policy, framing, opener, permissions: about 750 bytes)
 * would only weigh on each of a page's twenty-odd requests over HTTP/1.1. They keep what applies
 * to a file. With those 750 bytes the Khmer font's response took 21 TCP segments, one more than
 * its connection carries in the round trip after the page's (docs/performance.md).
 */
const fileOnlyPaths = ["/assets/", `${imagePathPrefix}/`];

const fileHeaders: express.RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};

export function securityHeaders({
  mapTileUrl,
  contentSecurityPolicy: withPolicy = true,
}: {
  mapTileUrl: string;
  contentSecurityPolicy?: boolean;
}): express.RequestHandler {
  const policy = contentSecurityPolicy({ mapTileUrl });
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    // Sent over HTTPS only (below): over plain HTTP browsers ignore it anyway.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const documentHeaders: express.RequestHandler = (req, res, next) =>
    helmetHeaders(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (withPolicy) res.setHeader("Content-Security-Policy", policy);
      res.setHeader("Permissions-Policy", permissionsPolicy);
      // req.secure follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (req.secure) res.setHeader("Strict-Transport-Security", `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
      next();
    });
  return (req, res, next) =>
    (fileOnlyPaths.some((prefix) => req.path.startsWith(prefix)) ? fileHeaders : documentHeaders)(req, res, next);
}
