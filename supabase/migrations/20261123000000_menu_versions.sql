-- Menu versions (issue 13): every save of a menu is an immutable snapshot of its items. The
-- changes offered to staff are the difference between two versions, so nothing a manager saved
-- on one device is lost when they send the update from another.
--
-- The server owns the version number, who saved it and when: a client sends the menu and its
-- items only. Nobody updates or deletes a version (a menu's versions go with the menu).

create table public.menu_versions (
  versionid uuid primary key default gen_random_uuid(),
  menuid bigint not null references public.menus (menuid) on delete cascade,
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  version integer not null check (version >= 1),
  name text not null,
  menu_type text not null,
  food_type text,
  items jsonb not null default '[]'::jsonb check (jsonb_typeof(items) = 'array'),
  saved_by uuid,
  saved_at timestamptz not null default now(),
  unique (menuid, version)
);

create index menu_versions_restaurantid_idx on public.menu_versions (restaurantid);

-- Which versions each sent update announces: [{"menuId": "12", "fromVersion": 3, "toVersion": 5}]
-- (fromVersion 0: nothing had been announced for that menu before).
alter table public.notifications
  add column menu_versions jsonb not null default '[]'::jsonb
    check (jsonb_typeof(menu_versions) = 'array');

-- Numbers a new version after the menu's newest, under a lock on the menu row so two saves at
-- once cannot take the same number, and stamps the saver, the time and the menu's restaurant.
create function public.menu_versions_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_restaurant bigint;
begin
  select m.restaurantid into owner_restaurant
  from public.menus m where m.menuid = new.menuid
  for update;
  new.restaurantid := owner_restaurant;
  new.version := coalesce(
    (select max(v.version) from public.menu_versions v where v.menuid = new.menuid), 0
  ) + 1;
  new.saved_by := (select auth.uid());
  new.saved_at := now();
  return new;
end;
$$;

revoke all on function public.menu_versions_stamp() from public, anon, authenticated;

create trigger menu_versions_stamp before insert on public.menu_versions
  for each row execute function public.menu_versions_stamp();

-- A staff member reads the versions that an update addressed to them announces (both ends of
-- the range, so their app can show what changed), and nothing else.
create function public.can_read_menu_version(mid bigint, v integer)
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
    where n.notificationid in (select public.my_notification_ids())
      and e ->> 'menuId' = mid::text
      and v between coalesce((e ->> 'fromVersion')::integer, 0) and (e ->> 'toVersion')::integer
  )
$$;

revoke all on function public.can_read_menu_version(bigint, integer) from public, anon;
grant execute on function public.can_read_menu_version(bigint, integer) to authenticated;

revoke all on table public.menu_versions from anon, authenticated;
grant select on table public.menu_versions to authenticated;
grant insert (menuid, name, menu_type, food_type, items) on table public.menu_versions
  to authenticated;

alter table public.menu_versions enable row level security;
alter table public.menu_versions force row level security;

create policy "menu_versions: manager reads" on public.menu_versions
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "menu_versions: staff read announced" on public.menu_versions
  for select to authenticated
  using (public.can_read_menu_version(menuid, version));

-- The stamp trigger has set restaurantid from the menu by the time this check runs.
create policy "menu_versions: manager creates" on public.menu_versions
  for insert to authenticated
  with check (public.is_restaurant_owner(restaurantid));
