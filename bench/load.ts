// npm run bench:load: requests per second and latency of the production server at 32
// connections, beside a minimal static server (bench/static-server.ts) answering with the very
// same HTML bytes — the physical limit of this machine. Also the cold start of an instance on
// an existing embedded data directory and the server's memory after the load.
// Run after `npm run build`. With DATABASE_URL set, the server uses that PostgreSQL (migrated
// and seeded first); otherwise the embedded database in a temporary directory.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { requireBuild, root, startNode, stop, waitFor } from "./production-server.ts";

requireBuild();
const paths = ["/", "/?l=km", "/careers"];
const connections = 32;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const appPort = 4310;
const staticPort = 4311;
const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
const serverEnv = { ...process.env, NODE_ENV: "production", PORT: String(appPort), DATA_DIR: dataDir };

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

async function load(url: string) {
  // Warm up: the first request renders, the rest are what a busy site sees.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (process.env.DATABASE_URL) {
  const prepared = spawnSync(process.execPath, ["db/cli.ts", "seed"], { cwd: root, env: serverEnv, stdio: "inherit" });
  if (prepared.status !== 0) process.exit(1);
}

// First start creates the data directory (embedded database); the measured one reuses it.
let server = startNode(serverEnv);
await waitFor(`http://localhost:${appPort}/healthz`);
await stop(server);
server = startNode(serverEnv);
const coldStart = { healthz: await waitFor(`http://localhost:${appPort}/healthz`), firstPage: 0 };
const firstPageStarted = performance.now();
await fetch(`http://localhost:${appPort}/`).then((response) => response.arrayBuffer());
coldStart.firstPage = coldStart.healthz + performance.now() - firstPageStarted;

const rows: string[][] = [];
for (const path of paths) {
  const appUrl = `http://localhost:${appPort}${path}`;
  const bytes = Buffer.from(await (await fetch(appUrl)).arrayBuffer());
  const app = await load(appUrl);

  const file = join(dataDir, "page.html");
  writeFileSync(file, bytes);
  const staticServer = startNode(process.env, "bench/static-server.ts", [file, String(staticPort)]);
  await waitFor(`http://localhost:${staticPort}/`);
  const bare = await load(`http://localhost:${staticPort}/`);
  await stop(staticServer);

  const format = (r: typeof app) => [r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, String(r.errors)];
  rows.push([path, `${(bytes.length / 1024).toFixed(0)} KiB`, ...format(app), ...format(bare)]);
}
const memory = memoryOf(server.pid!);
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
console.log(
  `\n${connections} connections, ${seconds} s per run, ${database}; static = the same bytes from bench/static-server.ts\n`,
);
const header = [
  "path",
  "HTML",
  "app req/s",
  "app p50",
  "app p99",
  "app errors",
  "static req/s",
  "static p50",
  "static p99",
  "static errors",
];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
console.log(
  `\ncold start (existing data directory): /healthz after ${coldStart.healthz.toFixed(0)} ms, first page after ${coldStart.firstPage.toFixed(0)} ms`,
);
console.log(`server memory after the load: RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`);
