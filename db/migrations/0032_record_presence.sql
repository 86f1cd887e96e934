-- Who has a record of the register open, and who is writing a reply on it (issue 44): a row per
-- staff member and record, refreshed every few seconds by the record's page and gone when they
-- leave, so every instance sees the same. A row not refreshed for 15 s is nobody.
create table record_presence (
  record_id uuid not null,
  staff_id uuid not null references staff_accounts (id) on delete cascade,
  staff_name text not null check (char_length(staff_name) between 1 and 200),
  writing boolean not null default false,
  seen_at timestamptz not null default now(),
  primary key (record_id, staff_id)
);
