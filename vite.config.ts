import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkModules } from "./scripts/chunk-modules.ts";
import { systemDarkTheme } from "./scripts/postcss-system-dark-theme.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkModules()],
  // The dark theme also follows the system's preference when no script set one (scripts/).
  css: { postcss: { plugins: [systemDarkTheme()] } },
  // Bundled into the server build so that only the functions used are loaded: importing
  // date-fns' barrels from node_modules takes seconds at start-up (docs/performance.md).
  ssr: { noExternal: ["date-fns"] },
  environments: {
    client: {
      // Explicit compile hints: Chromium compiles every function of a chunk off the main thread
      // while it streams the file in, instead of lazily on first call while the page hydrates
      // (docs/performance.md). Every client chunk runs as soon as it loads: the startup ones, and
      // those loaded for a click or a scroll. After minification, which drops comments.
      //
      // React, React DOM and React Router in one chunk, whoever uses which part of them. Left to
      // itself the bundler cuts a chunk per set of route modules that use a module: once the back
      // office's routes used parts of react-router that the public routes use too, the shared
      // chunk was cut in three, and every public page loaded 1.6 KiB more of chunk glue
      // (docs/decisions/0021-public-chunks.md, docs/performance.md).
      build: {
        rolldownOptions: {
          output: {
            postBanner: "//# allFunctionsCalledOnLoad",
            codeSplitting: {
              groups: [
                // The language helpers too: both sides use them, and cut into a chunk of their own
                // they would be one request more for every public page.
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|app[\\/]i18n[\\/]/,
                },
                // The image addresses stay with the public pages' image component: the back office
                // (media library, picker) uses them too, and would otherwise cut them into a chunk
                // of their own, one request more for every public page with an image.
                { name: "ResponsiveImage", test: /app[\\/]images[\\/](ResponsiveImage\.tsx|image-variants\.ts)$/ },
                // Zod only where a form is checked in the browser: left to itself the bundler put it
                // in the chunk of the field-error component, which every back-office editor loads.
                { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|app[\\/]validation[\\/]zod\.ts$/ },
              ],
            },
          },
        },
      },
    },
  },
});
