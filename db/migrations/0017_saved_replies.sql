-- Saved replies (issue 32): answers the complaints team writes once and inserts into a reply,
-- in English or Khmer, with placeholders filled from the record ({name}, {reference},
-- {received}, {deadline}, {today}; app/admin/register/reply-mail.ts).
create table saved_replies (
  id uuid primary key default gen_random_uuid(),
  lang text not null check (lang in ('en', 'km')),
  title text not null check (char_length(title) between 1 and 120),
  body text not null check (char_length(body) between 1 and 20000),
  updated_at timestamptz not null default now(),
  updated_by_id uuid references staff_accounts (id) on delete set null,
  updated_by_name text not null check (char_length(updated_by_name) between 1 and 200),
  unique (lang, title)
);
