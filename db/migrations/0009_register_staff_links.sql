-- The register's references to staff (0007, written before the staff accounts of 0006 were
-- merged) become foreign keys: an owner, the author of a timeline event and whoever last changed
-- the deadlines or a holiday are accounts that exist (docs/decisions/0019-complaints-register.md).
--
-- ON DELETE RESTRICT: staff accounts are disabled, never deleted (nothing in the application
-- deletes one), so the timeline always names a real account. Deleting one by hand that owns a
-- case or did anything in the register is refused: disable it instead. Complaints and messages
-- keep the names of the time (actor_name, updated_by_name) anyway.
alter table complaints
  add constraint complaints_owner_fk foreign key (owner_id) references staff_accounts (id) on delete restrict;
alter table contact_messages
  add constraint contact_messages_owner_fk foreign key (owner_id) references staff_accounts (id) on delete restrict;
alter table register_events
  add constraint register_events_actor_fk foreign key (actor_id) references staff_accounts (id) on delete restrict;
alter table register_settings
  add constraint register_settings_updated_by_fk foreign key (updated_by_id) references staff_accounts (id) on delete restrict;
alter table public_holidays
  add constraint public_holidays_updated_by_fk foreign key (updated_by_id) references staff_accounts (id) on delete restrict;

-- 0007's trigram indexes, for databases where pg_trgm was not available when it ran: the
-- embedded database, whose client (db/client.ts) now loads PGlite's pg_trgm.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_trgm')
     and exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    begin
      create extension pg_trgm;
    exception when insufficient_privilege then
      raise notice 'pg_trgm could not be created (%): register searches will scan', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index if not exists complaints_search on complaints using gin (search_text gin_trgm_ops);
    create index if not exists contact_messages_search on contact_messages using gin (search_text gin_trgm_ops);
  end if;
end;
$$;
