// npm run bench:size: the JavaScript and CSS each route ships, raw, gzip and brotli, read from the
// production build: for a hydrated route (its `handle.hydrate`) its own modules, the root's and
// the client entry's from the route manifest; for any other page its island and the island's
// static imports (decision 0030). Run after `npm run build`. A change that grows a page shows here,
// and a page over its budget (issue 30: brotli, what a page loads with nothing clicked) is marked.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

const buildDir = new URL("../build/", import.meta.url);
if (!existsSync(new URL("server/index.js", buildDir))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const { assets, routes } = (await import(new URL("server/index.js", buildDir).href)) as ServerBuild;
const islands = JSON.parse(readFileSync(new URL("islands.json", buildDir), "utf8")) as Record<string, string>;

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

const handleOf = (id: string) =>
  (routes[id]?.module.handle ?? {}) as { hydrate?: boolean; withoutScripts?: boolean; islands?: string[] };

/** An island's module and the chunks it imports statically (not those it imports when needed). */
function islandModules(url: string, into = new Set<string>()): Set<string> {
  if (into.has(url)) return into;
  into.add(url);
  const text = readFileSync(new URL(`client${url}`, buildDir), "utf8");
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    islandModules(new URL(match[1]!, `file://${url}`).pathname, into);
  return into;
}

/** Issue 30's budgets, in KiB of brotli JavaScript per page. */
function budgetOf(id: string): number {
  if (/^site\/(contact|complaint)\//.test(id)) return 40;
  if (id === "clinics" || id === "garages") return 60;
  return 20;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const rows = Object.keys(assets.routes)
  // Pages only: resource routes (sitemap, API) ship nothing to the browser.
  .filter((id) => id !== "root" && (assets.routes[id] as { hasDefaultExport?: boolean }).hasDefaultExport)
  .map((id) => {
    const handles = chain(id).map(handleOf);
    const hydrated = handles.some((handle) => handle.hydrate);
    const js = hydrated
      ? new Set([assets.entry.module, ...assets.entry.imports])
      : handles.some((handle) => handle.withoutScripts)
        ? new Set<string>()
        : ["page", ...handles.flatMap((handle) => handle.islands ?? [])].reduce(
            (modules, name) => islandModules(islands[name]!, modules),
            new Set<string>(),
          );
    const css = new Set<string>();
    for (const routeId of chain(id)) {
      const route = assets.routes[routeId]!;
      if (hydrated) js.add(route.module);
      for (const url of hydrated ? (route.imports ?? []) : []) js.add(url);
      for (const url of route.css ?? []) css.add(url);
    }
    const back = chain(id).includes("admin/shell/layout");
    return { id, hydrated, js: total(js), css: total(css), budget: back ? null : budgetOf(id) };
  })
  .sort((a, b) => b.js.gzip - a.js.gzip);

console.log(
  `${"route".padEnd(28)}${"JS raw".padStart(8)}${"gzip".padStart(8)}${"br".padStart(8)}   ${"CSS raw".padStart(8)}${"gzip".padStart(8)}${"br".padStart(8)}  (KiB)  scripts, JS budget (br)`,
);
for (const { id, hydrated, js, css, budget } of rows) {
  const over =
    budget !== null && js.brotli / 1024 > budget ? `  OVER ${budget}` : budget === null ? "" : `  ≤ ${budget}`;
  console.log(
    `${id.padEnd(28)}${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)}   ${kb(css.raw)} ${kb(css.gzip)} ${kb(css.brotli)}  ${hydrated ? "hydrated" : js.raw > 0 ? "island  " : "none    "}${over}`,
  );
}
// Chunks no route loads up front: fetched on demand (e.g. the map code after hydration).
const upFront = new Set([
  assets.entry.module,
  ...assets.entry.imports,
  ...Object.values(assets.routes).flatMap((route) => [route!.module, ...(route!.imports ?? [])]),
]);
const islandUpFront = Object.values(islands).reduce((modules, url) => islandModules(url, modules), new Set<string>());
const onDemand = [
  ...readdirSync(new URL("client/assets/", buildDir)).map((name) => `/assets/${name}`),
  ...readdirSync(new URL("client/assets/islands/", buildDir)).map((name) => `/assets/islands/${name}`),
].filter((url) => url.endsWith(".js") && !upFront.has(url) && !islandUpFront.has(url) && !url.includes("/manifest-"));
console.log("\nOn demand (not in the rows above):");
for (const url of onDemand) {
  const sizes = sizesOf(url);
  console.log(`${url.replace(/^\/assets\//, "").padEnd(28)}${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}`);
}
