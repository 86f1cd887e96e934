-- A content version: every change to a content table (any statement, including the seed
-- and edits made straight in the database) bumps it. Servers poll it to drop their page
-- cache (server/page-cache.ts), so edited content shows within the documented bound.
create table content_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into content_version default values;

create function bump_content_version() returns trigger
language plpgsql as $$
begin
  update content_version set version = version + 1, changed_at = now();
  return null;
end;
$$;

-- Every table of 0001_content_schema.sql. A new content table needs the same trigger
-- (db/migrate.test.ts checks that none is missing).
do $$
declare
  t text;
begin
  foreach t in array array[
    'site', 'menu_items', 'footers', 'view_menus', 'menus', 'menu_images', 'home', 'careers',
    'career_details', 'claims', 'clinics', 'clinic_panel', 'garages', 'garage_panel', 'complaint',
    'contacts', 'csrs', 'csr_details', 'faqs', 'faq_details', 'profiles', 'newsletters',
    'newsletter_details', 'photos', 'photo_details', 'teams', 'members', 'videos', 'video_details',
    'clients', 'visions'
  ] loop
    execute format(
      'create trigger content_changed after insert or update or delete or truncate on %I '
      'for each statement execute function bump_content_version()', t);
  end loop;
end;
$$;
