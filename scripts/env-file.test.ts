// The npm scripts read .env when it exists, and the environment wins over it: runs the real
// `npm run db:migrate` in a copy of the project whose .env names an embedded database folder.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "env-file-"));
  copyFileSync(join(root, "package.json"), join(project, "package.json"));
  for (const folder of ["app", "db", "server", "node_modules"]) symlinkSync(join(root, folder), join(project, folder));
  writeFileSync(
    join(project, ".env"),
    `# written by env-file.test.ts\nDATA_DIR=${join(project, "from-file")}\nDATABASE_URL=\n`,
  );
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

function migrate(env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !["DATA_DIR", "DATABASE_URL", "NODE_OPTIONS"].includes(name)),
  );
  return spawnSync("npm", ["run", "--silent", "db:migrate"], {
    cwd: project,
    env: { ...inherited, ...env },
    encoding: "utf8",
  });
}

describe(".env", () => {
  it("is read by the npm scripts: its DATA_DIR is where the embedded database goes", () => {
    const run = migrate({});
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/applied migrations/);
    expect(existsSync(join(project, "from-file", "pglite"))).toBe(true);
  });

  it("loses to the environment: DATA_DIR set there wins", () => {
    rmSync(join(project, "from-file"), { recursive: true, force: true });
    const run = migrate({ DATA_DIR: join(project, "from-environment") });
    expect(run.stdout).toMatch(/applied migrations/);
    expect(existsSync(join(project, "from-environment", "pglite"))).toBe(true);
    expect(existsSync(join(project, "from-file"))).toBe(false);
  });
});
