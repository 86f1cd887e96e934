-- Each language its own workflow (issue 45; docs/decisions/0055-translation-workflow.md).
--
-- A record's rows were already published or not per language (0011_published.sql); the editor
-- now sets each language's state on its own, and a schedule may concern one language.
alter table content_schedules add column lang content_lang;  -- null: every language of the item

-- Translators: a role per language they translate into; they change that language's fields only.
alter table staff_accounts drop constraint staff_accounts_roles_check;
alter table staff_accounts add constraint staff_accounts_roles_check
  check (cardinality(roles) >= 1 and roles <@ array['admin', 'editor', 'complaints', 'translator_en', 'translator_km']);

-- "Needs checking": a field of one language whose other language changed while published, and
-- which has not been changed or checked since. Written by the save (app/admin/content/save.server.ts).
create table content_checks (
  entity text not null,
  key text not null,
  lang content_lang not null,           -- the language to check
  path text not null,                   -- the field within the record: "description.2"
  marked_at timestamptz not null default now(),
  marked_by uuid references staff_accounts (id) on delete set null,
  primary key (entity, key, lang, path)
);

-- A translator's work sent for review: one language's record, waiting for an editor, who
-- approves it (saved and published, as the editor) or returns it with a note. One waiting per
-- item and language; the decided ones stay as the item's history.
create table content_reviews (
  id bigserial primary key,
  entity text not null,
  key text not null,
  lang content_lang not null,
  value jsonb not null,                 -- the language's record as the translator sent it
  base_version text not null,           -- the item's version the translator worked from
  note text check (char_length(note) <= 2000),
  sent_by uuid not null references staff_accounts (id) on delete restrict,
  sent_at timestamptz not null default now(),
  outcome text check (outcome in ('approved', 'returned', 'withdrawn')),
  decided_by uuid references staff_accounts (id) on delete set null,
  decided_at timestamptz,
  decision_note text check (char_length(decision_note) <= 2000)
);
create unique index content_reviews_waiting on content_reviews (entity, key, lang) where outcome is null;
create index content_reviews_item on content_reviews (entity, key, sent_at);
