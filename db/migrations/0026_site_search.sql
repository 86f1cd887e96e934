-- Issue 41: the site search. One row per published page or item per language, written by the
-- app (app/search/) in the transaction of the content save that changed it: its words already
-- analysed (Khmer segmented, English stemmed) into `terms`, so PostgreSQL and the embedded
-- database index them alike, whatever their text search configuration or locale.
create table search_documents (
  id bigserial primary key,
  source text not null,
  kind text not null,
  lang content_lang not null,
  key text not null,
  path text not null,
  title text not null,
  trail text not null default '',
  body text not null default '',
  terms tsvector not null,
  unique (source, lang, key)
);
create index search_documents_terms on search_documents using gin (terms);

-- The words of Latin script found in the documents, for "Did you mean" (pg_trgm where present).
create table search_words (
  lang content_lang not null,
  word text not null,
  primary key (lang, word)
);
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index search_words_trgm on search_words using gin (word gin_trgm_ops);
  end if;
end $$;

-- Groups of words that mean the same to visitors, in either language (the back office's list).
create table search_synonyms (
  id serial primary key,
  words text[] not null check (cardinality(words) between 2 and 20),
  updated_at timestamptz not null default now()
);

-- What visitors look for: per day, language and query text, how often, how many results the
-- last time, and how many of those searches led to a click. No address, no cookie.
create table search_queries (
  day date not null,
  lang content_lang not null,
  query text not null check (length(query) <= 100),
  searches int not null default 0,
  results int not null default 0,
  clicks int not null default 0,
  primary key (day, lang, query)
);

-- Which pages visitors open from their results, per day: "the pages visitors open most".
create table search_clicks (
  day date not null,
  lang content_lang not null,
  path text not null,
  clicks int not null default 0,
  primary key (day, lang, path)
);

-- A JSON value's text for the index: its strings, without addresses of pages, files or mail.
create function search_text(value jsonb) returns text
language sql immutable as $$
  select coalesce(string_agg(item #>> '{}', ' '), '')
    from jsonb_path_query(value, 'strict $.**') as item
   where jsonb_typeof(item) = 'string'
     and item #>> '{}' !~ '^(/|https?:|mailto:|tel:|#)'
     and item #>> '{}' !~ '^[^ @]+@[^ @]+$'
$$;

insert into search_synonyms (words) values
  (array['car', 'motor', 'vehicle', 'auto', 'ឡាន', 'រថយន្ត', 'យានយន្ត']),
  (array['hospital', 'clinic', 'ពេទ្យ', 'មន្ទីរពេទ្យ', 'គ្លីនិក']),
  (array['garage', 'repair', 'យានដ្ឋាន', 'ជាងឡាន']),
  (array['motorbike', 'motorcycle', 'ម៉ូតូ']),
  (array['claim', 'compensation', 'សំណង', 'ទាមទារសំណង']),
  (array['job', 'vacancy', 'career', 'position', 'ការងារ', 'មុខតំណែង']),
  (array['news', 'ព័ត៌មាន']),
  (array['home', 'house', 'ផ្ទះ', 'លំនៅដ្ឋាន']),
  (array['health', 'medical', 'សុខភាព']),
  (array['travel', 'trip', 'ការធ្វើដំណើរ']),
  (array['complaint', 'complain', 'បណ្តឹង', 'បណ្តឹងតវ៉ា']),
  (array['contact', 'phone', 'ទំនាក់ទំនង', 'ទូរស័ព្ទ']);
