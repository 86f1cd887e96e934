// Daily backups inside the server, on both databases: two instances polling at once take one
// backup a day, none before BACKUP_AT; the oldest beyond BACKUP_KEEP go; the figures say when the
// last one was written and whether the latest failed.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { noLog } from "../app/http/log.server.ts";
import { testDatabases } from "../testing/db.ts";
import { backupFigures, dailyBackupRound } from "./backups.ts";

describe.each(testDatabases)("daily backups on $name", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
    await migrate(db);
  });
  afterAll(() => db?.close());

  it("takes one backup a day across instances, from BACKUP_AT in Phnom Penh, keeping the newest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daily-backups-"));
    const uploadDir = mkdtempSync(join(tmpdir(), "daily-uploads-"));
    mkdirSync(join(uploadDir, "complaints"));
    writeFileSync(join(uploadDir, "complaints", "a1.pdf"), "%PDF-1.4 a letter");
    const settings = { dir, at: "02:00", keep: 2, uploadDir };
    const instances = [dailyBackupRound(db, settings, noLog), dailyBackupRound(db, settings, noLog)];
    const archives = () =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".tar.gz"))
        .sort();
    expect(await backupFigures(db)).toEqual([
      expect.objectContaining({ name: "backup_last_success_age_seconds", value: Number.NaN }),
      expect.objectContaining({ name: "backup_last_failed", value: 0 }),
    ]);

    // 01:59 in Phnom Penh is 18:59 UTC the day before.
    expect(await Promise.all(instances.map((round) => round(new Date("2026-12-01T18:59:00Z"))))).toEqual([null, null]);
    expect(archives()).toEqual([]);

    for (const [day, at] of [
      ["2026-12-02", "2026-12-01T19:00:00Z"],
      ["2026-12-03", "2026-12-02T19:05:00Z"],
      ["2026-12-04", "2026-12-03T23:30:00Z"],
    ] as const) {
      const taken = await Promise.all(instances.map((round) => round(new Date(at))));
      expect(taken.filter(Boolean), day).toHaveLength(1);
      // Later the same day, nothing more.
      expect(await instances[0]!(new Date(new Date(at).getTime() + 3_600_000))).toBeNull();
    }
    expect(archives()).toEqual(["backup-20261202T190500Z.tar.gz", "backup-20261203T233000Z.tar.gz"]);
    const days = await db.query<{ day: string; archive: string; error: string | null }>(
      "select day::text, archive, error from backup_days order by day",
    );
    expect(days.map((row) => [row.day, row.error])).toEqual([
      ["2026-12-02", null],
      ["2026-12-03", null],
      ["2026-12-04", null],
    ]);
    const [age] = await backupFigures(db);
    expect(age!.value).toBeGreaterThanOrEqual(0);
    expect(age!.value).toBeLessThan(60);

    // A day whose backup fails is told.
    const failing = dailyBackupRound(db, { ...settings, dir: join(uploadDir, "complaints", "a1.pdf") }, noLog);
    await expect(failing(new Date("2026-12-04T19:00:00Z"))).rejects.toThrow();
    expect(await backupFigures(db)).toEqual([
      expect.objectContaining({ name: "backup_last_success_age_seconds" }),
      expect.objectContaining({ name: "backup_last_failed", value: 1 }),
    ]);
  });
});
