// The page forms' one-time token (docs/decisions/0023-idempotent-submissions.md): a form sent
// twice with the same token is stored once. It is made in the browser, never written into the
// page's HTML, which the page cache and a CDN share between visitors; the server only writes
// one into its answers to a post, which nothing caches (a fresh one for a page without JavaScript).
export const tokenField = "token";

/** 16 random bytes in hex (getRandomValues works on plain HTTP too, unlike randomUUID). */
export function newToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
