-- Issue 40: what the last round of reading the complaints mailbox did, for /admin/mailbox: when
-- it ended, and why it failed if it did (null: it went well). Written by the instance that held
-- the lease, as it gives it up.
alter table work_leases add column last_round_at timestamptz;
alter table work_leases add column last_error text check (char_length(last_error) <= 500);
