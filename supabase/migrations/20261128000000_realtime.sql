-- Live updates for staff (issue 19): the app subscribes to Realtime postgres_changes on
-- notification_recipients, filtered to the person's own staff entry
-- (src/backend/supabase/live-updates.ts). Realtime only streams tables in the
-- supabase_realtime publication, and checks each change against the table's RLS for the
-- subscriber, so the existing "staff read own" policy decides who hears what: no new grant.
--
-- Guarded: the publication is Supabase's own and does not exist on a plain PostgreSQL (the test
-- suite's, supabase/tests). There the migration does nothing; applying it twice changes nothing.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
    and not exists (
      select 1
      from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime'
        and schemaname = 'public'
        and tablename = 'notification_recipients'
    )
  then
    alter publication supabase_realtime add table public.notification_recipients;
  end if;
end
$$;
