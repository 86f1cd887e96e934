-- Submissions from the site's forms, stored before the visitor sees success, and the
-- outbox of their deliveries (e-mail, forwarding), written in the same transaction.

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  lang content_lang not null,
  full_name text not null check (char_length(full_name) between 2 and 30),
  email text not null default '' check (char_length(email) <= 254),
  phone_number text not null check (char_length(phone_number) between 2 and 30),
  message text not null default '' check (char_length(message) <= 5000),
  company_name text not null default '',
  created_at timestamptz not null default now()
);

-- One row per delivery to make. A worker takes due rows (FOR UPDATE SKIP LOCKED), retries
-- with backoff, and marks them done, or dead after its last attempt.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,                 -- e.g. 'contact.email'
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'dead')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index outbox_due on outbox (next_attempt_at) where status = 'pending';
