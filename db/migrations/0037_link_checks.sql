-- The daily check of the links to other sites (issue 45, app/links/links.server.ts): each address
-- the content links to, its last answer, where it is used, since when it fails and when the
-- editors were told; and the days checked, claimed by one instance (a lease: another may take
-- over a day left unfinished for two hours).
create table link_checks (
  url text primary key check (char_length(url) <= 2000),
  ok boolean not null,
  status integer,
  problem text check (problem in ('status', 'timeout', 'unreachable', 'redirectLoop')),
  checked_at timestamptz not null,
  failing_since timestamptz,
  used_in jsonb not null default '[]',
  told_at timestamptz,
  check (ok = (failing_since is null))
);

create table link_check_days (
  day date primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  links integer
);
