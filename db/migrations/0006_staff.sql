-- The back office's staff accounts, their sign-in and its audit log
-- (docs/decisions/0020-staff-sign-in.md). Secrets are never stored as they are: passwords as
-- argon2id hashes (PHC strings), set-up links, sessions and recovery codes as SHA-256 hashes of
-- random values. There is no default account: the first admin is invited with
-- `npm run staff:invite`.

create table staff_accounts (
  id uuid primary key default gen_random_uuid(),
  -- Kept in lower case: one account per address whatever its spelling.
  email text not null unique check (email = lower(email) and char_length(email) between 3 and 254),
  display_name text not null check (char_length(display_name) between 1 and 80),
  roles text[] not null check (cardinality(roles) >= 1 and roles <@ array['admin', 'editor', 'complaints']),
  status text not null default 'active' check (status in ('active', 'disabled')),
  -- Null until the set-up link has been followed to the end (and again after a reset).
  password_hash text,
  -- The TOTP key (RFC 6238, base32), null until enrolled; the last time step accepted, so a
  -- code is accepted once.
  totp_secret text,
  totp_last_step bigint,
  created_at timestamptz not null default now(),
  setup_completed_at timestamptz,
  password_changed_at timestamptz,
  last_sign_in_at timestamptz,
  check ((password_hash is null) = (totp_secret is null))
);

-- One-time set-up links (an invitation, or a reset): valid 24 h, used once. What the person
-- chose on the first steps waits here until the code confirms the second factor.
create table staff_setup_tokens (
  token_hash bytea primary key,
  account_id uuid not null references staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  pending_password_hash text,
  pending_totp_secret text
);
create index staff_setup_tokens_account on staff_setup_tokens (account_id);

-- Ten single-use codes per account, for a lost authenticator.
create table staff_recovery_codes (
  account_id uuid not null references staff_accounts (id) on delete cascade,
  code_hash bytea not null,
  used_at timestamptz,
  primary key (account_id, code_hash)
);

-- Server-side sessions: the cookie carries a random id, the table its SHA-256 hash. Ending
-- every session of an account is one DELETE, seen by every instance at its next request.
create table staff_sessions (
  id_hash bytea primary key,
  account_id uuid not null references staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  client_ip text not null default ''
);
create index staff_sessions_account on staff_sessions (account_id);
create index staff_sessions_expires on staff_sessions (expires_at);

-- Failed sign-ins, counted per account (its e-mail as typed, existing or not) and per client
-- address over a sliding window, shared by every instance.
create table staff_sign_in_failures (
  key text not null,
  failed_at timestamptz not null
);
create index staff_sign_in_failures_key on staff_sign_in_failures (key, failed_at);

-- What staff did and what was tried: append only.
create table staff_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  client_ip text not null default '',
  action text not null,
  target_type text,
  target_id text,
  detail jsonb not null default '{}'::jsonb
);
create index staff_audit_log_actor on staff_audit_log (actor_email, id);
create index staff_audit_log_action on staff_audit_log (action, id);
create index staff_audit_log_at on staff_audit_log (at);

create function staff_audit_log_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'staff_audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;

create trigger staff_audit_log_append_only before update or delete on staff_audit_log
  for each row execute function staff_audit_log_append_only();
create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
  for each statement execute function staff_audit_log_append_only();
