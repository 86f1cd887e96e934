import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import "./testing/compile-cache.ts";

// Unit and data-access tests only; browser tests (e2e/*.spec.ts) belong to Playwright.
const testFiles = ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
// Files that replace modules with mocks (vi.mock): each needs modules of its own. Every other
// file shares its worker's modules with the files before it, which saves the suite about a
// third of its time (the modules' import, again for each file; docs/decisions/0028).
const mockingFiles = ["app/admin/staff/sign-in.server.test.ts", "server/disk-full.test.ts"];

const common = {
  environment: "node" as const,
  globalSetup: ["testing/demo-database.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Most files spend their time waiting (servers, PostgreSQL, timers, child processes), not
    // computing: on a 2-core machine Vitest's default (cores − 1) would run them one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...common, name: "shared modules", include: testFiles, exclude: mockingFiles, isolate: false } },
      { test: { ...common, name: "own modules", include: mockingFiles, isolate: true } },
    ],
  },
});
