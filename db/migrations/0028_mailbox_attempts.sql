-- A message of the complaints mailbox that the register fails to store (a poison message) must
-- not stall the mailbox (issue 43). Each try is counted here before it is made, so one that
-- kills the process counts too; a stored message's row goes. After three failed tries, while the
-- database and storage answer, the message is set aside with its reason, marked on the mail
-- server like a stored one, and listed on /admin/mailbox; the messages after it are read.
create table mailbox_attempts (
  digest text primary key,                       -- SHA-256 of the raw bytes, hex
  tries int not null default 0,
  first_tried_at timestamptz not null default now(),
  last_tried_at timestamptz not null default now(),
  last_error text,
  from_text text not null default '',
  subject text not null default '',
  raw_bytes int not null default 0,
  set_aside_at timestamptz
);
create index mailbox_attempts_set_aside on mailbox_attempts (set_aside_at) where set_aside_at is not null;
