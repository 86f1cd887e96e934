import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // Bundled into the server build so that only the functions used are loaded: importing
  // date-fns' barrels from node_modules takes seconds at start-up (docs/performance.md).
  ssr: { noExternal: ["date-fns"] },
});
