// npm run staff:invite against a throw-away embedded database: the account is made, the last
// line is the set-up link (SITE_URL's origin, else localhost:$PORT), and bad input is refused.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDb } from "../db/client.ts";
import { readSetupToken } from "../app/admin/staff/accounts.server.ts";

const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ["scripts/staff-invite.ts", ...args], {
    cwd: new URL("..", import.meta.url),
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });

describe("npm run staff:invite", () => {
  // One embedded database for both tests: making a new one takes PGlite a while.
  const dataDir = mkdtempSync(join(tmpdir(), "staff-invite-"));

  it("invites and prints the one-time link as the last line", async () => {
    const done = run(["First.Admin@Tonle.example", "admin,complaints"], {
      DATA_DIR: dataDir,
      SITE_URL: "https://www.tonle.example",
    });
    expect(done.status, done.stderr).toBe(0);
    const last = done.stdout.trim().split("\n").at(-1)!;
    expect(last).toMatch(/^https:\/\/www\.tonle\.example\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);

    const again = run(["first.admin@tonle.example", "admin"], { DATA_DIR: dataDir, PORT: "4999" });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("exists");

    const db = await openDb({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const state = await readSetupToken(db, new URL(last).searchParams.get("token")!);
      expect(state?.account).toMatchObject({
        email: "first.admin@tonle.example",
        roles: ["admin", "complaints"],
        setUp: false,
      });
      const [entry] = await db.query<{ action: string }>("select action from staff_audit_log");
      expect(entry?.action).toBe("account.invite");
    } finally {
      await db.close();
    }
  }, 180_000);

  it("takes its origin from PORT without SITE_URL, and refuses bad input", () => {
    const done = run(["editor@tonle.example", "editor"], { DATA_DIR: dataDir, PORT: "4321", SITE_URL: "" });
    expect(done.stdout.trim().split("\n").at(-1)).toMatch(/^http:\/\/localhost:4321\/admin\/setup\?token=/);
    for (const args of [[], ["not-an-email", "admin"], ["a@tonle.example", "root"], ["a@tonle.example"]]) {
      const refused = run(args, { DATA_DIR: dataDir });
      expect(refused.status, args.join(" ")).toBe(2);
      expect(refused.stderr).toContain("usage: npm run staff:invite");
    }
  }, 120_000);
});
