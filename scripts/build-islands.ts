// Builds the islands after `react-router build` (decision 0030): each entry of
// app/http/islands.server.ts's list becomes one module in build/client/assets/islands/, under a
// name with its content's hash (cached for good like the other assets), sharing chunks between
// them; build/islands.json maps each name to its address for the server.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { islandSources } from "../app/http/islands.server.ts";

const root = new URL("../", import.meta.url);
const outDir = fileURLToPath(new URL("build/client/assets/islands/", root));

const { output } = await build({
  input: Object.fromEntries(
    Object.entries(islandSources).map(([name, source]) => [name, fileURLToPath(new URL(source, root))]),
  ),
  output: {
    dir: outDir,
    format: "es",
    minify: true,
    entryFileNames: "[name]-[hash].js",
    // Chromium compiles the functions while it streams the file in, as for the other chunks (vite.config.ts).
    postBanner: "//# allFunctionsCalledOnLoad",
    chunkFileNames: "[name]-[hash].js",
  },
  transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
  logLevel: "warn",
});

const urls = Object.fromEntries(
  output.flatMap((chunk) =>
    chunk.type === "chunk" && chunk.isEntry ? [[chunk.name, `/assets/islands/${chunk.fileName}`]] : [],
  ),
);
writeFileSync(new URL("build/islands.json", root), `${JSON.stringify(urls, null, 2)}\n`);
console.log(`islands: ${Object.keys(urls).join(", ")}`);
