-- Merging duplicate complaints (issue 44, decision 0048): a complaint merged into another is
-- closed with the status 'merged' and points to the one kept. Its messages, files, notes and
-- events stay its own rows and the kept complaint reads them as its own, so a split puts back
-- exactly what was there. Its status before the merge is in the merge's event.
alter table complaints add column merged_into uuid references complaints (id) on delete set null;

alter table complaints drop constraint complaints_status_check;
alter table complaints add constraint complaints_status_check
  check (status in ('new', 'acknowledged', 'in_progress', 'waiting', 'resolved', 'rejected', 'merged'));
-- A merged complaint keeps the acknowledgement it had (or not).
alter table complaints drop constraint complaints_acknowledged;
alter table complaints add constraint complaints_acknowledged
  check (status = 'merged' or (status = 'new') = (acknowledged_at is null));
-- The kept one may go (erased), which leaves the merged one merged into nothing: still closed.
alter table complaints add constraint complaints_merged check (status = 'merged' or merged_into is null);
create index complaints_merged_into on complaints (merged_into) where merged_into is not null;

-- A merged complaint has no deadline left.
alter table complaints drop column next_due_at;
alter table complaints add column next_due_at timestamptz not null generated always as (
  case when status in ('resolved', 'rejected', 'merged') then 'infinity'::timestamptz
       when acknowledged_at is null then ack_due_at
       else answer_due_at end) stored;
create index complaints_status on complaints (status, created_at, id) include (lang, source, next_due_at);
create index complaints_next_due on complaints (next_due_at, created_at, id);

alter table register_events drop constraint register_events_kind_check;
alter table register_events add constraint register_events_kind_check
  check (kind in ('status', 'owner', 'note', 'reply', 'retry', 'category', 'not_spam', 'merge', 'split'));

-- A record staff mark as spam from the list (issue 44, bulk actions) waits in the Spam list too.
alter table spam_items drop constraint spam_items_reason_check;
alter table spam_items add constraint spam_items_reason_check check (reason in ('honeypot', 'too_fast',
  'stamp_forged', 'challenge_failed', 'challenge_replayed', 'blocked_sender', 'marked_by_mail_server', 'marked_by_staff'));
