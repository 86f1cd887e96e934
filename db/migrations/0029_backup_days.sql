-- Daily backups inside the server (BACKUP_DIR; db/backup.ts, server/backups.ts): the instance
-- that inserts the day's row takes that day's backup, so several instances take one. Its end
-- (the archive, or why it failed) is noted for the operators' figures.
create table backup_days (
  day date primary key,                     -- Phnom Penh's calendar day
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  archive text,
  error text
);
