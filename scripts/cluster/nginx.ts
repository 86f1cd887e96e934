// nginx for the cluster test: deploy/nginx.conf with only its ports, paths and upstream list
// replaced, run in the foreground with everything it writes under one folder.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const template = new URL("../../deploy/nginx.conf", import.meta.url);

/** The nginx binary (NGINX, else on PATH or in /usr/sbin), or null. */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX, "nginx", "/usr/sbin/nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return null;
}

function replaceExactly(text: string, pattern: RegExp, replacement: string, expected: number): string {
  const count = text.match(pattern)?.length ?? 0;
  if (count !== expected)
    throw new Error(`deploy/nginx.conf: expected ${expected} match(es) of ${pattern}, found ${count}`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf listening on 127.0.0.1:port, proxying to `upstreams` (host:port), writing only under `dir`. */
export function renderConfig(
  source: string,
  { port, upstreams, dir }: { port: number; upstreams: string[]; dir: string },
): string {
  let config = source;
  // Every file nginx writes: pid, logs, request bodies, proxy buffers, the cache.
  config = replaceExactly(config, /\/run\/nginx\.pid/g, join(dir, "nginx.pid"), 1);
  config = replaceExactly(config, /\/var\/(log|lib|cache)\/nginx\//g, `${dir}/$1/`, 5);
  config = replaceExactly(config, /^(\s*)listen 80;$/gm, `$1listen 127.0.0.1:${port};`, 1);
  // The upstream's server lines become one per instance, with the first line's parameters.
  let upstreamFound = false;
  config = config.replace(
    /(upstream site_app \{\n)((?:\s*#.*\n)*)((?:\s*server \S+.*\n)+)/,
    (_block, head: string, comments: string, servers: string) => {
      upstreamFound = true;
      const [, indent, parameters] = /^(\s*)server \S+(.*)$/m.exec(servers)!;
      return head + comments + upstreams.map((address) => `${indent}server ${address}${parameters}\n`).join("");
    },
  );
  if (!upstreamFound) throw new Error("deploy/nginx.conf: expected an upstream site_app block of server lines");
  return config;
}

export interface Nginx {
  process: ChildProcess;
  accessLog(): string;
  stop(): Promise<void>;
}

export function startNginx(binary: string, options: { port: number; upstreams: string[]; dir: string }): Nginx {
  const { dir } = options;
  for (const folder of ["log", "lib", "cache"]) mkdirSync(join(dir, folder), { recursive: true });
  const config = renderConfig(readFileSync(template, "utf8"), options);
  const configPath = join(dir, "nginx.conf");
  writeFileSync(configPath, config);
  // -e: the log of start-up errors, before the configuration's own error_log applies.
  const child = spawn(binary, ["-p", dir, "-c", configPath, "-e", join(dir, "log", "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  return {
    process: child,
    accessLog: () =>
      existsSync(join(dir, "log", "access.log")) ? readFileSync(join(dir, "log", "access.log"), "utf8") : "",
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // SIGQUIT: workers finish what they are doing, then the master exits.
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

/** Complaint posts nginx answered 200, by the instance that answered (the last of $upstream_addr). */
export function answeredPostsByInstance(accessLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, upstreams] of accessLog.matchAll(/"POST \/complaint\S* HTTP\/[\d.]+" 200 .* upstream=(.*?) id=/g)) {
    const answeredBy = upstreams!.split(", ").at(-1)!;
    counts.set(answeredBy, (counts.get(answeredBy) ?? 0) + 1);
  }
  return counts;
}
