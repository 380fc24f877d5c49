-- Security hardening (issue 15): what an attack run against the first three migrations found.
-- docs/security.md is the overview; docs/decisions/0018-membership-consent.md records the
-- decisions; supabase/tests/hardening.test.ts has one case per attack.
--
--  1. Server-owned columns are not writable through the API. Ids, created_at, updated_at, sent_at,
--     taken_at, orgid, staff_members.user_id/link_state/linked_at and a recipient's
--     acknowledged_at on insert are set by defaults, triggers or SECURITY DEFINER functions only:
--     table-level INSERT and UPDATE are revoked and granted back per column. The bigint ids become
--     GENERATED ALWAYS, so nobody can insert at a future id and make everyone else's next insert
--     fail with a duplicate key ("id pre-emption").
--  2. Membership needs consent and a confirmed e-mail. claim_staff_membership() only offers an
--     entry (link_state 'pending'); the person accepts or declines it; only an accepted entry
--     grants anything. The claim reads the e-mail and its confirmation from auth.users (not the
--     JWT) and compares addresses in an ASCII-only canonical form, so a look-alike such as the
--     Kelvin sign (U+212A, which lower() folds to 'k') never matches.
--  3. Managers cannot read staff_members.user_id (it told them whether and when an address signed
--     up); they read link_state instead.
--  4. No policy name is cut at 63 bytes any more.
--
-- Quiz grading is left as it is (a later change).

-- ---------------------------------------------------------------------------------------------
-- 1a. Identity ids: GENERATED ALWAYS. A client could insert restaurantid/menuid/menuitemid values
--     ahead of the sequence; a later insert then drew that value and failed. Any row already
--     squatting ahead of a sequence is skipped over, so the next drawn id is free.
-- ---------------------------------------------------------------------------------------------
alter table public.restaurants alter column restaurantid set generated always;
alter table public.menus alter column menuid set generated always;
alter table public.menuitems alter column menuitemid set generated always;

do $$
declare
  t record;
  seq regclass;
  top bigint;
begin
  for t in
    select * from (values
      ('restaurants', 'restaurantid'), ('menus', 'menuid'), ('menuitems', 'menuitemid')
    ) as v (tbl, col)
  loop
    seq := pg_get_serial_sequence(format('public.%I', t.tbl), t.col)::regclass;
    execute format('select max(%I) from public.%I', t.col, t.tbl) into top;
    if top is not null and top > coalesce(pg_sequence_last_value(seq), 0) then
      perform setval(seq, top);
    end if;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 2a. Canonical e-mail: lower-case ASCII, trimmed; NULL (matches nothing, not even itself) for an
--     address with any non-ASCII character or an empty one. `collate "C"` keeps lower() to ASCII
--     folding under any database locale (no Turkish dotless i).
-- ---------------------------------------------------------------------------------------------
create function public.canonical_email(e text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when e ~ '[^\x01-\x7f]' then null
    else nullif(lower(btrim(e) collate "C"), '')
  end
$$;

comment on function public.canonical_email(text) is
  'ASCII-only, lower-case, trimmed e-mail; NULL for non-ASCII or empty input. Used to match staff '
  'entries to accounts.';

-- ---------------------------------------------------------------------------------------------
-- 2b. staff_members: the person's answer. Both columns are server-owned (no client grant).
--     'none'     nobody has been offered the entry yet (user_id is null);
--     'pending'  offered to the signed-in owner of the address, who has not answered;
--     'accepted' they joined: the only state that grants access (with status 'active');
--     'declined' they said no; user_id stays so the entry is never offered again.
-- Entries linked before this migration were linked by the person's own sign-in, so they count as
-- accepted. The backfill keeps updated_at as it was.
-- ---------------------------------------------------------------------------------------------
alter table public.staff_members
  add column link_state text not null default 'none'
    check (link_state in ('none', 'pending', 'accepted', 'declined')),
  add column linked_at timestamptz;

comment on column public.staff_members.link_state is
  'none | pending | accepted | declined; written only by claim/accept/decline_staff_membership().';

alter table public.staff_members disable trigger staff_members_set_updated_at;
update public.staff_members
set link_state = 'accepted', linked_at = coalesce(updated_at, now())
where user_id is not null;
alter table public.staff_members enable trigger staff_members_set_updated_at;

-- The claim looks entries up by canonical address. Uniqueness per team stays on lower(email)
-- (20261122010000): it is at least as strict as the canonical form for every address the claim
-- can match, and rebuilding it could fail on rows already stored.
drop index public.staff_members_lower_email_idx;
create index staff_members_canonical_email_idx
  on public.staff_members (public.canonical_email(email));

-- A new address names somebody else: the link goes, whatever its state, and the entry can be
-- offered to whoever owns the new address. Compared in canonical form (as the claim does); an
-- address the canonical form cannot read is compared as written.
create or replace function public.staff_members_unlink_on_email_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(public.canonical_email(new.email), new.email)
     is distinct from coalesce(public.canonical_email(old.email), old.email) then
    new.user_id := null;
    new.link_state := 'none';
    new.linked_at := null;
  end if;
  return new;
end;
$$;

-- When the account goes (auth.users delete sets user_id to null), so does its answer: the entry
-- can be offered again, to a new account with that address.
create function public.staff_members_reset_link()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id is null then
    new.link_state := 'none';
    new.linked_at := null;
  end if;
  return new;
end;
$$;

revoke all on function public.staff_members_reset_link() from public, anon, authenticated;

create trigger staff_members_reset_link before update of user_id on public.staff_members
  for each row execute function public.staff_members_reset_link();

-- ---------------------------------------------------------------------------------------------
-- 2c. Membership helpers: only an ACCEPTED, active entry is a membership. (CREATE OR REPLACE
--     keeps their owner and grants.)
-- ---------------------------------------------------------------------------------------------
create or replace function public.my_staff_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.staffid from public.staff_members s
  where s.user_id = (select auth.uid()) and s.status = 'active' and s.link_state = 'accepted'
$$;

create or replace function public.my_staff_restaurants()
returns setof bigint
language sql
stable
security definer
set search_path = ''
as $$
  select s.restaurantid from public.staff_members s
  where s.user_id = (select auth.uid()) and s.status = 'active' and s.link_state = 'accepted'
$$;

create or replace function public.my_notification_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.notificationid
  from public.notification_recipients r
  join public.staff_members s on s.staffid = r.staffid
  where s.user_id = (select auth.uid()) and s.status = 'active' and s.link_state = 'accepted'
$$;

create or replace function public.can_record_quiz_result(mid uuid, sid uuid)
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
      and s.link_state = 'accepted'
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- 2d. claim_staff_membership(): called after every sign-in. When the caller's e-mail is confirmed
--     (auth.users, not the token), every entry with that canonical address that nobody has been
--     offered and that is not inactive is offered to them ('pending'). Returns the caller's
--     pending and accepted entries that are not inactive, in the order they were linked. It never
--     grants access by itself: accept_staff_membership() does.
-- ---------------------------------------------------------------------------------------------
drop function public.claim_staff_membership();

create function public.claim_staff_membership()
returns table (
  staffid uuid, restaurantid bigint, restaurant_name text, name text, link_state text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  caller_email text;
begin
  if caller is null then
    return;
  end if;

  select public.canonical_email(u.email) into caller_email
  from auth.users u
  where u.id = caller and u.email_confirmed_at is not null;

  if caller_email is not null then
    update public.staff_members s
    set user_id = caller, link_state = 'pending', linked_at = now()
    where public.canonical_email(s.email) = caller_email
      and s.user_id is null
      and s.link_state = 'none'
      and s.status <> 'inactive';
  end if;

  return query
  select s.staffid, s.restaurantid, r.restaurant_name, s.name, s.link_state
  from public.staff_members s
  join public.restaurants r on r.restaurantid = s.restaurantid
  where s.user_id = caller
    and s.link_state in ('pending', 'accepted')
    and s.status <> 'inactive'
  order by s.linked_at, s.staffid;
end;
$$;

-- The person joins: only their own pending entry. An invited entry becomes active and gets its
-- hire date if it had none.
create function public.accept_staff_membership(p_staffid uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.staff_members s
  set link_state = 'accepted',
      linked_at = now(),
      status = case when s.status = 'invited' then 'active' else s.status end,
      hire_date = case
        when s.status = 'invited' then coalesce(s.hire_date, now())
        else s.hire_date
      end
  where s.staffid = p_staffid
    and s.user_id = (select auth.uid())
    and s.link_state = 'pending';
  if not found then
    raise exception 'no pending invitation with this id for the caller'
      using errcode = '42501';
  end if;
end;
$$;

-- The person says no. The entry keeps their user_id, so it is never offered again; a manager who
-- wants to ask again removes the entry and adds it anew.
create function public.decline_staff_membership(p_staffid uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.staff_members s
  set link_state = 'declined', linked_at = now()
  where s.staffid = p_staffid
    and s.user_id = (select auth.uid())
    and s.link_state = 'pending';
  if not found then
    raise exception 'no pending invitation with this id for the caller'
      using errcode = '42501';
  end if;
end;
$$;

revoke all on function
  public.canonical_email(text),
  public.claim_staff_membership(),
  public.accept_staff_membership(uuid),
  public.decline_staff_membership(uuid)
  from public, anon, authenticated;

-- canonical_email is also run with the caller's rights, by the e-mail trigger on a manager's
-- update and by the index on every insert.
grant execute on function
  public.canonical_email(text),
  public.claim_staff_membership(),
  public.accept_staff_membership(uuid),
  public.decline_staff_membership(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 1b. Column privileges. REVOKE on the table also removes the column-level grants made before
--     (staff_members, notification_recipients). A column left out below is set by the server:
--     its default (ids, created_at, updated_at, sent_at, taken_at, orgid, link_state), a trigger
--     (updated_at, menu_versions' stamp) or a SECURITY DEFINER function (user_id, link_state,
--     linked_at). The column that ties a row to its parent is insertable (the INSERT policy checks
--     it) but not updatable: rows are never moved, only created where they belong.
--     profiles.id is the caller's own auth id (the policy checks it), restaurants.userid the
--     caller (likewise).
-- ---------------------------------------------------------------------------------------------
revoke insert, update on table
  public.profiles,
  public.restaurants,
  public.menus,
  public.menuitems,
  public.staff_members,
  public.specials,
  public.notifications,
  public.notification_recipients,
  public.training_modules,
  public.quiz_results
  from anon, authenticated;

grant insert (id, email, full_name, user_type) on table public.profiles to authenticated;
grant update (email, full_name, user_type) on table public.profiles to authenticated;

grant insert (userid, restaurant_name, location_address, phone_num, website_url)
  on table public.restaurants to authenticated;
grant update (restaurant_name, location_address, phone_num, website_url)
  on table public.restaurants to authenticated;

grant insert (restaurantid, name, menu_type, food_type) on table public.menus to authenticated;
grant update (name, menu_type, food_type) on table public.menus to authenticated;

grant insert (
  menuid, name, description, price, category, position, ingredients, allergens, dietary, available
) on table public.menuitems to authenticated;
grant update (
  name, description, price, category, position, ingredients, allergens, dietary, available
) on table public.menuitems to authenticated;

grant insert (
  restaurantid, name, role, email, notification_preference, status, hire_date,
  notifications_received
) on table public.staff_members to authenticated;
grant update (
  name, role, email, notification_preference, status, hire_date, notifications_received
) on table public.staff_members to authenticated;

grant insert (restaurantid, name, description, price, category, start_date, end_date)
  on table public.specials to authenticated;
grant update (name, description, price, category, start_date, end_date)
  on table public.specials to authenticated;

grant insert (restaurantid, message, type, item_names, items, recipients, menu_versions)
  on table public.notifications to authenticated;
grant update (message, type, item_names, items, recipients, menu_versions)
  on table public.notifications to authenticated;

-- A recipient row is created unacknowledged: only its staff member acknowledges it.
grant insert (notificationid, staffid) on table public.notification_recipients to authenticated;
grant update (acknowledged_at) on table public.notification_recipients to authenticated;

grant insert (restaurantid, title, type, content, quiz_questions, source_url)
  on table public.training_modules to authenticated;
grant update (title, type, content, quiz_questions, source_url)
  on table public.training_modules to authenticated;

grant insert (moduleid, staffid, score, total) on table public.quiz_results to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. staff_members is read column by column: every column but user_id (who signed up, and when)
--    and linked_at (when they answered). Managers read link_state; staff reading their own row
--    go without them too. `select *` is refused: clients name their columns.
-- ---------------------------------------------------------------------------------------------
revoke select on table public.staff_members from anon, authenticated;
grant select (
  staffid, restaurantid, name, role, email, notification_preference, status, hire_date,
  notifications_received, link_state, created_at, updated_at
) on table public.staff_members to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. The one policy name longer than 63 bytes was stored cut short; give it a name that fits.
-- ---------------------------------------------------------------------------------------------
alter policy "notification_recipients: manager adds staff of the same restaur"
  on public.notification_recipients
  rename to "notification_recipients: manager adds own team's staff";
