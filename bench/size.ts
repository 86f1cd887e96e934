// npm run bench:size: the JavaScript and CSS each route ships (its own modules, the root's and
// the client entry's), raw, gzip and brotli, read from the production build's route manifest.
// Run after `npm run build`. A change that grows a page shows here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

const buildDir = new URL("../build/", import.meta.url);
if (!existsSync(new URL("server/index.js", buildDir))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const { assets } = (await import(new URL("server/index.js", buildDir).href)) as ServerBuild;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(url: string): Sizes {
  let sizes = sizeCache.get(url);
  if (!sizes) {
    const bytes = readFileSync(new URL(`client${url}`, buildDir));
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(url, sizes);
  }
  return sizes;
}

const total = (urls: Set<string>): Sizes =>
  [...urls]
    .map(sizesOf)
    .reduce(
      (sum, sizes) => ({ raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli }),
      { raw: 0, gzip: 0, brotli: 0 },
    );

/** The route and its parents up to the root: what a page load of it brings. */
function chain(id: string): string[] {
  const route = assets.routes[id];
  return route?.parentId ? [...chain(route.parentId), id] : [id];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const rows = Object.keys(assets.routes)
  // Pages only: resource routes (sitemap, API) ship nothing to the browser.
  .filter((id) => id !== "root" && (assets.routes[id] as { hasDefaultExport?: boolean }).hasDefaultExport)
  .map((id) => {
    const js = new Set([assets.entry.module, ...assets.entry.imports]);
    const css = new Set<string>();
    for (const routeId of chain(id)) {
      const route = assets.routes[routeId]!;
      js.add(route.module);
      for (const url of route.imports ?? []) js.add(url);
      for (const url of route.css ?? []) css.add(url);
    }
    return { id, js: total(js), css: total(css) };
  })
  .sort((a, b) => b.js.gzip - a.js.gzip);

console.log(
  `${"route".padEnd(28)}${"JS raw".padStart(8)}${"gzip".padStart(8)}${"br".padStart(8)}   ${"CSS raw".padStart(8)}${"gzip".padStart(8)}${"br".padStart(8)}  (KiB)`,
);
for (const { id, js, css } of rows) {
  console.log(
    `${id.padEnd(28)}${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)}   ${kb(css.raw)} ${kb(css.gzip)} ${kb(css.brotli)}`,
  );
}
// Chunks no route loads up front: fetched on demand (e.g. the map code after hydration).
const upFront = new Set([
  assets.entry.module,
  ...assets.entry.imports,
  ...Object.values(assets.routes).flatMap((route) => [route!.module, ...(route!.imports ?? [])]),
]);
const onDemand = readdirSync(new URL("client/assets/", buildDir))
  .map((name) => `/assets/${name}`)
  .filter((url) => url.endsWith(".js") && !upFront.has(url) && !url.includes("/manifest-"));
console.log("\nOn demand (not in the rows above):");
for (const url of onDemand) {
  const sizes = sizesOf(url);
  console.log(`${url.replace(/^\/assets\//, "").padEnd(28)}${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}`);
}
