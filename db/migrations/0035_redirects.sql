-- Redirects (issue 45): an address that no longer has a page answers 301 to where it went.
-- A slug change writes one by itself ("automatic"); editors add others (old campaign links) on
-- /admin/redirects. They apply only where no page answers (app/redirects/redirects.server.ts),
-- so a page always wins over a redirect from its address.
create table redirects (
  id uuid primary key default gen_random_uuid(),
  -- A path of this site without its query: "/careers/old-slug".
  from_path text not null unique check (from_path ~ '^/' and char_length(from_path) <= 1000),
  -- A path of this site (its query kept) or, when an editor allowed it, an address on another site.
  to_address text not null check (char_length(to_address) between 1 and 2000),
  automatic boolean not null default false,
  hits bigint not null default 0,
  last_hit_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by_id uuid references staff_accounts (id) on delete set null,
  check (from_path <> to_address)
);
create index redirects_to_address on redirects (to_address);
