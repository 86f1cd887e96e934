import { describe, expect, it } from "vitest";
import { chromium, ensureProgram, openssl, type Machine } from "./debian-package.ts";

function machine(overrides: Partial<Machine> & { installs?: boolean } = {}) {
  const executables = new Set<string>();
  const aptCalls: string[][] = [];
  const said: string[] = [];
  const { installs = true, ...rest } = overrides;
  const m: Machine = {
    env: {},
    isRoot: true,
    hasAptGet: true,
    isExecutable: (path) => executables.has(path),
    say: (line) => said.push(line),
    aptGet: (args) => {
      aptCalls.push([...args]);
      if (args[0] === "install" && installs) executables.add(chromium.path);
      return installs || args[0] === "update";
    },
    ...rest,
  };
  return { m, executables, aptCalls, said };
}

describe("ensureProgram", () => {
  it("uses the program where Debian puts it, installing nothing", () => {
    const { m, executables, aptCalls } = machine();
    executables.add("/usr/bin/chromium");
    expect(ensureProgram(chromium, m)).toEqual({ kind: "present", path: "/usr/bin/chromium" });
    expect(aptCalls).toEqual([]);
  });

  it("installs the package as root when the program is missing", () => {
    const { m, aptCalls, said } = machine();
    expect(ensureProgram(chromium, m)).toEqual({ kind: "installed", path: "/usr/bin/chromium" });
    expect(aptCalls).toEqual([
      ["update", "-qq"],
      ["install", "-y", "-qq", "chromium"],
    ]);
    expect(said.join("\n")).toMatch(/installing Debian's chromium package/);
  });

  it("stops with the one command that installs it when it may not install", () => {
    for (const limits of [{ isRoot: false }, { hasAptGet: false }]) {
      const { m, aptCalls } = machine(limits);
      const outcome = ensureProgram(chromium, m);
      expect(outcome).toEqual({
        kind: "missing",
        message: expect.stringContaining("sudo apt-get install -y chromium"),
      });
      expect(aptCalls).toEqual([]);
    }
  });

  it("says so when apt-get fails", () => {
    const { m } = machine({ installs: false });
    expect(ensureProgram(chromium, m)).toEqual({
      kind: "missing",
      message: expect.stringMatching(/apt-get failed.*sudo apt-get install -y chromium/),
    });
  });

  it("takes the override variable's copy, and refuses one that cannot run", () => {
    const { m, executables, aptCalls } = machine({ env: { CHROMIUM_PATH: "/opt/chromium/chrome" } });
    expect(ensureProgram(chromium, m)).toEqual({
      kind: "missing",
      message: expect.stringContaining("CHROMIUM_PATH=/opt/chromium/chrome"),
    });
    executables.add("/opt/chromium/chrome");
    expect(ensureProgram(chromium, m)).toEqual({ kind: "present", path: "/opt/chromium/chrome" });
    expect(aptCalls).toEqual([]);
  });
});

describe("a program with no override variable", () => {
  it("names only the package to install", () => {
    const { m } = machine({ isRoot: false });
    expect(ensureProgram(openssl, m)).toEqual({
      kind: "missing",
      message: "/usr/bin/openssl is missing. Install it with: sudo apt-get install -y openssl.",
    });
  });
});
