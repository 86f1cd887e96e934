-- Unfinished items of the content editor (issue 31, "real drafts"): a new or unpublished item of
-- a collection saved before every field is filled in. The content tables hold only complete
-- records (their columns are NOT NULL, and the public pages read them), so an unfinished item
-- waits here, for every editor to see and finish, until a save passes the full rules; it then
-- moves to its table. Visitors never read it (no content_version trigger).
create table content_unfinished (
  entity text not null,
  key text not null,
  value jsonb not null,                 -- {"en": {...} | null, "km": {...} | null}, as saved
  primary key (entity, key)
);

-- Publishing and unpublishing at a set time (issue 31), run once by whichever instance claims
-- the row first (FOR UPDATE SKIP LOCKED, in the transaction that saves the change).
create table content_schedules (
  id bigserial primary key,
  entity text not null,
  key text not null,
  action text not null check (action in ('publish', 'unpublish')),
  due_at timestamptz not null,
  created_by uuid not null references staff_accounts (id) on delete restrict,
  created_at timestamptz not null default now(),
  -- Set once, when it ran or was cancelled: what came of it.
  done_at timestamptz,
  outcome text check (outcome in ('done', 'refused', 'cancelled', 'missing')),
  issues jsonb                          -- a refused publication: the fields that need attention
);
create index content_schedules_due on content_schedules (due_at) where done_at is null;
create index content_schedules_record on content_schedules (entity, key) where done_at is null;
