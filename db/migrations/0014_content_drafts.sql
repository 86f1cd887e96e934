-- Drafts of the content editor (issue 31): what a staff member has typed in a record and not
-- saved, kept a few seconds after each change, so that it survives a reload, a crash, a sign-out
-- or an expired session. One per staff member and record ("new" for an item not yet created);
-- offered back when they open the record again, never applied by itself, removed once they save
-- or discard it. Not content: visitors never read it (no content_version trigger).
create table content_drafts (
  staff_id uuid not null references staff_accounts (id) on delete cascade,
  entity text not null,
  key text not null,
  value jsonb not null,                 -- {"en": {...} | null, "km": {...} | null}, as typed
  base_version text,                    -- the record's version the edit started from; null: a new item
  saved_at timestamptz not null default now(),
  primary key (staff_id, entity, key)
);
