// Service worker of the site. It takes control at once; offline caching of visited
// pages is added by the performance work (see docs/architecture.md).
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});
