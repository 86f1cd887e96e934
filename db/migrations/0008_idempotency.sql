-- A submission sent twice is stored once (docs/decisions/0023-idempotent-submissions.md): the
-- one-time key a submission carries (the page form's hidden token, the API's Idempotency-Key)
-- is written in the same transaction as the complaint or message it stored. The primary key
-- decides between two arrivals of the same key, also when they come at once; the second answers
-- with the first one's outcome. Keys are forgotten once expired (24 hours).

create table submission_keys (
  form text not null check (form in ('contact', 'complaint')),
  -- Where the key came from: keys of the site's forms and of API clients never meet.
  source text not null check (source in ('site', 'api')),
  key text not null check (key ~ '^[A-Za-z0-9_-]{16,128}$'),
  -- A hash of what was sent (fields and files' bytes): the same key with other content is refused.
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  -- What it stored. The row is claimed before the complaint or message is inserted, in the same
  -- transaction, so the foreign keys are checked at commit. Erasing the record takes its key along.
  complaint_id uuid references complaints (id) on delete cascade deferrable initially deferred,
  contact_message_id uuid references contact_messages (id) on delete cascade deferrable initially deferred,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (form, source, key),
  check (num_nonnulls(complaint_id, contact_message_id) = 1),
  check ((form = 'complaint') = (complaint_id is not null))
);
create index submission_keys_expiry on submission_keys (expires_at);
