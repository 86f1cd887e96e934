// Debian programs the test commands need (Chromium for the browser tests, openssl for the TLS
// mail test's throw-away certificates, nginx for the cluster test, Dovecot for the complaints
// mailbox's tests): used where present, installed with apt-get when missing and the machine
// allows it (root, apt-get on PATH), else a stop with the one command that installs it.
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";

export interface DebianProgram {
  /** The Debian package that provides it. */
  readonly package: string;
  /** Where the package puts the program. */
  readonly path: string;
  /** An environment variable that points at another copy instead. */
  readonly override?: string;
}

export const chromium: DebianProgram = { package: "chromium", path: "/usr/bin/chromium", override: "CHROMIUM_PATH" };
export const openssl: DebianProgram = { package: "openssl", path: "/usr/bin/openssl" };
export const nginx: DebianProgram = { package: "nginx", path: "/usr/sbin/nginx", override: "NGINX" };
export const dovecot: DebianProgram = { package: "dovecot-imapd", path: "/usr/sbin/dovecot", override: "DOVECOT" };

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

export type Outcome =
  | { readonly kind: "present"; readonly path: string }
  | { readonly kind: "installed"; readonly path: string }
  | { readonly kind: "missing"; readonly message: string };

export interface Machine {
  readonly env: NodeJS.ProcessEnv;
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
  isExecutable(path: string): boolean;
  /** Tells the person at the terminal what is happening. */
  say(line: string): void;
  /** Runs apt-get with these arguments; true when it succeeded. */
  aptGet(args: readonly string[]): boolean;
}

export const thisMachine: Machine = {
  env: process.env,
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath("apt-get"),
  isExecutable,
  say: (line) => console.log(line),
  // dpkg's progress lines are dropped; apt-get's errors (stderr) are shown.
  aptGet: (args) =>
    spawnSync("apt-get", args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0,
};

/** Makes sure `program` can run here, installing its package when it is missing and that is possible. */
export function ensureProgram(program: DebianProgram, machine: Machine = thisMachine): Outcome {
  const chosen = program.override && machine.env[program.override];
  if (chosen) {
    return machine.isExecutable(chosen)
      ? { kind: "present", path: chosen }
      : { kind: "missing", message: `${program.override}=${chosen} is not an executable file.` };
  }
  if (machine.isExecutable(program.path)) return { kind: "present", path: program.path };
  const command = `sudo apt-get install -y ${program.package}`;
  if (!machine.isRoot || !machine.hasAptGet) {
    const elsewhere = program.override ? ` (or set ${program.override} to another copy)` : "";
    return { kind: "missing", message: `${program.path} is missing. Install it with: ${command}${elsewhere}.` };
  }
  machine.say(`${program.path} is missing: installing Debian's ${program.package} package with apt-get…`);
  const installed = machine.aptGet(["update", "-qq"]) && machine.aptGet(["install", "-y", "-qq", program.package]);
  if (installed && machine.isExecutable(program.path)) return { kind: "installed", path: program.path };
  return { kind: "missing", message: `Installing ${program.package} with apt-get failed. Install it with: ${command}` };
}

// As a command: node scripts/debian-package.ts chromium|openssl|nginx|dovecot …
if (import.meta.main) {
  const programs: Record<string, DebianProgram> = { chromium, openssl, nginx, dovecot };
  const names = process.argv.slice(2);
  if (names.length === 0 || names.some((name) => !programs[name])) {
    console.error(`usage: node scripts/debian-package.ts ${Object.keys(programs).join("|")} …`);
    process.exit(2);
  }
  for (const program of names.map((name) => programs[name]!)) {
    const outcome = ensureProgram(program);
    if (outcome.kind === "missing") {
      console.error(outcome.message);
      process.exit(1);
    }
    if (outcome.kind === "installed") console.log(`Installed ${program.package} (${outcome.path}).`);
  }
}
