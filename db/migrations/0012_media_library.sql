-- The media library (issue 23, docs/decisions/0026-media-library.md): images and documents
-- uploaded by editors, stored in the configured file storage (a local folder or S3) under the
-- key media/<name>, and referenced by content as the public path /media/<name>. The name is
-- generated and never reused, so what is served under it never changes.
create table media (
  id uuid primary key default gen_random_uuid(),
  -- "<slug of the original name>-<random hex>.<extension>": also the storage key's last part.
  name text not null unique check (name ~ '^[a-z0-9-]{1,80}\.(jpg|png|webp|svg|pdf|docx)$'),
  original_name text not null check (char_length(original_name) between 1 and 255),
  kind text not null check (kind in ('image', 'document')),
  mime_type text not null check (char_length(mime_type) between 3 and 100),
  byte_size integer not null check (byte_size > 0),
  width integer check (width > 0),
  height integer check (height > 0),
  alt_en text not null default '' check (char_length(alt_en) <= 300),
  alt_km text not null default '' check (char_length(alt_km) <= 300),
  -- Null for the seed's items.
  created_by uuid references staff_accounts (id) on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An image has its size and both alt texts; a document has no size.
  check (kind <> 'image' or (width is not null and height is not null and alt_en <> '' and alt_km <> '')),
  check (kind <> 'document' or (width is null and height is null))
);

create index media_created_at on media (created_at desc, id desc);

-- A new or deleted item changes no page by itself (content refers to items by path), but the
-- content version is bumped like for every other table staff edit (db/migrate.test.ts).
create trigger content_changed after insert or update or delete or truncate on media
  for each statement execute function bump_content_version();
