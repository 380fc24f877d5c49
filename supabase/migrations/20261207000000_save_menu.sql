-- A menu save is one action (issue 44, ADR 0054): the menu row, its items and the new version
-- are written by one call in one transaction, or not at all. Before, the app sent an update of
-- the menu, a delete, update or insert per item, a re-read and a version insert: a dropped
-- connection halfway left a partial menu, and a save from an editor opened before another tab's
-- save silently deleted the dishes that tab had added.
--
-- The version check: every menu keeps the number of its newest version (menus.current_version,
-- kept by a trigger on menu_versions, no client writes it). A save names the version its editor
-- started from (null: from nothing); when the stored menu is no longer at it, save_menu() raises
-- SQLSTATE PS409 and writes nothing, and the app reads the menu as stored now and lets the person
-- merge. A menu id that is not a menu of this restaurant raises PS404. Both codes are ours (class
-- PS, "Preshift", is not PostgreSQL's); PostgREST answers them with HTTP 400 and the code as is.
--
-- security invoker: the caller's own privileges and row policies apply to every statement, as if
-- the app had sent them one by one (only the restaurant's manager writes its menus, items and
-- versions), so this function adds no new power; it refuses a restaurant the caller does not own
-- before writing anything, and row security would refuse each write anyway.

-- ---------------------------------------------------------------------------------------------
-- The newest version of each menu, on the menu: list() reads it with the menu row, and the save
-- compares against it under the menu row's lock.
-- ---------------------------------------------------------------------------------------------
alter table public.menus
  add column current_version integer check (current_version >= 1);

comment on column public.menus.current_version is
  'The number of the newest menu_versions row of this menu (null: none yet). Server-owned: set '
  'by the menu_versions_mark_current trigger only; save_menu() compares a save''s base with it.';

update public.menus m
set current_version = v.newest
from (
  select menuid, max(version) as newest from public.menu_versions group by menuid
) v
where v.menuid = m.menuid;

-- No column grant: the table-level INSERT and UPDATE were revoked in 20261124000000 and only
-- listed columns were granted back, so no client sends current_version. The trigger below runs as
-- its owner, after the version row passed its own INSERT policy.
create function public.menu_versions_mark_current()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.menus m
  set current_version = new.version
  where m.menuid = new.menuid
    and (m.current_version is null or m.current_version < new.version);
  return null;
end;
$$;

revoke all on function public.menu_versions_mark_current() from public, anon, authenticated;

create trigger menu_versions_mark_current after insert on public.menu_versions
  for each row execute function public.menu_versions_mark_current();

-- ---------------------------------------------------------------------------------------------
-- save_menu(restaurant, menu or null for a new one, base version or null, menu, items)
--   p_menu:  {"name", "menu_type", "food_type", "add_ons"?}; without add_ons the stored ones stay
--            (a version restore carries none).
--   p_items: [{"id", "name", "description", "price", "category", "ingredients", "allergens",
--            "dietary", "available", "allergen_states"}] in the editor's order (= position).
--            "id" updates the stored item of this menu with that id, once; any other id (an
--            editor's item-17, a sample's, another menu's item) becomes a new row. Stored items
--            missing from the list are deleted.
-- Returns {"menu": the menus row, "items": its rows by position, "version": the new number}.
-- ---------------------------------------------------------------------------------------------
create function public.save_menu(
  p_restaurantid bigint,
  p_menuid bigint,
  p_base_version integer,
  p_menu jsonb,
  p_items jsonb
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_menuid bigint := p_menuid;
  v_current integer;
  v_plan jsonb;
  v_version integer;
  v_menu public.menus;
begin
  if jsonb_typeof(coalesce(p_menu, 'null'::jsonb)) <> 'object' then
    raise exception 'p_menu must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_items, 'null'::jsonb)) <> 'array' then
    raise exception 'p_items must be an array' using errcode = '22023';
  end if;
  -- Row security would refuse each write below; refusing first says so plainly.
  if not public.is_restaurant_owner(p_restaurantid) then
    raise exception 'not the manager of restaurant %', p_restaurantid using errcode = '42501';
  end if;

  if v_menuid is null then
    -- A new menu: there is no stored version to be stale against.
    insert into public.menus (restaurantid, name, menu_type, food_type, add_ons)
    values (
      p_restaurantid,
      p_menu ->> 'name',
      p_menu ->> 'menu_type',
      p_menu ->> 'food_type',
      coalesce(p_menu -> 'add_ons', '[]'::jsonb)
    )
    returning menuid into v_menuid;
  else
    -- The lock holds every other save of this menu until this one commits, so two saves from
    -- the same base cannot both pass the check.
    select m.current_version into v_current
    from public.menus m
    where m.menuid = v_menuid and m.restaurantid = p_restaurantid
    for update;
    if not found then
      raise exception 'menu % not found', v_menuid using errcode = 'PS404';
    end if;
    if v_current is distinct from p_base_version then
      raise exception 'menu % is at version %, not %', v_menuid, v_current, p_base_version
        using errcode = 'PS409',
          hint = 'Read the menu again and merge: it was saved elsewhere since it was opened.';
    end if;
    update public.menus m
    set name = p_menu ->> 'name',
      menu_type = p_menu ->> 'menu_type',
      food_type = p_menu ->> 'food_type',
      add_ons = case when p_menu ? 'add_ons' then p_menu -> 'add_ons' else m.add_ons end
    where m.menuid = v_menuid;
  end if;

  -- Each draft item with the stored row it updates: the first item carrying the id of a row of
  -- this menu; every other item is a new row.
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'item', d.item,
        'position', d.position,
        'keep', case when d.nth = 1 then d.keep end
      )
      order by d.position
    ),
    '[]'::jsonb
  )
  into v_plan
  from (
    select e.value as item, (e.ord - 1)::integer as position, s.menuitemid as keep,
      row_number() over (partition by s.menuitemid order by e.ord) as nth
    from jsonb_array_elements(p_items) with ordinality as e (value, ord)
    left join public.menuitems s
      on s.menuid = v_menuid and s.menuitemid::text = e.value ->> 'id'
  ) d;

  delete from public.menuitems t
  where t.menuid = v_menuid
    and t.menuitemid not in (
      select (p ->> 'keep')::bigint from jsonb_array_elements(v_plan) p
      where p ->> 'keep' is not null
    );

  update public.menuitems t
  set name = r.name,
    description = coalesce(r.description, ''),
    price = coalesce(r.price, ''),
    category = coalesce(r.category, 'General'),
    position = (p ->> 'position')::integer,
    ingredients = coalesce(r.ingredients, '{}'),
    allergens = coalesce(r.allergens, '{}'),
    dietary = coalesce(r.dietary, '{}'),
    available = coalesce(r.available, true),
    allergen_states = coalesce(r.allergen_states, '{}'::jsonb)
  from jsonb_array_elements(v_plan) p
  cross join lateral jsonb_populate_record(null::public.menuitems, p -> 'item') r
  where p ->> 'keep' is not null
    and t.menuitemid = (p ->> 'keep')::bigint
    and t.menuid = v_menuid;

  -- In the editor's order, so new rows' ids follow it too.
  insert into public.menuitems (
    menuid, name, description, price, category, position, ingredients, allergens, dietary,
    available, allergen_states
  )
  select v_menuid, r.name, coalesce(r.description, ''), coalesce(r.price, ''),
    coalesce(r.category, 'General'), (p ->> 'position')::integer, coalesce(r.ingredients, '{}'),
    coalesce(r.allergens, '{}'), coalesce(r.dietary, '{}'), coalesce(r.available, true),
    coalesce(r.allergen_states, '{}'::jsonb)
  from jsonb_array_elements(v_plan) p
  cross join lateral jsonb_populate_record(null::public.menuitems, p -> 'item') r
  where p ->> 'keep' is null
  order by (p ->> 'position')::integer;

  -- Every save is a version, numbered by menu_versions_stamp(). The snapshot holds the stored
  -- item ids, in the shape the app reads (src/backend/supabase/menu-rows.ts, toMenuItem), so two
  -- versions compare item by item.
  insert into public.menu_versions (menuid, name, menu_type, food_type, items)
  select m.menuid, m.name, m.menu_type, m.food_type, coalesce(
    (
      select jsonb_agg(
        jsonb_build_object(
          'id', i.menuitemid::text,
          'name', i.name,
          'description', i.description,
          'price', i.price,
          'category', coalesce(nullif(i.category, ''), 'General'),
          'ingredients', to_jsonb(i.ingredients),
          'allergens', to_jsonb(coalesce(i.allergens, '{}')),
          'dietary', to_jsonb(coalesce(i.dietary, '{}')),
          'available', i.available
        ) || case
          when i.allergen_states = '{}'::jsonb then '{}'::jsonb
          else jsonb_build_object('allergenStates', i.allergen_states)
        end
        order by i.position, i.menuitemid
      )
      from public.menuitems i
      where i.menuid = m.menuid
    ),
    '[]'::jsonb
  )
  from public.menus m
  where m.menuid = v_menuid
  returning version into v_version;

  select * into v_menu from public.menus m where m.menuid = v_menuid;
  return jsonb_build_object(
    'menu', to_jsonb(v_menu),
    'items', coalesce(
      (
        select jsonb_agg(to_jsonb(i) order by i.position, i.menuitemid)
        from public.menuitems i
        where i.menuid = v_menuid
      ),
      '[]'::jsonb
    ),
    'version', v_version
  );
end;
$$;

comment on function public.save_menu(bigint, bigint, integer, jsonb, jsonb) is
  'Saves a menu, its items and its next version in one transaction, with the caller''s rights. '
  'Raises PS409 when the stored menu is no longer at p_base_version (nothing written), PS404 for '
  'a menu id that is not a menu of p_restaurantid, 42501 for a restaurant the caller does not own.';

revoke all on function public.save_menu(bigint, bigint, integer, jsonb, jsonb) from public, anon;
grant execute on function public.save_menu(bigint, bigint, integer, jsonb, jsonb) to authenticated;
