-- Structured allergens (issue 17): per menu item, a state for each regulated allergen
-- ({"milk": {"state": "contains"}, "sesame": {"state": "not_confirmed", "suggestion": {...}}}),
-- and the restaurant's regime ('eu': the EU/UK's 14, 'us': the US's 9). The item column lives on
-- menuitems, so the menu items' row policies already decide who reads and writes it; here only
-- the column grants that let the owner write it. The spec's `allergens` text list stays, derived
-- by the app from the 'contains' states.

alter table public.menuitems
  add column allergen_states jsonb not null default '{}'::jsonb
    check (jsonb_typeof(allergen_states) = 'object');

alter table public.restaurants
  add column allergen_regime text check (allergen_regime in ('eu', 'us'));

grant insert (allergen_states) on table public.menuitems to authenticated;
grant update (allergen_states) on table public.menuitems to authenticated;

grant insert (allergen_regime) on table public.restaurants to authenticated;
grant update (allergen_regime) on table public.restaurants to authenticated;
