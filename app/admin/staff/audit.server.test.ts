import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { audit, listAudit } from "./audit.server.ts";
import { openMigrated } from "../../../testing/staff.ts";

describe.each(testDatabases)("staff audit log on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigrated(database);
    const admin = { id: "00000000-0000-4000-8000-000000000001", email: "admin@tonle.example" };
    for (let i = 0; i < 120; i++) {
      await audit(db, {
        actor: i % 2 ? admin : { id: null, email: "someone@else.example" },
        clientIp: "203.0.113.9",
        action: i % 3 ? "sign_in.failure" : "account.roles",
        target: { type: "account", id: `target-${i}` },
        detail: { n: i },
        // One row an hour from 1 March 2026, 00:00 in Phnom Penh (UTC+7).
        now: new Date(Date.UTC(2026, 1, 28, 17) + i * 3600_000),
      });
    }
  });
  afterAll(() => db.close());

  it("refuses to change or delete a row, or to empty the table", async () => {
    await expect(db.query("update staff_audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(db.query("delete from staff_audit_log")).rejects.toThrow(/append-only/);
    await expect(db.query("truncate staff_audit_log")).rejects.toThrow(/append-only/);
    expect((await db.query<{ n: number }>("select count(*)::int as n from staff_audit_log"))[0]!.n).toBe(120);
  });

  it("pages newest first by keyset, without gaps or repeats", async () => {
    const seen: number[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listAudit(db, { before }, 50);
      seen.push(...page.rows.map((row) => row.detail.n as number));
      if (!page.nextBefore) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => 119 - i));
  });

  it("filters by who, what and the days (Cambodia's time)", async () => {
    const byWho = await listAudit(db, { who: "ADMIN@" }, 200);
    expect(byWho.rows.every((row) => row.actorEmail === "admin@tonle.example")).toBe(true);
    expect(byWho.rows).toHaveLength(60);
    const byAction = await listAudit(db, { action: "account.roles" }, 200);
    expect(byAction.rows).toHaveLength(40);
    // 1 March in Phnom Penh: the first 24 rows.
    const oneDay = await listAudit(db, { from: "2026-03-01", to: "2026-03-01" }, 200);
    expect(oneDay.rows.map((row) => row.detail.n)).toEqual(Array.from({ length: 24 }, (_, i) => 23 - i));
    const both = await listAudit(db, { who: "admin", action: "sign_in.failure", from: "2026-03-02" }, 200);
    expect(both.rows.every((row) => (row.detail.n as number) >= 24 && row.action === "sign_in.failure")).toBe(true);
    // A "who" with LIKE's wildcards matches them literally.
    expect((await listAudit(db, { who: "%" })).rows).toEqual([]);
  });
});
