-- Complaints with their attached files, and the per-client counters of the submission rate
-- limit. A complaint row commits only after its files are in storage (local folder or S3);
-- its deliveries are outbox rows written in the same transaction.

create sequence complaint_number;

create table complaints (
  id uuid primary key default gen_random_uuid(),
  -- The visitor's reference, e.g. CMP-2026-000042: printed in the notice and the e-mails.
  reference text not null unique
    default 'CMP-' || to_char(now() at time zone 'Asia/Phnom_Penh', 'YYYY') || '-' || lpad(nextval('complaint_number')::text, 6, '0'),
  lang content_lang not null,
  full_name text not null check (char_length(full_name) between 2 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone_number text not null check (char_length(phone_number) between 6 and 30),
  company_name text not null default '' check (char_length(company_name) <= 100),
  message text not null check (char_length(message) between 1 and 5000),
  -- 'site' (the page's form) or 'api' (another client, e.g. the company's app).
  source text not null default 'site' check (source in ('site', 'api')),
  created_at timestamptz not null default now()
);

create table complaint_files (
  id uuid primary key default gen_random_uuid(),
  complaint_id uuid not null references complaints (id) on delete cascade,
  position int not null,
  -- Where the bytes are: a generated key in the configured storage, never the visitor's path.
  storage_key text not null unique,
  -- The visitor's file name, kept for the e-mail attachment's name only.
  original_name text not null check (char_length(original_name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  size_bytes int not null check (size_bytes > 0),
  unique (complaint_id, position)
);

-- Fixed-window counters: one row per client key and window, shared by every server instance.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits int not null default 1,
  primary key (key, window_start)
);
