-- Staff answer guests with the restaurant's allergen rules (issue 17). The app learns a staff
-- member's restaurants once, from claim_staff_membership(), which already returns each
-- restaurant's name; it now also returns its allergen regime ('eu', 'us' or null when the manager
-- never chose one), so no second read is needed. The body is otherwise unchanged.
drop function public.claim_staff_membership();

create function public.claim_staff_membership()
returns table (
  staffid uuid, restaurantid bigint, restaurant_name text, allergen_regime text, name text,
  link_state text
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
  select s.staffid, s.restaurantid, r.restaurant_name, r.allergen_regime, s.name, s.link_state
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
