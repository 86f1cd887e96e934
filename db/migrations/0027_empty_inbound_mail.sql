-- A message of no bytes at all can sit in a mailbox (a broken client, a cut delivery). It is kept
-- like any other, for a person to see and set aside: refused, it failed every round and stalled
-- the mailbox behind it (found by app/register/mailbox/mailbox-input.test.ts).
alter table inbound_mail drop constraint inbound_mail_raw_bytes_check;
alter table inbound_mail add constraint inbound_mail_raw_bytes_check check (raw_bytes >= 0);
