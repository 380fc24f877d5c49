-- The version check of whole-record forms (issue 44, item 4; ADR 0056). The restaurant profile,
-- a special and a training module are edited in a form that can be open in two tabs or on two
-- devices, and the app writes every field of the form at once from the copy it loaded. A save
-- from a copy older than the stored row wrote the older values of the fields the person did not
-- touch back over another tab's edit of them. Now each of these rows carries a version number; a
-- write names the version it was read at (`... where id = x and version = n`), and a row that
-- moved on matches nothing, so the app tells the person instead of overwriting.
--
-- A number, not updated_at: updated_at is now(), the start of the writing transaction, in
-- microseconds, while the app's dates have milliseconds (an equality test on a value that went
-- through a JavaScript Date never matches, and a value kept as the server's string must never
-- be normalised anywhere on the way); two writes in one transaction share it, and a clock set
-- back repeats it. An integer compares the same in SQL, in a PostgREST filter, in JSON and in
-- browser storage, where local mode keeps the same number. training_modules had no updated_at.
--
-- The version counts changes of what the form edits: a write that changes none of those columns
-- (samples_removed, say, or a save of the same values) leaves it, so it never refuses a save that
-- could not have lost anything.
--
-- Server-owned: the table-level INSERT and UPDATE were revoked in 20261124000000 and only listed
-- columns granted back, so no client sends version; the trigger below sets it.

alter table public.restaurants
  add column version integer not null default 1 check (version >= 1);
alter table public.specials
  add column version integer not null default 1 check (version >= 1);
alter table public.training_modules
  add column version integer not null default 1 check (version >= 1);

comment on column public.restaurants.version is
  'Raised by one on each write that changes a column of the restaurant form (ADR 0056); the '
  'app writes the form only where version is the one it read. Server-owned.';
comment on column public.specials.version is
  'Raised by one on each write that changes a column of the special form (ADR 0056); the app '
  'writes the form only where version is the one it read. Server-owned.';
comment on column public.training_modules.version is
  'Raised by one on each write that changes a column of the module (ADR 0056); the app writes '
  'a module only where version is the one it read. Server-owned.';

create function public.bump_record_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- From the stored row, never from what the statement sent: nobody sets a version of their own.
  new.version := old.version + 1;
  return new;
end;
$$;

revoke all on function public.bump_record_version() from public, anon, authenticated;

-- The columns compared are the ones each form writes (the update grants of 20261124000000 and
-- 20261125000000). A column granted later for a whole-record form belongs in its list.
create trigger restaurants_bump_version before update on public.restaurants
  for each row
  when (
    (old.restaurant_name, old.location_address, old.phone_num, old.website_url,
      old.allergen_regime)
    is distinct from
    (new.restaurant_name, new.location_address, new.phone_num, new.website_url,
      new.allergen_regime)
  )
  execute function public.bump_record_version();

create trigger specials_bump_version before update on public.specials
  for each row
  when (
    (old.name, old.description, old.price, old.category, old.start_date, old.end_date)
    is distinct from
    (new.name, new.description, new.price, new.category, new.start_date, new.end_date)
  )
  execute function public.bump_record_version();

create trigger training_modules_bump_version before update on public.training_modules
  for each row
  when (
    (old.title, old.type, old.content, old.quiz_questions, old.source_url)
    is distinct from
    (new.title, new.type, new.content, new.quiz_questions, new.source_url)
  )
  execute function public.bump_record_version();
