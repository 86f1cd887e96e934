// Every Node.js process the tests start (servers, the command line, Vitest's and Playwright's
// workers) keeps the code it compiled, TypeScript stripped of its types included, for the next:
// a server's start spends 0.3 s less of a core (docs/decisions/0057-ci-time.md).
import { fileURLToPath } from "node:url";

process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL("../node_modules/.cache/node-compile/", import.meta.url));
