-- Sample data is not the restaurant's own (issue 26 item 9, ADR 0026). The spec's sample staff,
-- updates, specials and menus are never stored: the app shows them beside the restaurant's rows
-- until the manager removes them, and this column remembers that they did, so every device and
-- both adapters agree. Only the owner writes it: the restaurants update policy ("restaurants:
-- update own") already limits updates to the owner's row, and the column grant below is the only
-- new write a client gets. Staff who read their restaurant's row may see the flag; it says
-- nothing about anyone.

alter table public.restaurants
  add column samples_removed boolean not null default false;

grant update (samples_removed) on table public.restaurants to authenticated;
