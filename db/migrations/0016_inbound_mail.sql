-- The complaints mailbox, read over IMAP (docs/decisions/0035-complaints-mailbox.md): the
-- complainants' answers join their complaints, complaints sent by e-mail become records of their
-- own, and what matches nothing waits for a person.

-- A complaint sent by e-mail has no phone number unless a person adds one.
alter table complaints drop constraint complaints_source_check;
alter table complaints add constraint complaints_source_check check (source in ('site', 'api', 'email'));
alter table complaints drop constraint complaints_phone_number_check;
alter table complaints add constraint complaints_phone_number_check
  check (char_length(phone_number) between 6 and 30 or (source = 'email' and phone_number = ''));

-- "Waiting for the complainant": asked a question, the team waits for the answer; the answer
-- brings the complaint back to "in progress".
alter table complaints drop constraint complaints_status_check;
alter table complaints add constraint complaints_status_check
  check (status in ('new', 'acknowledged', 'in_progress', 'waiting', 'resolved', 'rejected'));

-- Events the application writes on its own (an answer that brings a complaint back) have no
-- staff actor; actor_name then says what did it ("mail").
alter table register_events alter column actor_id drop not null;
alter table register_events add constraint register_events_system_actor
  check (actor_id is not null or actor_name = 'mail');

create table inbound_mail (
  id uuid primary key default gen_random_uuid(),
  -- The message's Message-ID, or a digest of its bytes when it has none: fetched again, the
  -- same message is the same row.
  message_key text not null unique check (char_length(message_key) between 1 and 998),
  -- matched: joined to its complaint; opened: it opened a complaint of its own; unmatched:
  -- waits for a person to attach it or dismiss it; dismissed.
  state text not null check (state in ('matched', 'opened', 'unmatched', 'dismissed')),
  complaint_id uuid references complaints (id) on delete cascade,
  -- How it was matched: our Message-ID in its thread, the record's reply address, the
  -- reference in its subject, or a person.
  matched_by text check (matched_by in ('thread', 'address', 'subject', 'staff')),
  from_address text not null check (char_length(from_address) <= 254),
  from_name text not null default '' check (char_length(from_name) <= 200),
  subject text not null default '' check (char_length(subject) <= 998),
  -- The message's Date header, when it has a believable one.
  sent_at timestamptz,
  received_at timestamptz not null default now(),
  -- Sent by a program (an out-of-office reply, a bounce): shown, but it neither opens a
  -- complaint, nor brings one back, nor tells anyone.
  automatic boolean not null default false,
  -- What is new in it: the text with the quoted history taken off.
  body text not null default '' check (char_length(body) <= 100000),
  -- The whole message as it came, in storage.
  raw_key text not null unique,
  raw_bytes int not null check (raw_bytes > 0),
  -- Attachments that were not kept (wrong type, too large, too many), with why: [{name, reason}].
  refused_files jsonb not null default '[]',
  handled_by_id uuid references staff_accounts (id) on delete restrict,
  handled_by_name text check (char_length(handled_by_name) between 1 and 200),
  handled_at timestamptz,
  check ((state in ('matched', 'opened')) = (complaint_id is not null))
);
create index inbound_mail_complaint on inbound_mail (complaint_id, received_at) where complaint_id is not null;
create index inbound_mail_unmatched on inbound_mail (received_at) where state = 'unmatched';

-- A message's attachments are the complaint's files, with the message they came in.
alter table complaint_files add column inbound_mail_id uuid references inbound_mail (id) on delete cascade;

-- Work that one instance does at a time (fetching the mailbox): a lease, taken with a
-- conditional update and given up at the end or when it runs out.
create table work_leases (
  name text primary key,
  holder text,
  until timestamptz not null default '-infinity'
);
insert into work_leases (name) values ('mailbox');
