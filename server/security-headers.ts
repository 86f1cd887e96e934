// Security headers on every response (docs/decisions/0013-content-security-policy.md). Documents
// replace this Content-Security-Policy with their own, which adds the hashes of their inline
// scripts (app/entry.server.tsx); everything else gets the policy without any.
import type express from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "../app/content-security-policy.server.ts";

/** Two years: well over the six months that HSTS preload lists and Mozilla Observatory ask for. */
const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/** Geolocation ("Near me" on the panel maps) for the site itself; devices it never uses for nobody. */
export const permissionsPolicy = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

export function securityHeaders({ mapTileUrl, contentSecurityPolicy: withPolicy = true }: { mapTileUrl: string; contentSecurityPolicy?: boolean }): express.RequestHandler[] {
  const policy = contentSecurityPolicy({ mapTileUrl });
  return [
    helmet({
      contentSecurityPolicy: false,
      // Sent over HTTPS only (below): over plain HTTP browsers ignore it anyway.
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      if (withPolicy) res.setHeader("Content-Security-Policy", policy);
      res.setHeader("Permissions-Policy", permissionsPolicy);
      // req.secure follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (req.secure) res.setHeader("Strict-Transport-Security", `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
      next();
    },
  ];
}
