import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dbConfig, envVariables, loadEnv } from "./env.ts";

const root = new URL("../", import.meta.url);

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(dbConfig(env)).toEqual({ kind: "pglite", dataDir: ".data/pglite" });
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const env = loadEnv({ DATABASE_URL: "postgres://user@db:5432/site", DATABASE_POOL_MAX: "4" });
    expect(dbConfig(env)).toEqual({ kind: "postgres", url: "postgres://user@db:5432/site", max: 4 });
  });

  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ QUOTE_PORTAL_URL: "javascript:alert(1)" })).toThrow(/QUOTE_PORTAL_URL/);
    expect(() => loadEnv({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("stops the server at start-up, naming each bad variable", () => {
    const run = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: fileURLToPath(root),
      env: { PATH: process.env.PATH, PORT: "eighty", LOG_LEVEL: "loud", DATA_DIR: "/nonexistent" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const [line, ...rest] = run.stdout.trim().split("\n");
    expect(rest).toEqual([]);
    const logged = JSON.parse(line!) as { level: string; msg: string };
    expect(logged.level).toBe("fatal");
    expect(logged.msg).toMatch(/^Invalid configuration:/);
    expect(logged.msg).toMatch(/\bPORT: /);
    expect(logged.msg).toMatch(/\bLOG_LEVEL: /);
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ PORT: "", SITE_URL: "" }).PORT).toBe(3000);
  });
});

describe("the documented variables", () => {
  const build = /^VITE_/;

  it(".env.example lists every variable the server reads, and no other", () => {
    const listed = [...readFileSync(new URL(".env.example", root), "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    expect(listed.filter((name) => !build.test(name!)).sort()).toEqual([...envVariables].sort());
  });

  it("README.md's configuration table lists every variable the server reads", () => {
    const readme = readFileSync(new URL("README.md", root), "utf8");
    for (const name of envVariables) expect(readme, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, "m"));
  });
});
