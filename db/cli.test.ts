// The command-line tools (db/cli.ts) while the real server runs on the embedded database: they
// reach the server's database through its socket, see what the server wrote and write what it
// then serves, while the site keeps answering; a second server is refused; once the server is
// killed, a tool opens the data directory itself. Needs the build (`npm run build`).
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startServer, waitFor, type ServerProcess } from "../testing/kit.ts";
import { socketDirOf, socketFile } from "./embedded-socket.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);
const apiKey = "cli-test-key-0123456789";

/** `node db/cli.ts <command>` as `npm run db:seed` and the others run it, on DATA_DIR `dataRoot`. */
async function cli(dataRoot: string, command: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataRoot };
  delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, ["db/cli.ts", command], { cwd: root, env, timeout: 60_000 });
  return stdout;
}

/** Requests `paths` of the site over and over until stopped; resolves with "<path> <status>" of each answer. */
function probe(base: string, paths: string[]): { stop(): Promise<string[]> } {
  let probing = true;
  const answers: string[] = [];
  const loop = (async () => {
    while (probing) {
      for (const path of paths) {
        try {
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          answers.push(`${path} ${response.status}`);
        } catch (error) {
          answers.push(`${path} ${String(error)}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      probing = false;
      await loop;
      return answers;
    },
  };
}

const hasPsql = spawnSync("psql", ["--version"]).status === 0;

describe("command-line tools while the server runs on the embedded database", () => {
  it(
    "seed, migrate and dead work through the server's socket; a killed server's directory is opened directly",
    { timeout: 300_000 },
    async () => {
      const dataRoot = mkdtempSync(join(tmpdir(), "cli-shared-"));
      const socketPath = join(socketDirOf(join(dataRoot, "pglite")), socketFile);
      const env = {
        DATA_DIR: dataRoot,
        // An empty database (schema only): the content comes from `db:seed` while it runs.
        SEED_DEMO_CONTENT: "false",
        CONTENT_POLL_MS: "200",
        API_KEYS: apiKey,
        // Nothing listens there: a delivery fails at once, and with one attempt it is dead.
        SMTP_URL: "smtp://127.0.0.1:9",
        OUTBOX_MAX_ATTEMPTS: "1",
      };
      let server: ServerProcess = await startServer(env);
      let probing: { stop(): Promise<string[]> } | undefined;
      try {
        expect(existsSync(socketPath)).toBe(true);
        expect((await fetch(`${server.base}/`)).status).not.toBe(200);

        // The tool writes the content; the server serves it.
        probing = probe(server.base, ["/readyz", "/healthz"]);
        expect(await cli(dataRoot, "seed")).toMatch(/seeded \d+ rows of demo content/);
        expect(new Set(await probing.stop())).toEqual(new Set(["/readyz 200", "/healthz 200"]));
        await waitFor("the seeded home page", async () => (await fetch(`${server.base}/`)).status === 200);

        // The server writes a delivery that fails for good; the tool lists it.
        const posted = await fetch(`${server.base}/api/contact`, {
          method: "POST",
          headers: { "X-API-Key": apiKey, "Content-Type": "application/json" },
          body: JSON.stringify({
            full_name: "Sok Dara",
            phone_number: "012 345 678",
            email: "dara@example.com",
            message: "Please call me back.",
          }),
        });
        expect(posted.status).toBe(201);
        probing = probe(server.base, ["/readyz", "/", "/?l=km"]);
        const dead = await waitFor("the dead delivery", async () => {
          const listed = await cli(dataRoot, "dead");
          return listed.includes('"kind": "contact.email"') && listed;
        });
        expect(dead).toContain("ECONNREFUSED 127.0.0.1:9");
        expect(await cli(dataRoot, "migrate")).toMatch(/schema is up to date/);
        expect(new Set(await probing.stop())).toEqual(new Set(["/readyz 200", "/ 200", "/?l=km 200"]));

        if (hasPsql) {
          const psql = spawnSync(
            "psql",
            [
              "-h",
              socketDirOf(join(dataRoot, "pglite")),
              "-AtX",
              "-c",
              "select count(*) from outbox where status = 'dead'",
            ],
            { encoding: "utf8" },
          );
          expect(psql.stderr).toBe("");
          expect(psql.stdout.trim()).toBe("1");
        }

        // Two servers cannot share the directory.
        await expect(startServer(env)).rejects.toThrow(/in use by process/);

        // Killed: its lock and socket stay behind; a tool opens the directory itself, at once.
        server.child.kill("SIGKILL");
        await server.exited;
        expect(existsSync(socketPath)).toBe(true);
        expect(await cli(dataRoot, "dead")).toContain('"kind": "contact.email"');
        expect(existsSync(socketPath)).toBe(false);

        // A new server serves again.
        server = await startServer(env);
        expect(await cli(dataRoot, "migrate")).toMatch(/schema is up to date/);
      } finally {
        await probing?.stop();
        server.child.kill("SIGTERM");
        await server.exited;
      }
      // Stopped: no socket, no lock.
      expect(existsSync(socketPath)).toBe(false);
      expect(existsSync(join(dataRoot, "pglite.lock"))).toBe(false);
      rmSync(dataRoot, { recursive: true, force: true });
    },
  );
});
