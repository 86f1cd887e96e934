// A PostgreSQL server of the drill's own (Debian's binaries, a new cluster in a temporary folder,
// on a free port), so that the drill can restart it without touching the machine's server or
// the tests using it. Run as root, its programs run as the system's postgres user, which
// initdb requires.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface PrivatePostgres {
  url: string;
  /** Stops it at once, as a crash does (no checkpoint; it recovers from its log), and starts it again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL programs (the newest installed version), or null. */
function binaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, "bin") : null;
}

export function canStartPostgres(): boolean {
  return binaries() !== null && (userInfo().uid !== 0 || spawnSync("id", ["-u", "postgres"]).status === 0);
}

export async function startPostgres(port: number): Promise<PrivatePostgres> {
  const bin = binaries();
  if (!bin) throw new Error("PostgreSQL's programs are not installed (Debian: apt-get install postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "drill-postgres-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      start();
    },
    stop: async () => {
      spawnSync(asRoot ? "runuser" : join(bin, "pg_ctl"), [
        ...(asRoot ? ["-u", "postgres", "--", join(bin, "pg_ctl")] : []),
        "-D",
        data,
        "-m",
        "fast",
        "-w",
        "stop",
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
