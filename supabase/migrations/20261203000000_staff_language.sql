-- A language per person (issue 30, item 2; docs/decisions/0042-language-on-the-staff-entry.md).
-- The language a staff member reads the app, their updates and (later) their e-mails in. Null:
-- nobody chose, follow the person's browser. It lives on the directory entry, not on profiles:
-- the manager sees and sets it for people who have not signed up yet (an invitation goes out in
-- it), and the server finds it beside the rest of a recipient's entry when it sends.
--
-- Who writes it:
--   * the restaurant's manager, as every other column of their team's entries (column grant
--     below, under the existing "staff_members: manager creates / updates" policies);
--   * the person, for their own accepted, active entries only, through set_my_language(): staff
--     hold no UPDATE policy on staff_members (a policy would open every granted column to them),
--     so the function is their one way in, as accept/decline_staff_membership() are.
alter table public.staff_members
  add column language text check (language in ('en', 'es'));

comment on column public.staff_members.language is
  'en | es, or null to follow the person''s browser; written by the manager or by the person '
  'through set_my_language().';

grant select (language) on table public.staff_members to authenticated;
grant insert (language), update (language) on table public.staff_members to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The person's own choice. p_staffid is the entry they act through (the team open in the app):
-- it must be theirs, accepted and active, or nothing is written (42501). The choice is the
-- person's, not the team's, so it is written to each of their accepted, active entries: the app
-- reads the same language whichever of their teams is open. Null goes back to the browser's.
-- An invalid value fails the column's check (23514). updated_at does not move: it is the time
-- of the manager's own last write (20261129000000), and this runs as the function's owner.
-- ---------------------------------------------------------------------------------------------
create function public.set_my_language(p_staffid uuid, p_language text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.staff_members s
    where s.staffid = p_staffid
      and s.user_id = (select auth.uid())
      and s.status = 'active'
      and s.link_state = 'accepted'
  ) then
    raise exception 'no staff entry of the caller with this id' using errcode = '42501';
  end if;

  update public.staff_members s
  set language = p_language
  where s.user_id = (select auth.uid())
    and s.status = 'active'
    and s.link_state = 'accepted';
end;
$$;

revoke all on function public.set_my_language(uuid, text) from public, anon, authenticated;
grant execute on function public.set_my_language(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The app learns the person's teams from claim_staff_membership(); it now also returns each
-- entry's language, so the staff home shows the stored choice without a second read. The body
-- is otherwise that of 20261126000000.
-- ---------------------------------------------------------------------------------------------
drop function public.claim_staff_membership();

create function public.claim_staff_membership()
returns table (
  staffid uuid, restaurantid bigint, restaurant_name text, allergen_regime text, name text,
  link_state text, language text
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
  select s.staffid, s.restaurantid, r.restaurant_name, r.allergen_regime, s.name, s.link_state,
         s.language
  from public.staff_members s
  join public.restaurants r on r.restaurantid = s.restaurantid
  where s.user_id = caller
    and s.link_state in ('pending', 'accepted')
    and s.status <> 'inactive'
  order by s.linked_at, s.staffid;
end;
$$;

revoke all on function public.claim_staff_membership() from public, anon, authenticated;
grant execute on function public.claim_staff_membership() to authenticated;
