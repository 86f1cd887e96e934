// The service worker (built by scripts/build-service-worker.ts into /service-worker.js).
// The offline page's assets are precached, the others cached as pages use them (cache-first:
// their names are hashed); pages and their data are network-first with a short timeout,
// falling back to the copy kept from the last visit; same-origin images are cache-first with
// a bound; a page never visited answers, offline, with the offline page in its language.
// Form posts are never touched: only GET requests are routed. The back office (/admin) is
// never routed either: its pages are personal and answer no-store. Nor is any page kept whose
// answer says no-store or private: a staff member's preview of unpublished items is such a page
// (app/content/preview.server.ts), and the worker cannot see the session cookie (HttpOnly).
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "activate", listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

// Written out in full: Workbox finds "self.__WB_MANIFEST" in the bundle and puts the list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: pages are network-first, so they come from the new server
// and reference the new assets.
void worker.skipWaiting();
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

const sameOrigin = (url: URL) => url.origin === worker.location.origin;
/** The back office's pages and data are personal: never kept in a cache (they go to the network only). */
const backOffice = (url: URL) =>
  url.pathname === "/admin" || url.pathname.startsWith("/admin/") || url.pathname.startsWith("/admin.");
/** A copy is kept only of an answer that allows it: never of a no-store or private one (a staff preview). */
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/\b(no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")
      ? response
      : null,
};
const pageCopies = () => [keepable, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })];

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !backOffice(url),
  new NetworkFirst({ cacheName: "pages", networkTimeoutSeconds: 4, plugins: pageCopies() }),
);
// React Router's data requests for client-side navigation between visited pages.
registerRoute(
  ({ url }) => sameOrigin(url) && !backOffice(url) && url.pathname.endsWith(".data"),
  new NetworkFirst({ cacheName: "page-data", networkTimeoutSeconds: 4, plugins: pageCopies() }),
);
// Built assets never change under their hashed names.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "assets",
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ request, url }) => request.destination === "image" && sameOrigin(url),
  new CacheFirst({
    cacheName: "images",
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  const lang = new URL(request.url).searchParams.get("l") === "km" ? "km" : "en";
  return (await matchPrecache(lang === "km" ? "/offline?l=km" : "/offline")) ?? Response.error();
});
