-- The complaints team's daily digest (issue 32): at 08:00 in Phnom Penh, each member of the
-- team hears of the complaints due soon or overdue that are theirs or nobody's. A day's row is
-- inserted by the one instance that queues that day's e-mails, in the same transaction: with
-- several instances polling, the digest goes once (app/admin/register/digest.server.ts).
create table register_digests (
  day date primary key,
  queued_at timestamptz not null default now(),
  recipients int not null check (recipients >= 0)
);
