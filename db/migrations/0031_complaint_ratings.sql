-- The complainant rates the answer (issue 44): the e-mail that closes a complaint carries a
-- signed link per choice; its first use records the rating (one per complaint, so a reused link
-- finds it taken), and the page it opens takes an optional comment, once.
create table complaint_ratings (
  complaint_id uuid primary key references complaints (id) on delete cascade,
  rating text not null check (rating in ('good', 'bad')),
  comment text check (char_length(comment) between 1 and 2000),
  rated_at timestamptz not null default now(),
  commented_at timestamptz,
  check ((comment is null) = (commented_at is null))
);
