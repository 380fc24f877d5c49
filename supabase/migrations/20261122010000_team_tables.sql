-- Team tables (issue 8): staff directory, specials, sent notifications with their recipients and
-- acknowledgements, training modules and quiz results; staff accounts and what they may see.
-- docs/decisions/0009-staff-access-rls.md explains the rules; supabase/tests/rls.test.ts attacks
-- them (every table here has a row in supabase/tests/table-cases.ts).
--
-- Two kinds of signed-in user, both the `authenticated` role:
--   * a MANAGER owns a restaurant (restaurants.userid = auth.uid()) and has full access to its
--     rows, except quiz results, which are the staff member's own record (managers read them);
--   * a STAFF MEMBER is the user linked to an ACTIVE staff_members row (user_id = auth.uid(),
--     status = 'active'). The link is made only by claim_staff_membership(), which matches the
--     e-mail in the caller's JWT. profiles.user_type plays no part: every user can change their own
--     profile, so it proves nothing. Staff read their restaurant's published data (restaurant,
--     menus, items, specials, training) and the notifications addressed to them, and write only the
--     acknowledged_at of their own recipient rows and their own quiz results.
--
-- Conventions as in the core migration: policies for `authenticated` only, RLS enabled and
-- forced, privileges revoked first and granted back per command (and per column where a command
-- must not reach every column), every UPDATE policy with a WITH CHECK.
--
-- Membership and ownership are looked up through SECURITY DEFINER helpers. They bypass RLS (their
-- owner is `postgres`, which has BYPASSRLS on Supabase; the superuser in tests), so a policy on one
-- of these tables never re-enters another table's policies (no "infinite recursion detected in
-- policy" between notifications and notification_recipients), and each helper answers only about
-- the caller. Policies call them as `x in (select public.f())` so the set is computed once per
-- statement, not once per row.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.staff_members (
  staffid uuid primary key default gen_random_uuid(),
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  name text not null,
  role text not null,
  email text not null,
  notification_preference text not null default 'email'
    check (notification_preference in ('email', 'app', 'both')),
  status text not null default 'active' check (status in ('active', 'invited', 'inactive')),
  hire_date timestamptz,
  notifications_received integer not null default 0,
  -- Set only by claim_staff_membership() (no client has UPDATE or INSERT on this column).
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.staff_members is
  'A restaurant''s staff directory; a row with user_id set is that user''s staff membership.';

-- One entry per e-mail per team, whatever its case: the claim matches case-insensitively.
create unique index staff_members_restaurant_email_key
  on public.staff_members (restaurantid, lower(email));
create index staff_members_user_id_idx on public.staff_members (user_id);
create index staff_members_lower_email_idx on public.staff_members (lower(email));

create table public.specials (
  specialid uuid primary key default gen_random_uuid(),
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  name text not null,
  description text not null default '',
  price text not null default '',
  category text not null default 'Special Offers',
  -- Calendar days; an inverted range is stored as given and is simply never active (ADR 0006).
  start_date date,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index specials_restaurantid_idx on public.specials (restaurantid);

create table public.notifications (
  notificationid uuid primary key default gen_random_uuid(),
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  message text not null,
  type text not null check (type in ('menu_update', 'price_update')),
  item_names text[] not null default '{}',
  items integer not null default 0,
  recipients integer not null default 0,
  sent_at timestamptz not null default now()
);

create index notifications_restaurantid_idx on public.notifications (restaurantid);

-- Who a notification was sent to, and when each of them acknowledged it. A recipient is always a
-- staff member of the notification's restaurant (enforced by the policies below).
create table public.notification_recipients (
  notificationid uuid not null references public.notifications (notificationid) on delete cascade,
  staffid uuid not null references public.staff_members (staffid) on delete cascade,
  acknowledged_at timestamptz,
  primary key (notificationid, staffid)
);

create index notification_recipients_staffid_idx on public.notification_recipients (staffid);

create table public.training_modules (
  moduleid uuid primary key default gen_random_uuid(),
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  title text not null,
  type text not null,
  content text not null,
  quiz_questions jsonb,
  source_url text,
  created_at timestamptz not null default now()
);

create index training_modules_restaurantid_idx on public.training_modules (restaurantid);

create table public.quiz_results (
  resultid uuid primary key default gen_random_uuid(),
  moduleid uuid not null references public.training_modules (moduleid) on delete cascade,
  staffid uuid not null references public.staff_members (staffid) on delete cascade,
  score integer not null check (score >= 0),
  total integer not null check (total >= score),
  taken_at timestamptz not null default now()
);

create index quiz_results_moduleid_idx on public.quiz_results (moduleid);
create index quiz_results_staffid_idx on public.quiz_results (staffid);

create trigger staff_members_set_updated_at before update on public.staff_members
  for each row execute function public.set_updated_at();
create trigger specials_set_updated_at before update on public.specials
  for each row execute function public.set_updated_at();

-- A directory entry whose e-mail a manager changes now names somebody else: the old link goes,
-- and whoever signs in with the new address claims it. (A change of case only keeps the link.)
create function public.staff_members_unlink_on_email_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if lower(new.email) is distinct from lower(old.email) then
    new.user_id := null;
  end if;
  return new;
end;
$$;

revoke all on function public.staff_members_unlink_on_email_change()
  from public, anon, authenticated;

create trigger staff_members_unlink_on_email_change before update of email on public.staff_members
  for each row execute function public.staff_members_unlink_on_email_change();

-- ---------------------------------------------------------------------------------------------
-- Helpers for the policies: each answers only about the calling user.
-- ---------------------------------------------------------------------------------------------
create function public.is_restaurant_owner(rid bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.restaurants r
    where r.restaurantid = rid and r.userid = (select auth.uid())
  )
$$;

-- The caller's active staff memberships. Inactive and merely invited rows give no access.
create function public.my_staff_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.staffid from public.staff_members s
  where s.user_id = (select auth.uid()) and s.status = 'active'
$$;

create function public.my_staff_restaurants()
returns setof bigint
language sql
stable
security definer
set search_path = ''
as $$
  select s.restaurantid from public.staff_members s
  where s.user_id = (select auth.uid()) and s.status = 'active'
$$;

-- Notifications addressed to one of the caller's active memberships.
create function public.my_notification_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.notificationid
  from public.notification_recipients r
  join public.staff_members s on s.staffid = r.staffid
  where s.user_id = (select auth.uid()) and s.status = 'active'
$$;

-- True when the caller owns the notification's restaurant and, if a staff id is given, that staff
-- member belongs to the same restaurant: the rule for writing a recipient row.
create function public.can_manage_recipient(nid uuid, sid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.notifications n
    join public.restaurants r on r.restaurantid = n.restaurantid
    where n.notificationid = nid
      and r.userid = (select auth.uid())
      and (sid is null or exists (
        select 1 from public.staff_members s
        where s.staffid = sid and s.restaurantid = n.restaurantid
      ))
  )
$$;

-- True when the caller owns the restaurant of the training module.
create function public.owns_training_module(mid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.training_modules m
    join public.restaurants r on r.restaurantid = m.restaurantid
    where m.moduleid = mid and r.userid = (select auth.uid())
  )
$$;

-- True when sid is one of the caller's active memberships and module mid belongs to that same
-- restaurant: the rule for recording a quiz result.
create function public.can_record_quiz_result(mid uuid, sid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.staff_members s
    join public.training_modules m on m.restaurantid = s.restaurantid
    where s.staffid = sid
      and m.moduleid = mid
      and s.user_id = (select auth.uid())
      and s.status = 'active'
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- claim_staff_membership(): called by the app after sign-in. Links the caller to every directory
-- entry carrying the e-mail of their JWT that is not inactive and not already linked to somebody
-- else; an invited entry becomes active and gets a hire date. Returns the caller's active
-- memberships with the restaurant name, oldest entry first (the app uses the first).
--
-- The e-mail comes from the signed JWT, i.e. from auth.users. With e-mail confirmations off, a
-- person could sign up with somebody else's address and claim their entry: hosted projects must
-- keep "Confirm email" on (ADR 0009).
-- ---------------------------------------------------------------------------------------------
create function public.claim_staff_membership()
returns table (staffid uuid, restaurantid bigint, restaurant_name text, name text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  caller_email text := lower(nullif(btrim(auth.jwt() ->> 'email'), ''));
begin
  if caller is null or caller_email is null then
    return;
  end if;

  -- Only rows that change are written, so signing in again does not move updated_at.
  update public.staff_members s
  set user_id = caller,
      status = case when s.status = 'invited' then 'active' else s.status end,
      hire_date = coalesce(s.hire_date, now())
  where lower(s.email) = caller_email
    and s.status <> 'inactive'
    and (s.user_id is null or s.user_id = caller)
    and (s.user_id is null or s.status = 'invited' or s.hire_date is null);

  return query
  select s.staffid, s.restaurantid, r.restaurant_name, s.name
  from public.staff_members s
  join public.restaurants r on r.restaurantid = s.restaurantid
  where s.user_id = caller and s.status = 'active'
  order by s.created_at, s.staffid;
end;
$$;

-- Functions are executable by PUBLIC by default, and Supabase's default privileges add anon and
-- authenticated: start from nothing. The policy helpers must stay executable by authenticated,
-- because policies call them with the caller's privileges.
revoke all on function
  public.is_restaurant_owner(bigint),
  public.my_staff_ids(),
  public.my_staff_restaurants(),
  public.my_notification_ids(),
  public.can_manage_recipient(uuid, uuid),
  public.owns_training_module(uuid),
  public.can_record_quiz_result(uuid, uuid),
  public.claim_staff_membership()
  from public, anon, authenticated;

grant execute on function
  public.is_restaurant_owner(bigint),
  public.my_staff_ids(),
  public.my_staff_restaurants(),
  public.my_notification_ids(),
  public.can_manage_recipient(uuid, uuid),
  public.owns_training_module(uuid),
  public.can_record_quiz_result(uuid, uuid),
  public.claim_staff_membership()
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Privileges: nothing by default (Supabase grants ALL, TRUNCATE included, on new tables), then
-- back what the policies below are written for.
-- ---------------------------------------------------------------------------------------------
revoke all on table
  public.staff_members,
  public.specials,
  public.notifications,
  public.notification_recipients,
  public.training_modules,
  public.quiz_results
  from anon, authenticated;

-- staff_members: every column but user_id, which only the claim writes. staffid and restaurantid
-- are updatable because PostgREST's upsert (ON CONFLICT DO UPDATE) sets every column it is sent.
grant select, delete on table public.staff_members to authenticated;
grant insert (
  staffid, restaurantid, name, role, email, notification_preference, status, hire_date,
  notifications_received, created_at, updated_at
) on table public.staff_members to authenticated;
grant update (
  staffid, restaurantid, name, role, email, notification_preference, status, hire_date,
  notifications_received, created_at, updated_at
) on table public.staff_members to authenticated;

grant select, insert, update, delete on table
  public.specials, public.notifications, public.training_modules
  to authenticated;

-- Recipient rows are never re-pointed: only the acknowledgement changes. (A staff member who
-- could change notificationid would move their row onto a notification meant for someone else
-- and then read it.) Managers replace recipients by delete + insert.
grant select, insert, delete on table public.notification_recipients to authenticated;
grant update (acknowledged_at) on table public.notification_recipients to authenticated;

-- Quiz results are a record: written once by the staff member, never edited.
grant select, insert on table public.quiz_results to authenticated;

alter table public.staff_members enable row level security;
alter table public.staff_members force row level security;
alter table public.specials enable row level security;
alter table public.specials force row level security;
alter table public.notifications enable row level security;
alter table public.notifications force row level security;
alter table public.notification_recipients enable row level security;
alter table public.notification_recipients force row level security;
alter table public.training_modules enable row level security;
alter table public.training_modules force row level security;
alter table public.quiz_results enable row level security;
alter table public.quiz_results force row level security;

-- ---------------------------------------------------------------------------------------------
-- Staff read access to the core tables: their restaurant, its menus and its items. The existing
-- owner policies stay as they are; permissive policies add up, so staff gain reads and nothing
-- else (the core write policies all require restaurants.userid = auth.uid()).
-- ---------------------------------------------------------------------------------------------
create policy "restaurants: staff read theirs" on public.restaurants
  for select to authenticated
  using (restaurantid in (select public.my_staff_restaurants()));

create policy "menus: staff read their restaurant's" on public.menus
  for select to authenticated
  using (restaurantid in (select public.my_staff_restaurants()));

create policy "menuitems: staff read their restaurant's" on public.menuitems
  for select to authenticated
  using (menuid in (
    select m.menuid from public.menus m
    where m.restaurantid in (select public.my_staff_restaurants())
  ));

-- ---------------------------------------------------------------------------------------------
-- Policies: staff_members
-- ---------------------------------------------------------------------------------------------
create policy "staff_members: manager reads" on public.staff_members
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "staff_members: staff read own row" on public.staff_members
  for select to authenticated
  using (staffid in (select public.my_staff_ids()));

create policy "staff_members: manager creates" on public.staff_members
  for insert to authenticated
  with check (public.is_restaurant_owner(restaurantid));

create policy "staff_members: manager updates" on public.staff_members
  for update to authenticated
  using (public.is_restaurant_owner(restaurantid))
  with check (public.is_restaurant_owner(restaurantid));

create policy "staff_members: manager deletes" on public.staff_members
  for delete to authenticated
  using (public.is_restaurant_owner(restaurantid));

-- ---------------------------------------------------------------------------------------------
-- Policies: specials
-- ---------------------------------------------------------------------------------------------
create policy "specials: manager reads" on public.specials
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "specials: staff read their restaurant's" on public.specials
  for select to authenticated
  using (restaurantid in (select public.my_staff_restaurants()));

create policy "specials: manager creates" on public.specials
  for insert to authenticated
  with check (public.is_restaurant_owner(restaurantid));

create policy "specials: manager updates" on public.specials
  for update to authenticated
  using (public.is_restaurant_owner(restaurantid))
  with check (public.is_restaurant_owner(restaurantid));

create policy "specials: manager deletes" on public.specials
  for delete to authenticated
  using (public.is_restaurant_owner(restaurantid));

-- ---------------------------------------------------------------------------------------------
-- Policies: notifications (staff see only those addressed to them)
-- ---------------------------------------------------------------------------------------------
create policy "notifications: manager reads" on public.notifications
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "notifications: staff read those sent to them" on public.notifications
  for select to authenticated
  using (notificationid in (select public.my_notification_ids()));

create policy "notifications: manager creates" on public.notifications
  for insert to authenticated
  with check (public.is_restaurant_owner(restaurantid));

create policy "notifications: manager updates" on public.notifications
  for update to authenticated
  using (public.is_restaurant_owner(restaurantid))
  with check (public.is_restaurant_owner(restaurantid));

create policy "notifications: manager deletes" on public.notifications
  for delete to authenticated
  using (public.is_restaurant_owner(restaurantid));

-- ---------------------------------------------------------------------------------------------
-- Policies: notification_recipients
-- ---------------------------------------------------------------------------------------------
create policy "notification_recipients: manager reads" on public.notification_recipients
  for select to authenticated
  using (public.can_manage_recipient(notificationid, null));

create policy "notification_recipients: staff read own" on public.notification_recipients
  for select to authenticated
  using (staffid in (select public.my_staff_ids()));

create policy "notification_recipients: manager adds staff of the same restaurant"
  on public.notification_recipients
  for insert to authenticated
  with check (public.can_manage_recipient(notificationid, staffid));

-- Only acknowledged_at is updatable (column grant); the manager may clear or set it.
create policy "notification_recipients: manager updates" on public.notification_recipients
  for update to authenticated
  using (public.can_manage_recipient(notificationid, null))
  with check (public.can_manage_recipient(notificationid, staffid));

create policy "notification_recipients: staff acknowledge own" on public.notification_recipients
  for update to authenticated
  using (staffid in (select public.my_staff_ids()))
  with check (staffid in (select public.my_staff_ids()));

create policy "notification_recipients: manager deletes" on public.notification_recipients
  for delete to authenticated
  using (public.can_manage_recipient(notificationid, null));

-- ---------------------------------------------------------------------------------------------
-- Policies: training_modules
-- ---------------------------------------------------------------------------------------------
create policy "training_modules: manager reads" on public.training_modules
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "training_modules: staff read their restaurant's" on public.training_modules
  for select to authenticated
  using (restaurantid in (select public.my_staff_restaurants()));

create policy "training_modules: manager creates" on public.training_modules
  for insert to authenticated
  with check (public.is_restaurant_owner(restaurantid));

create policy "training_modules: manager updates" on public.training_modules
  for update to authenticated
  using (public.is_restaurant_owner(restaurantid))
  with check (public.is_restaurant_owner(restaurantid));

create policy "training_modules: manager deletes" on public.training_modules
  for delete to authenticated
  using (public.is_restaurant_owner(restaurantid));

-- ---------------------------------------------------------------------------------------------
-- Policies: quiz_results (no update or delete privilege at all)
-- ---------------------------------------------------------------------------------------------
create policy "quiz_results: manager reads" on public.quiz_results
  for select to authenticated
  using (public.owns_training_module(moduleid));

create policy "quiz_results: staff read own" on public.quiz_results
  for select to authenticated
  using (staffid in (select public.my_staff_ids()));

create policy "quiz_results: staff record own" on public.quiz_results
  for insert to authenticated
  with check (public.can_record_quiz_result(moduleid, staffid));
