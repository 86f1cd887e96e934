// The production server as the benchmarks run it: the build, started with the V8 flags of
// `npm run serve`, waited for and stopped.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = new URL("../", import.meta.url);

export function requireBuild(): void {
  if (!existsSync(new URL("build/server/index.js", root))) {
    console.error("Run `npm run build` first.");
    process.exit(1);
  }
}

// `npm run serve`'s flags (a small young generation keeps the server's memory low).
const packageJson = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  scripts: Record<string, string>;
};
const serveFlags = packageJson.scripts.serve!.split(" ").filter((word) => word.startsWith("--"));

/** Starts `script` (the server by default) with the serve flags; its errors go to ours. */
export function startNode(
  env: NodeJS.ProcessEnv,
  script = "server/index.ts",
  args: string[] = [],
  stdout: "ignore" | "pipe" = "ignore",
): ChildProcess {
  const flags = script === "server/index.ts" ? serveFlags : [];
  return spawn(process.execPath, [...flags, script, ...args], {
    cwd: root,
    env,
    stdio: ["ignore", stdout, "inherit"],
  });
}

/** Polls `url` until it answers 2xx; resolves with the milliseconds that took. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  // Already gone: it exited, or a signal (SIGKILL, say) ended it.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The site a page benchmark measures: BENCH_BASE_URL when it names a running server, else the
 * build on `port` with an embedded database of its own, removed when stopped.
 */
export async function siteUnderTest(port: number, name: string): Promise<{ base: string; stop(): Promise<void> }> {
  if (process.env.BENCH_BASE_URL) return { base: process.env.BENCH_BASE_URL, stop: async () => {} };
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const server = startNode({ ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/healthz`);
  return {
    base,
    stop: async () => {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
