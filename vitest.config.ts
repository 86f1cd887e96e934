import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and data-access tests only; browser tests (e2e/*.spec.ts) belong to Playwright.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["testing/demo-database.ts"],
    // Most files spend their time waiting (servers, PostgreSQL, timers, child processes), not
    // computing: on a 2-core machine Vitest's default (cores − 1) would run them one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
