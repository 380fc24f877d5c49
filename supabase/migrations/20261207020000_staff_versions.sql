-- The version check of the staff edit dialog (issue 44, item 4; ADR 0056, amended). The dialog
-- writes every field it shows (name, role, e-mail, alerts, active/inactive, language) from the
-- copy loaded when it opened, so a save from a dialog left open put back a field another tab had
-- changed since, or the language the person had set for themselves. As for restaurants, specials
-- and training modules (20261207010000): the row carries a version, the app writes
-- `... where staffid = x and version = n`, and a row that moved on matches nothing.
--
-- The version counts changes of what the dialog edits, whoever makes them: the manager's PATCH,
-- the person's own set_my_language(), or accept_staff_membership() turning an invited entry
-- active (both SECURITY DEFINER; the trigger fires for them too). A write of nothing the dialog
-- shows (a hire date, the person's answer, the count of updates received) leaves it, so no save
-- is refused that could not have lost anything. Those one-column writes carry no version: they
-- cannot put back another field.
--
-- Server-owned: table-level INSERT and UPDATE were revoked in 20261124000000 and only listed
-- columns granted back, so no client sends version; bump_record_version() sets it from the
-- stored row. The table is read column by column (20261124000000), so version is granted for
-- reading, like the other columns the manager's list selects.

alter table public.staff_members
  add column version integer not null default 1 check (version >= 1);

comment on column public.staff_members.version is
  'Raised by one on each write that changes a field of the staff dialog (ADR 0056); the app '
  'writes the dialog only where version is the one it read. Server-owned.';

grant select (version) on table public.staff_members to authenticated;

-- The dialog's columns (the manager's update grants of 20261124000000 and 20261203000000, less
-- hire_date, which the dialog does not edit). A column the dialog later edits belongs here and
-- in src/backend/local/record-versions.ts.
create trigger staff_members_bump_version before update on public.staff_members
  for each row
  when (
    (old.name, old.role, old.email, old.notification_preference, old.status, old.language)
    is distinct from
    (new.name, new.role, new.email, new.notification_preference, new.status, new.language)
  )
  execute function public.bump_record_version();
