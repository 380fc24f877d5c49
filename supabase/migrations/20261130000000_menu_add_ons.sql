-- Section add-ons (issue 27): add-on and deal lines printed under a menu section ("Add bacon 2.5",
-- "2 for £10") are kept on the menu, per section, as [{"category": "Burgers", "addOns": ["..."]}].
-- They are not dishes, so they are not rows of menuitems and not part of a version's items (the
-- change set compares dishes only). The column lives on menus, whose row policies already decide
-- who reads and writes it; here only the column grants that let the owner write it, and a size
-- bound so that one row cannot carry an arbitrarily large document (the app caps each add-on at
-- 200 characters and 40 per section).

alter table public.menus
  add column add_ons jsonb not null default '[]'::jsonb
    check (jsonb_typeof(add_ons) = 'array' and octet_length(add_ons::text) <= 200000);

grant insert (add_ons) on table public.menus to authenticated;
grant update (add_ons) on table public.menus to authenticated;
