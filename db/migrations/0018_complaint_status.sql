-- The complainant's tracking page (issue 32): the acknowledgement e-mail links to it signed
-- with a key every instance shares. The key is made by the first instance that needs it
-- (app/site/complaint-status/signed-link.server.ts), from the operating system's randomness.
create table signing_keys (
  name text primary key check (name in ('complaint-status')),
  key bytea not null check (octet_length(key) = 32),
  created_at timestamptz not null default now()
);
