-- Spam kept out of the register, nothing real lost (decision 0044): what the public forms or
-- the mailbox receive that looks like spam waits here, outside the register's lists, counts,
-- deadlines and report, until a person makes it a real record or deletes it (after 30 days the
-- server deletes it). Its files are in storage already, under the keys listed in `files`.
create table spam_items (
  id uuid primary key default gen_random_uuid(),
  -- What it becomes when it is not spam.
  kind text not null check (kind in ('complaint', 'contact')),
  source text not null check (source in ('site', 'api', 'email')),
  lang content_lang not null,
  full_name text not null check (char_length(full_name) <= 200),
  email text not null check (char_length(email) <= 254),
  phone_number text not null default '' check (char_length(phone_number) <= 30),
  company_name text not null default '' check (char_length(company_name) <= 100),
  message text not null check (char_length(message) <= 5000),
  -- [{storageKey, name, contentType, sizeBytes}]
  files jsonb not null default '[]',
  inbound_mail_id uuid,
  -- Why it is here: honeypot, too_fast, stamp_forged, challenge_failed, challenge_replayed,
  -- blocked_sender, marked_by_mail_server; `detail` says more (the seconds, the blocked entry).
  reason text not null check (reason in ('honeypot', 'too_fast', 'stamp_forged', 'challenge_failed',
    'challenge_replayed', 'blocked_sender', 'marked_by_mail_server')),
  detail text not null default '' check (char_length(detail) <= 300),
  -- Forward it to the company's application too, once it is real (as the form would have).
  forward boolean not null default false,
  received_at timestamptz not null default now()
);
create index spam_items_received on spam_items (received_at, id);

-- Senders the complaints team blocks: an address (dara@example.com) or a domain (example.com,
-- which also covers its subdomains). What they send goes straight to spam.
create table blocked_senders (
  pattern text primary key check (pattern = lower(pattern) and char_length(pattern) between 3 and 254),
  added_at timestamptz not null default now(),
  added_by_id uuid references staff_accounts (id) on delete set null,
  added_by_name text not null check (char_length(added_by_name) between 1 and 200)
);

-- Proof-of-work answers already used (a replay is spam, unless it is the same submission sent
-- again: the same one-time token), kept until the challenge expires.
create table used_challenges (
  signature text primary key check (char_length(signature) <= 200),
  token text not null default '' check (char_length(token) <= 64),
  expires_at timestamptz not null
);
create index used_challenges_expiry on used_challenges (expires_at);

-- A record that came from the page's form without the solved challenge (no script ran): real,
-- but shown as unverified.
alter table complaints add column unverified boolean not null default false;
alter table contact_messages add column unverified boolean not null default false;

-- An e-mail that would have opened a complaint but looks like spam.
alter table inbound_mail drop constraint inbound_mail_state_check;
alter table inbound_mail add constraint inbound_mail_state_check
  check (state in ('matched', 'opened', 'unmatched', 'dismissed', 'spam'));
alter table spam_items add constraint spam_items_inbound_mail
  foreign key (inbound_mail_id) references inbound_mail (id) on delete set null;

-- "Not spam": the record's timeline says who made it real, and why it had been held.
alter table register_events drop constraint register_events_kind_check;
alter table register_events add constraint register_events_kind_check
  check (kind in ('status', 'owner', 'note', 'reply', 'retry', 'category', 'not_spam'));

-- The public forms' signed page stamp and proof-of-work challenges have keys of their own, as
-- will the complainant's rating links.
alter table signing_keys drop constraint signing_keys_name_check;
alter table signing_keys add constraint signing_keys_name_check
  check (name in ('complaint-status', 'form-stamp', 'form-challenge', 'complaint-rating'));
