-- Security fixes (issue 26, items 1-4): what an attack from outside found in the migrations up to
-- 20261128000000. docs/security.md is the overview; docs/decisions/0025-realtime-without-deletes.md
-- records the Realtime decision; supabase/tests/security-fixes.test.ts has one case per item and
-- supabase/tests/catalog.test.ts keeps every future table, sequence and function closed.
--
--  1. can_read_menu_version() trusted the ranges a manager writes into notifications.menu_versions:
--     any signed-up person (a manager of their own restaurant, staff of it) could name another
--     restaurant's menu ids and read every version of them. Now a range counts only for a menu of
--     the update's own restaurant, only between versions that exist, and only for versions that
--     existed when the update was sent.
--  2. A manager learned whether and when a listed address signed in (the claim turned link_state
--     'none' into 'pending' and moved updated_at). Managers now read `answer` (none | accepted |
--     declined: 'pending' reads as 'none') instead of link_state, and updated_at moves only on
--     the manager's own writes, never on the person's claim, acceptance or refusal.
--  3. update_quiz_attempts_attemptid_seq kept Supabase's default grants (the blanket revoke of
--     20261122000000 ran before it existed): no sequence in public is granted to anon or
--     authenticated any more.
--  4. Realtime applies no RLS to DELETE events, so a subscriber to notification_recipients would
--     hear the keys of every deleted recipient row. The table leaves the publication; staff hear
--     about their updates through staff_update_signals, a table nothing ever deletes from (no
--     client privilege, no foreign key to cascade along), one row per staff entry, touched by a
--     trigger whenever one of that entry's recipient rows is added, changed or removed.

-- ---------------------------------------------------------------------------------------------
-- 1. Menu versions announced to staff: only the update's own restaurant's, only what existed
-- ---------------------------------------------------------------------------------------------
-- The announced range [fromVersion, toVersion] of a menu counts when toVersion is a version of
-- that menu in the update's restaurant saved no later than the update was sent, and fromVersion
-- is 0 (nothing announced before) or a version of the same menu. menu_versions.restaurantid is
-- stamped from the menu by the server (menu_versions_stamp) and a menu never changes restaurant,
-- so comparing it with the notification's restaurant is comparing the menu's. The JSON is compared
-- as JSON (no casts), so a malformed range grants nothing instead of failing the caller's select.
create or replace function public.can_read_menu_version(mid bigint, v integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.notifications n
    cross join lateral jsonb_array_elements(n.menu_versions) e
    join public.menu_versions hi
      on hi.menuid = mid
     and hi.restaurantid = n.restaurantid
     and e -> 'toVersion' = to_jsonb(hi.version)
     and hi.saved_at <= n.sent_at
    left join public.menu_versions lo
      on lo.menuid = mid
     and lo.restaurantid = n.restaurantid
     and e -> 'fromVersion' = to_jsonb(lo.version)
    where n.notificationid in (select public.my_notification_ids())
      and e ->> 'menuId' = mid::text
      and (lo.version is not null or e -> 'fromVersion' = '0'::jsonb)
      and v between coalesce(lo.version, 0) and hi.version
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. What a manager reads of an entry says nothing about the person's sign-in
-- ---------------------------------------------------------------------------------------------
-- The manager's view of the person's answer: 'pending' (offered at their sign-in, not answered
-- yet) reads as 'none', so the list looks the same before and after they sign in. Generated, so
-- it can never disagree with link_state, which stays the server's truth and is read by nobody
-- through the API.
alter table public.staff_members
  add column answer text generated always as (
    case when link_state = 'pending' then 'none' else link_state end
  ) stored;

comment on column public.staff_members.answer is
  'none | accepted | declined: link_state as managers may see it (pending reads as none).';

revoke select (link_state) on table public.staff_members from authenticated;
grant select (answer) on table public.staff_members to authenticated;

-- updated_at is the time of the manager's own last write. The membership functions
-- (claim/accept/decline_staff_membership) are SECURITY DEFINER and run as their owner, and the
-- account-deletion cascade runs as the table owner: none of them is `authenticated`, so none
-- moves it. A manager's PATCH through PostgREST runs as `authenticated` and does.
create function public.staff_members_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.staff_members_set_updated_at() from public, anon, authenticated;

drop trigger staff_members_set_updated_at on public.staff_members;
create trigger staff_members_set_updated_at before update on public.staff_members
  for each row execute function public.staff_members_set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- 3. Sequences: nobody but the server draws or sets a value
-- ---------------------------------------------------------------------------------------------
-- Identity columns draw their values without sequence privileges (20261122000000).
revoke all on all sequences in schema public from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Live updates without DELETE events
-- ---------------------------------------------------------------------------------------------
-- One row per staff entry that has ever had a recipient row; changed_at moves whenever one of
-- them is added, changed or removed. No foreign key on purpose: a cascade would delete rows of a
-- published table. A row left behind by a removed entry is a random id and a time, readable by
-- nobody (no entry, no restaurant to match).
create table public.staff_update_signals (
  staffid uuid primary key,
  changed_at timestamptz not null default now()
);

comment on table public.staff_update_signals is
  'Per staff entry, when their updates last changed: what Realtime publishes to staff. Never '
  'deleted from (Realtime applies no RLS to DELETE events).';

-- Read only, and never deleted: the trigger below is the one writer.
revoke all on table public.staff_update_signals from anon, authenticated;
grant select on table public.staff_update_signals to authenticated;

alter table public.staff_update_signals enable row level security;
alter table public.staff_update_signals force row level security;

create policy "staff_update_signals: staff read own" on public.staff_update_signals
  for select to authenticated
  using (staffid in (select public.my_staff_ids()));

create policy "staff_update_signals: manager reads" on public.staff_update_signals
  for select to authenticated
  using (exists (
    select 1 from public.staff_members s
    where s.staffid = staff_update_signals.staffid and public.is_restaurant_owner(s.restaurantid)
  ));

-- SECURITY DEFINER: the people whose writes fire it (managers adding recipients, staff
-- acknowledging, the change-loop functions) have no privilege on the signals table.
create function public.notification_recipients_signal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sid uuid := case when tg_op = 'DELETE' then old.staffid else new.staffid end;
begin
  insert into public.staff_update_signals as t (staffid, changed_at)
  values (sid, now())
  on conflict (staffid) do update set changed_at = excluded.changed_at;
  return null;
end;
$$;

revoke all on function public.notification_recipients_signal() from public, anon, authenticated;

create trigger notification_recipients_signal
  after insert or update or delete on public.notification_recipients
  for each row execute function public.notification_recipients_signal();

-- Every staff entry that has updates gets its row now, so the first change is an UPDATE of a row
-- the subscriber can already read.
insert into public.staff_update_signals (staffid)
select distinct r.staffid from public.notification_recipients r
on conflict (staffid) do nothing;

-- Swap the published table where Supabase's publication exists (a no-op on a plain PostgreSQL,
-- as 20261128000000): staff hear about their updates through the signals.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    if exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public'
        and tablename = 'notification_recipients'
    ) then
      alter publication supabase_realtime drop table public.notification_recipients;
    end if;
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public'
        and tablename = 'staff_update_signals'
    ) then
      alter publication supabase_realtime add table public.staff_update_signals;
    end if;
  end if;
end
$$;
