// The Content-Security-Policy (docs/decisions/0013-content-security-policy.md).
// Scripts run only when their hash is in the policy: every inline script of a document is
// hashed when the document is rendered, so the policy travels with the HTML through the page
// cache and any CDN (a per-request nonce could not be cached). 'strict-dynamic' lets those
// scripts load the site's modules; nothing else may run.
import { createHash } from "node:crypto";

/** Where the site's videos play (VideoFacade): the only other site it frames. */
const videoFrameOrigin = "https://www.youtube-nocookie.com";

/** The host of a map tile URL template; Leaflet's `{s}` subdomains become a wildcard. */
export function tileOrigin(template: string): string {
  const { protocol, host } = new URL(template.replace("{s}", "subdomain"));
  return `${protocol}//${template.includes("{s}") ? host.replace("subdomain", "*") : host}`;
}

/**
 * The policy's directives. Without script hashes (anything that is not a document: data,
 * files, errors in plain text), no inline script may run at all.
 */
export function contentSecurityPolicy({
  mapTileUrl,
  scriptHashes = [],
}: {
  mapTileUrl: string;
  scriptHashes?: readonly string[];
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'self' serves browsers that predate 'strict-dynamic' (which then ignore it).
    "script-src":
      scriptHashes.length > 0 ? ["'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`), "'self'"] : ["'self'"],
    // React sets style attributes (widths of images, the carousel's transforms): no script can run from a style.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", tileOrigin(mapTileUrl)],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    // 'self': the content editor's live preview frames the site's own pages.
    "frame-src": ["'self'", videoFrameOrigin],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

// Script elements the browser runs: no type, a JavaScript type or "module", and the speculation
// rules (which the policy governs like scripts). JSON-LD and the inert boot module
// (text/x-deferred-module, see document.server.ts) are data.
const inlineScript =
  /<script(?:\s+type="(?:module|text\/javascript|speculationrules)")?(?:\s+(?:async|defer|id)(?:="[^"]*")?)*>([\s\S]*?)<\/script>/g;
const deferredModule = /<script type="text\/x-deferred-module"[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The sha256 source of every script the document runs inline, including the boot module the
 * loader brings to life later (same text, so same hash).
 */
export function inlineScriptHashes(html: string): string[] {
  const texts = [...html.matchAll(inlineScript), ...html.matchAll(deferredModule)].map((match) => match[1]!);
  const hashes = texts.map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  return [...new Set(hashes)];
}
