-- Issue 40: a complaint resolved or rejected says whether its final answer went to the
-- complainant by e-mail ('emailed': the reply sent with the move) or not ('not_emailed': staff
-- chose not to, with a reason in the move's timeline entry). The tracking page
-- (/complaint/status) says only what is true. Null: closed before this was kept.
alter table complaints add column final_answer text check (final_answer in ('emailed', 'not_emailed'));
alter table complaints add constraint complaints_final_answer_when_answered
  check (final_answer is null or status in ('resolved', 'rejected'));
