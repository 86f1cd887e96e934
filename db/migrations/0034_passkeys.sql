-- Passkeys for staff (issue 44, decision 0049): WebAuthn credentials, each named by its owner;
-- a passkey with user verification signs in alone. The challenges the server sets are kept until
-- used once or expired, in the database every instance shares.
create table staff_passkeys (
  -- The credential's id, base64url, as the browser names it.
  id text primary key check (char_length(id) between 16 and 1400),
  account_id uuid not null references staff_accounts (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  public_key bytea not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index staff_passkeys_account on staff_passkeys (account_id, created_at);

create table webauthn_challenges (
  challenge text primary key check (char_length(challenge) between 16 and 200),
  purpose text not null check (purpose in ('register', 'sign_in')),
  -- Whose passkey is being added; none for a sign-in (the passkey says whose it is).
  account_id uuid references staff_accounts (id) on delete cascade,
  expires_at timestamptz not null
);
create index webauthn_challenges_expiry on webauthn_challenges (expires_at);
