// Builds /service-worker.js after `react-router build`: bundles app/site/offline/service-worker.ts with rolldown
// (Vite's bundler; a dev dependency at exactly the version Vite brings, so the lock holds one copy:
// update the two together), then lets Workbox inject the precache list. Precached is only what the
// offline page needs (its style sheets, the icons) and the two offline pages, revisioned with the
// build's version. Every other asset is cached when a visited page uses it: a first visit on a slow
// network does not download the whole site, and English visitors never fetch the Khmer font.
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { injectManifest } from "workbox-build";
import type { ServerBuild } from "react-router";

const root = new URL("../", import.meta.url);
const clientDir = fileURLToPath(new URL("build/client/", root));
const bundled = fileURLToPath(new URL("build/service-worker.bundle.js", root));

await build({
  input: fileURLToPath(new URL("app/site/offline/service-worker.ts", root)),
  output: { file: bundled, format: "iife", minify: true },
  // Workbox's debug logs are for development builds only.
  transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
  logLevel: "warn",
});

const { assets } = (await import(new URL("build/server/index.js", root).href)) as ServerBuild;
// The offline page ships no scripts: its style sheets are all it needs.
const offlineShell = new Set<string>();
for (const id of ["root", "site/offline/offline"]) {
  const route = assets.routes[id];
  if (!route) throw new Error(`route ${id} is missing from the build`);
  for (const url of route.css ?? []) offlineShell.add(url);
}
const { count, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${clientDir}service-worker.js`,
  globDirectory: clientDir,
  globPatterns: ["icons/*.png", "favicon.svg"],
  additionalManifestEntries: [
    // Hashed file names are their own revision.
    ...[...offlineShell].map((url) => ({ url, revision: null })),
    { url: "/offline", revision: assets.version },
    { url: "/offline?l=km", revision: assets.version },
  ],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${count} files precached`);
