-- The content editor's history (issue 23, docs/decisions/0024-content-editor.md): each save of a
-- record (an entity's page, or one item of a collection) keeps the whole record in both languages
-- as it was after the save, who saved it and which fields changed. Restoring a revision saves its
-- value again, as a new revision that names the one it came from.
--
-- Not content: no content_version trigger (visitors never read it). Append-only by use; staff
-- accounts are disabled, never deleted (0009), so the author always exists.
create table content_revisions (
  id bigserial primary key,
  entity text not null,
  key text not null,
  value jsonb not null,                 -- {"en": {...} | null, "km": {...} | null}
  changes jsonb not null default '[]',  -- ["en.title", "km.qaas.2.question", …]
  saved_by uuid references staff_accounts (id) on delete restrict,  -- null: the record as it was before its first edit
  saved_at timestamptz not null default now(),
  restored_from bigint references content_revisions (id)
);
create index content_revisions_record on content_revisions (entity, key, id desc);
