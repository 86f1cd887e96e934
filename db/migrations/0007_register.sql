-- The register of complaints and contact messages (docs/decisions/0019-complaints-register.md):
-- a status, an owner and deadlines on each row, a timeline of what staff did, the rules of
-- working days (public holidays, settings), and the indexes that keep the lists fast at
-- 100,000 rows (keyset paging on (created_at, id), trigram search where pg_trgm exists).
-- Staff are referred to by id only (owner_id, actor_id): the staff accounts' table is not
-- part of this migration; its foreign keys come with it.

-- Deadlines, in working days after the day of receipt (one row).
create table register_settings (
  id boolean primary key default true check (id),
  ack_working_days int not null default 2 check (ack_working_days between 1 and 60),
  answer_working_days int not null default 15 check (answer_working_days between 1 and 120),
  updated_at timestamptz not null default now(),
  updated_by_id uuid,
  updated_by_name text,
  check (ack_working_days <= answer_working_days)
);
insert into register_settings default values;

-- Public holidays of Cambodia, kept by an admin. Working days are Monday to Friday in
-- Asia/Phnom_Penh, minus these days.
create table public_holidays (
  day date primary key,
  name_en text not null check (char_length(name_en) between 1 and 200),
  name_km text not null check (char_length(name_km) between 1 and 200),
  updated_at timestamptz not null default now(),
  updated_by_id uuid,
  updated_by_name text
);

-- The n-th weekday (Monday to Friday) after `from_day`; a Saturday or Sunday counts from the
-- Friday before it. Arithmetic only: the same rule as app/admin/register/working-days.ts, which walks
-- the days one by one (the property test compares them).
create function register_add_weekdays(from_day date, n int) returns date
language sql immutable strict parallel safe as $$
  select base - (dow - 1) + ((dow - 1 + n) / 5) * 7 + ((dow - 1 + n) % 5)
  from (select case extract(isodow from from_day)::int when 6 then from_day - 1 when 7 then from_day - 2 else from_day end as base,
               least(extract(isodow from from_day)::int, 5) as dow) b
$$;

-- Weekdays from Monday 2000-01-03 up to `to_day` inclusive (a difference of two gives the
-- weekdays in between).
create function register_weekdays_through(to_day date) returns int
language sql immutable strict parallel safe as $$
  select weeks * 5 + least(days - weeks * 7 + 1, 5)
  from (select to_day - date '2000-01-03' as days, floor((to_day - date '2000-01-03') / 7.0)::int as weeks) d
$$;

-- The n-th working day after `from_day` (n = 0: that day itself). Adds n weekdays, then as
-- many more as there are holidays on weekdays in between, until no further holiday falls in.
create function register_add_working_days(from_day date, n int) returns date
language plpgsql stable strict parallel safe as $$
declare
  result date := register_add_weekdays(from_day, n);
  skipped int;
  candidate date;
begin
  if n <= 0 then
    return from_day;
  end if;
  loop
    select count(*) into skipped from public_holidays h
     where h.day > from_day and h.day <= result and extract(isodow from h.day) < 6;
    candidate := register_add_weekdays(from_day, n + skipped);
    exit when candidate = result;
    result := candidate;
  end loop;
  return result;
end;
$$;

-- When a deadline of n working days ends: the midnight in Phnom Penh that ends the n-th
-- working day after the day of receipt. Done before that instant = within the deadline.
create function register_due_at(received timestamptz, n int) returns timestamptz
language sql stable strict parallel safe as $$
  select (register_add_working_days((received at time zone 'Asia/Phnom_Penh')::date, n) + 1)::timestamp at time zone 'Asia/Phnom_Penh'
$$;

-- Working days taken from receipt to `done`: the least k >= 0 such that `done` falls before the
-- end of the k-th working day after the day of receipt (done on the day of receipt = 0; on a
-- weekend or holiday = as if on the next working day). So "within n working days" is exactly
-- register_working_days_between(received, done) <= n, and exactly done < register_due_at(received, n).
create function register_working_days_between(received timestamptz, done timestamptz) returns int
language sql stable strict parallel safe as $$
  select case when d1 <= d0 then 0 else
           register_weekdays_through(d1 - 1) - register_weekdays_through(d0)
           - (select count(*)::int from public_holidays h where h.day > d0 and h.day < d1 and extract(isodow from h.day) < 6)
           + 1
         end
  from (select (received at time zone 'Asia/Phnom_Penh')::date as d0, (done at time zone 'Asia/Phnom_Penh')::date as d1) d
$$;

-- Text as the register's search compares it: lower case, invisible joiners and zero-width
-- spaces (Khmer writers put them between words) removed, the two look-alike Khmer subscripts
-- (COENG DA, COENG TA) made one, runs of white space made one space. Applied to the stored text
-- and to what staff type.
create function register_search_normalise(s text) returns text
language sql immutable strict parallel safe as $$
  select regexp_replace(
           replace(translate(lower(s), U&'\200B\200C\200D\2060\FEFF\00AD', ''), U&'\17D2\178A', U&'\17D2\178F'),
           '\s+', ' ', 'g')
$$;

create function complaint_search_text(reference text, full_name text, email text, phone_number text, company_name text, message text) returns text
language sql immutable strict parallel safe as $$
  select register_search_normalise(reference || ' ' || full_name || ' ' || email || ' ' || phone_number || ' '
    || regexp_replace(phone_number, '\D', '', 'g') || ' ' || company_name || ' ' || message)
$$;

create function contact_message_search_text(full_name text, email text, phone_number text, company_name text, message text) returns text
language sql immutable strict parallel safe as $$
  select register_search_normalise(full_name || ' ' || email || ' ' || phone_number || ' '
    || regexp_replace(phone_number, '\D', '', 'g') || ' ' || company_name || ' ' || message)
$$;

-- Complaints: new -> acknowledged -> in_progress -> resolved | rejected. The allowed moves are
-- app/admin/register/workflow.ts's; the database keeps the values and their consistency.
alter table complaints
  add column status text not null default 'new'
    check (status in ('new', 'acknowledged', 'in_progress', 'resolved', 'rejected')),
  add column owner_id uuid,
  add column acknowledged_at timestamptz,
  add column answered_at timestamptz,
  add column outcome_note text check (char_length(outcome_note) between 1 and 5000),
  add column ack_due_at timestamptz,
  add column answer_due_at timestamptz;

update complaints c
   set ack_due_at = register_due_at(c.created_at, s.ack_working_days),
       answer_due_at = register_due_at(c.created_at, s.answer_working_days)
  from register_settings s;

alter table complaints
  -- What the search compares, kept with the row: normalising the text costs far more than
  -- comparing it, and a search reads thousands of rows when its words are common.
  add column search_text text not null generated always as (
    complaint_search_text(reference, full_name, email, phone_number, company_name, message)) stored,
  alter column ack_due_at set not null,
  alter column answer_due_at set not null,
  -- The deadline that matters now: acknowledging until acknowledged, then answering; none
  -- ('infinity') once resolved or rejected. Overdue = next_due_at <= now(); "overdue first" sorts on it.
  add column next_due_at timestamptz not null generated always as (
    case when status in ('resolved', 'rejected') then 'infinity'::timestamptz
         when acknowledged_at is null then ack_due_at
         else answer_due_at end) stored,
  add constraint complaints_acknowledged check ((status = 'new') = (acknowledged_at is null)),
  add constraint complaints_answered check ((status in ('resolved', 'rejected')) = (answered_at is not null)),
  add constraint complaints_outcome check (status not in ('resolved', 'rejected') or outcome_note is not null);

-- Due dates are set by the database when a complaint arrives, whoever inserts it, from the
-- settings and holidays of that moment.
create function complaints_set_due_dates() returns trigger
language plpgsql as $$
declare
  settings register_settings;
begin
  select * into settings from register_settings;
  new.ack_due_at := register_due_at(new.created_at, settings.ack_working_days);
  new.answer_due_at := register_due_at(new.created_at, settings.answer_working_days);
  return new;
end;
$$;
create trigger complaints_due_dates before insert or update of created_at on complaints
  for each row execute function complaints_set_due_dates();

-- The deadlines still running follow a change of holidays or settings: an unacknowledged
-- complaint's both, an acknowledged open one's answer deadline. Deadlines already met or
-- missed stay as they were. Returns how many complaints changed.
create function register_recompute_due_dates() returns int
language plpgsql as $$
declare
  changed int;
begin
  with fresh as (
    select c.id,
           case when c.acknowledged_at is null then register_due_at(c.created_at, s.ack_working_days) else c.ack_due_at end as ack_due_at,
           register_due_at(c.created_at, s.answer_working_days) as answer_due_at
      from complaints c, register_settings s
     where c.answered_at is null
  )
  update complaints c
     set ack_due_at = f.ack_due_at, answer_due_at = f.answer_due_at
    from fresh f
   where c.id = f.id and (c.ack_due_at, c.answer_due_at) is distinct from (f.ack_due_at, f.answer_due_at);
  get diagnostics changed = row_count;
  return changed;
end;
$$;

create function register_rules_changed() returns trigger
language plpgsql as $$
begin
  perform register_recompute_due_dates();
  return null;
end;
$$;
create trigger holidays_changed after insert or update or delete or truncate on public_holidays
  for each statement execute function register_rules_changed();
create trigger settings_changed after update on register_settings
  for each statement execute function register_rules_changed();

-- Contact messages: new -> answered | closed. answered_at is when it left "new".
alter table contact_messages
  add column search_text text not null generated always as (
    contact_message_search_text(full_name, email, phone_number, company_name, message)) stored,
  add column status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  add column owner_id uuid,
  add column answered_at timestamptz,
  add column outcome_note text check (char_length(outcome_note) between 1 and 5000),
  add constraint contact_messages_answered check ((status = 'new') = (answered_at is null));

-- What staff did, in order: status and owner changes, internal notes, replies, delivery
-- retries. Receipt and deliveries are read from the complaint and the outbox themselves.
-- Erasing a complaint or message takes its events with it.
create table register_events (
  id bigint generated always as identity primary key,
  complaint_id uuid references complaints (id) on delete cascade,
  contact_message_id uuid references contact_messages (id) on delete cascade,
  kind text not null check (kind in ('status', 'owner', 'note', 'reply', 'retry')),
  at timestamptz not null default now(),
  actor_id uuid not null,
  -- The actor's name at that time: the timeline reads the same after a rename or departure.
  actor_name text not null check (char_length(actor_name) between 1 and 200),
  detail jsonb not null default '{}',
  check (num_nonnulls(complaint_id, contact_message_id) = 1)
);
create index register_events_complaint on register_events (complaint_id, id) where complaint_id is not null;
create index register_events_contact_message on register_events (contact_message_id, id) where contact_message_id is not null;

-- The lists: newest first (a backward scan of (created_at, id)), per status, per owner, and by
-- deadline. Language and source filters are not selective enough to need their own; the status
-- index carries them (and the deadline) so that the counts per status under those filters are
-- index-only scans rather than reads of the whole table.
create index complaints_received on complaints (created_at, id);
create index complaints_status on complaints (status, created_at, id) include (lang, source, next_due_at);
create index complaints_owner on complaints (owner_id, created_at, id) where owner_id is not null;
create index complaints_next_due on complaints (next_due_at, created_at, id);
create index contact_messages_received on contact_messages (created_at, id);
create index contact_messages_status on contact_messages (status, created_at, id);
create index contact_messages_owner on contact_messages (owner_id, created_at, id) where owner_id is not null;

-- A complaint's or message's deliveries (timeline, erasure) and the dead ones.
create index outbox_complaint on outbox ((payload->>'complaintId'));
create index outbox_contact_message on outbox ((payload->>'contactMessageId'));
create index outbox_dead on outbox (created_at) where status = 'dead';

-- Substring search (reference, name, e-mail, phone, company, message; Khmer has no spaces
-- between words) with trigram indexes where pg_trgm can be had. Without it (PGlite unless the
-- client loads the extension, or a role that may not create it) the same queries scan.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_trgm')
     and exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    begin
      create extension pg_trgm;
    exception when insufficient_privilege then
      raise notice 'pg_trgm could not be created (%): register searches will scan', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index complaints_search on complaints using gin (search_text gin_trgm_ops);
    create index contact_messages_search on contact_messages using gin (search_text gin_trgm_ops);
  end if;
end;
$$;
