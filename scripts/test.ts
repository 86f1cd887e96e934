// npm test: every test. The programs the tests need (Debian's), the production build, then the
// unit and data-access tests (Vitest) and the browser tests (Playwright). With TEST_DATABASE_URL,
// production's layout too (npm run test:cluster: nginx, two instances, PostgreSQL), beside the
// unit tests: it mostly waits (leases, a mail server down on purpose), using a third of the
// machine for its 160 s where the unit tests leave about an eighth idle (decision 0058). Its
// output is shown once it ends, so that the two do not interleave. Each step says its time.
import { spawn } from "node:child_process";

interface Finished {
  code: number;
  output: string;
}

function npm(
  script: string,
  { quiet = false, ports, env = {} }: { quiet?: boolean; ports?: string; env?: Record<string, string> } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script], {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      // Two runs side by side each take their servers' ports from their own part of the range
      // (testing/ports.ts); a run alone keeps the whole of it.
      env: { ...process.env, ...(ports && { TEST_PORTS: ports }), ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`test: ${name} took ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
}

function stopOnFailure(name: string, { code }: Finished): void {
  if (code === 0) return;
  console.error(`test: ${name} failed (exit code ${code})`);
  process.exit(code);
}

for (const script of ["test:programs", "build"]) stopOnFailure(script, await timed(script, () => npm(script)));

const withCluster = Boolean(process.env.TEST_DATABASE_URL);
const [unit, cluster] = await Promise.all([
  // The unit tests copy the demo database the build has just made (testing/demo-database.ts).
  timed("unit", () =>
    npm("test:unit", { ports: "4500-4549", env: { TEST_BUILT_SNAPSHOT: "build/embedded-db.tar.gz" } }),
  ),
  withCluster ? timed("cluster", () => npm("test:cluster", { quiet: true, ports: "4550-4599" })) : null,
]);
if (cluster) {
  console.log(`\n--- npm run test:cluster ---\n${cluster.output}`);
  stopOnFailure("cluster", cluster);
} else {
  console.log("test: cluster skipped (it needs a PostgreSQL: TEST_DATABASE_URL)");
}
stopOnFailure("unit", unit);
stopOnFailure("e2e", await timed("e2e", () => npm("test:e2e")));
