-- The back office's search (issue 45): every content item in both languages, published or not,
-- finished or not, as the editor keeps it; written in each save's transaction
-- (app/admin/find/find-index.server.ts) with the public search's analysis, so that a Khmer word
-- is found inside a compound the same way.
create table back_office_documents (
  entity text not null,
  key text not null,
  lang text not null check (lang in ('en', 'km')),
  title text not null,
  body text not null,
  terms tsvector not null,
  primary key (entity, key, lang)
);
create index back_office_documents_terms on back_office_documents using gin (terms);
