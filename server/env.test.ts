import { describe, expect, it } from "vitest";
import { dbConfig, loadEnv } from "./env.ts";

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
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ PORT: "", SITE_URL: "" }).PORT).toBe(3000);
  });
});
