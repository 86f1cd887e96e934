// Daily backups inside the server (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP; db/backup.ts): from
// BACKUP_AT, Phnom Penh time, the first instance to claim the day in the database (backup_days)
// writes the day's archive and removes the oldest beyond BACKUP_KEEP; the others do nothing.
// An instance that dies mid-backup leaves the day unfinished: the figures show it, and the
// next day's backup is taken as usual.
import type { Logger } from "pino";
import type { Db, Queryable } from "../db/client.ts";
import { pruneBackups, writeBackup } from "../db/backup.ts";
import type { Figure } from "../app/http/figures.ts";
import { formatTime, phnomPenhDay } from "../app/i18n/dates.ts";

export interface BackupSettings {
  dir: string;
  /** "HH:MM", Phnom Penh time. */
  at: string;
  keep: number;
  /** The uploads folder, or null when the files are in S3. */
  uploadDir: string | null;
}

/** A poller's round: the day's backup when it is time and no instance has claimed it; resolves with its path, or null. */
export function dailyBackupRound(
  db: Db,
  settings: BackupSettings,
  log: Logger,
): (now?: Date) => Promise<string | null> {
  let settled: string | null = null;
  return async (now = new Date()) => {
    const day = phnomPenhDay(now);
    if (settled === day || formatTime(now) < settings.at) return null;
    const [claimed] = await db.query(
      "insert into backup_days (day) values ($1) on conflict (day) do nothing returning day",
      [day],
    );
    settled = day;
    if (!claimed) return null;
    try {
      const { path } = await writeBackup({ db, uploadDir: settings.uploadDir, outDir: settings.dir, now });
      const removed = await pruneBackups(settings.dir, settings.keep);
      await db.query("update backup_days set finished_at = now(), archive = $2 where day = $1", [day, path]);
      log.info({ archive: path, removed }, "daily backup written");
      return path;
    } catch (error) {
      await db.query("update backup_days set finished_at = now(), error = $2 where day = $1", [
        day,
        error instanceof Error ? error.message : String(error),
      ]);
      throw error;
    }
  };
}

/** The backups as an operator watches them (server/metrics.ts). */
export async function backupFigures(db: Queryable): Promise<Figure[]> {
  const [row] = await db.query<{ age: number | null; failed: boolean }>(
    `select extract(epoch from now() - max(finished_at) filter (where error is null))::float8 as age,
            coalesce(bool_or(error is not null) filter (where day = (select max(day) from backup_days)), false) as failed
       from backup_days`,
  );
  return [
    {
      name: "backup_last_success_age_seconds",
      help: "Seconds since the last daily backup was written (absent: none yet)",
      value: row?.age ?? Number.NaN,
    },
    { name: "backup_last_failed", help: "1 when the latest daily backup failed", value: row?.failed ? 1 : 0 },
  ];
}
