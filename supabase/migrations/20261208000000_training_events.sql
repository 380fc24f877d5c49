-- The training record (issue 46): proof of who knew what, for a manager to hand to an inspector.
-- docs/decisions/0060-training-record-append-only.md explains the design;
-- supabase/tests/training-events.test.ts attacks it and table-cases.ts has its row.
--
-- training_events is append-only. Every row is a fact the server saw, stamped with the server's
-- time, written in the same transaction as the action that caused it, by a trigger on the table
-- that action writes (so every path to it, send_update() or a direct insert under the row
-- policies, leaves the same record):
--
--   sent             notification_recipients INSERT: one per recipient, with the update's exact
--                    change set, how many of its changes concern allergens and its quiz's size;
--   opened           notification_recipients UPDATE: opened_at set (open_update(), or the
--                    acknowledgement, which counts as opening);
--   acknowledged     notification_recipients UPDATE: acknowledged_at set (the staff member's own
--                    write, stamped by the guard trigger of 20261127000000);
--   reminder_sent    notification_recipients UPDATE: reminded_at moved (remind_update());
--   quiz_attempt     update_quiz_attempts INSERT (grade_update_quiz()): score, total, pass or
--                    fail, attempt number;
--   delivered,       deliveries UPDATE to 'sent' or 'failed' (the deliver Edge Function, service
--   delivery_failed  role): channel, purpose (update or reminder), reason. Invitations belong to
--                    no update and are not part of the record;
--   removed          staff_members DELETE of an entry the record names: the person as they were
--                    when the manager took them off the team, so the record can say so.
--
-- Nothing erases history. The person (name, e-mail, role), the update's announced menu versions
-- and its change set are copied into the row as they were at the time, and staffid and
-- notificationid carry no foreign key: removing a staff member, deleting an update or a menu, or
-- restoring an older version leaves every event as it was, still readable by the manager. Only
-- the restaurant's own deletion (the account going) takes its events with it.
--
-- No client writes a row: anon and authenticated hold SELECT at most, the service role too, and
-- a trigger refuses every UPDATE and every DELETE whose restaurant still exists, whoever runs it.

create table public.training_events (
  -- Identity, not a uuid: events of one transaction share occurred_at, and eventid keeps their
  -- order (opened before acknowledged).
  eventid bigint generated always as identity primary key,
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  -- No foreign key on purpose (see the header): the id outlives the entry it named.
  staffid uuid,
  staff_name text not null,
  staff_email text not null,
  staff_role text not null,
  notificationid uuid,
  -- The update's announced ranges, as notifications.menu_versions without what was held back:
  -- [{"menuId": "12", "fromVersion": 3, "toVersion": 5}].
  menu_versions jsonb not null default '[]'::jsonb check (jsonb_typeof(menu_versions) = 'array'),
  type text not null check (
    type in (
      'sent', 'delivered', 'delivery_failed', 'opened', 'quiz_attempt', 'acknowledged',
      'reminder_sent', 'removed'
    )
  ),
  -- What src/domain/training-event.ts reads for each type.
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  occurred_at timestamptz not null default now()
);

comment on table public.training_events is
  'Append-only record of who was sent, received, opened, passed and acknowledged which update; '
  'written only by triggers, never updated, kept when staff, updates or menus go.';

-- The record is read in pages ordered by (occurred_at, eventid), each from the last time read
-- (src/backend/supabase/training-record.ts): with eventid in the index a page is one range read
-- in index order, and nothing sorts the restaurant's whole record
-- (supabase/tests/training-events-plans.test.ts). One update's events are found by
-- notificationid and sorted (a few hundred).
create index training_events_restaurant_time_idx
  on public.training_events (restaurantid, occurred_at, eventid);
create index training_events_restaurant_staff_time_idx
  on public.training_events (restaurantid, staffid, occurred_at, eventid);
create index training_events_notificationid_idx on public.training_events (notificationid);

-- ---------------------------------------------------------------------------------------------
-- Privileges and policies: read only, for the manager and (partly) for the person
-- ---------------------------------------------------------------------------------------------
revoke all on table public.training_events from anon, authenticated, service_role;
grant select on table public.training_events to authenticated, service_role;
-- The identity's sequence: nobody but the owner draws from it (catalog.test.ts).
revoke all on sequence public.training_events_eventid_seq from anon, authenticated, service_role;

alter table public.training_events enable row level security;
alter table public.training_events force row level security;

-- The caller's restaurants, looked up once per query (a hashed subplan), not is_restaurant_owner()
-- per row: a page of the record reads thousands of rows, and a definer function call on each was
-- most of its time (550 ms against 40 ms for 22,000 rows on PGlite; the plans test).
create policy "training_events: manager reads" on public.training_events
  for select to authenticated
  using (
    restaurantid in (
      select r.restaurantid from public.restaurants r where r.userid = (select auth.uid())
    )
  );

-- A person reads their own record, except how it was delivered: as with the deliveries table
-- (20261202000000), delivery outcomes and their reasons are the manager's view of the send.
create policy "training_events: staff read own" on public.training_events
  for select to authenticated
  using (
    staffid in (select public.my_staff_ids())
    and type not in ('delivered', 'delivery_failed')
  );

-- History is not rewritten, not even by a SECURITY DEFINER function or the service role. A
-- delete passes only once the restaurant is gone (the cascade of an account's deletion: the
-- restaurant row is already deleted when its events are).
create function public.training_events_append_only()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (
    select 1 from public.restaurants r where r.restaurantid = old.restaurantid
  ) then
    return old;
  end if;
  raise exception 'the training record is append-only' using errcode = '42501';
end;
$$;

create trigger training_events_append_only before update or delete on public.training_events
  for each row execute function public.training_events_append_only();

-- ---------------------------------------------------------------------------------------------
-- The one writer: a row for one person and one update, with both as they are right now
-- ---------------------------------------------------------------------------------------------
-- The update and the person are looked up here, not passed in, so every trigger snapshots them
-- the same way. A row whose person or update is already gone still gets what is left (empty
-- texts, no versions) rather than failing the action that caused it.
create function public.record_training_event(
  p_type text,
  p_notificationid uuid,
  p_staffid uuid,
  p_detail jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.training_events
    (restaurantid, staffid, staff_name, staff_email, staff_role, notificationid, menu_versions,
     type, detail)
  select
    coalesce(n.restaurantid, s.restaurantid),
    p_staffid,
    coalesce(s.name, ''),
    coalesce(s.email, ''),
    coalesce(s.role, ''),
    p_notificationid,
    -- The ranges only: the changes held back for a later update are not part of this one.
    coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'menuId', e.value -> 'menuId',
            'fromVersion', e.value -> 'fromVersion',
            'toVersion', e.value -> 'toVersion'
          )
          order by e.ordinality
        )
        from jsonb_array_elements(n.menu_versions) with ordinality as e (value, ordinality)
        where jsonb_typeof(e.value) = 'object'
      ),
      '[]'::jsonb
    ),
    p_type,
    coalesce(p_detail, '{}'::jsonb)
  from (select 1) one
  left join public.notifications n on n.notificationid = p_notificationid
  left join public.staff_members s on s.staffid = p_staffid
  where coalesce(n.restaurantid, s.restaurantid) is not null
$$;

-- A change concerns allergens when it is an allergen change, or a new dish that contains or may
-- contain some (as isAllergenChange() in src/domain/training-event.ts).
create function public.allergen_change_count(p_change_set jsonb)
returns integer
language sql
immutable
set search_path = ''
as $$
  select count(*)::integer
  from jsonb_array_elements(
    case when jsonb_typeof(p_change_set) = 'array' then p_change_set else '[]'::jsonb end
  ) c
  where c ->> 'kind' = 'allergen'
     or (
       jsonb_typeof(c -> 'allergens') = 'array'
       and jsonb_array_length(c -> 'allergens') > 0
     )
$$;

-- sent: the update as the person was sent it.
create function public.notification_recipients_record_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.record_training_event(
    'sent',
    new.notificationid,
    new.staffid,
    (
      select jsonb_build_object(
        'message', n.message,
        'update_type', n.type,
        'required', n.required,
        'change_set', n.change_set,
        'allergen_changes', public.allergen_change_count(n.change_set),
        -- send_update() writes the quiz before the recipients: 0 means the update had none.
        'quiz_questions', coalesce(jsonb_array_length(q.questions), 0)
      )
      from public.notifications n
      left join public.notification_quizzes q on q.notificationid = n.notificationid
      where n.notificationid = new.notificationid
    )
  );
  return new;
end;
$$;

create trigger notification_recipients_record_sent
  after insert on public.notification_recipients
  for each row execute function public.notification_recipients_record_sent();

-- opened, acknowledged, reminder_sent: the person's state moving. Each is set to the server's
-- now() (open_update(), the guard trigger, remind_update()), which is also occurred_at.
create function public.notification_recipients_record_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.opened_at is null and new.opened_at is not null then
    perform public.record_training_event('opened', new.notificationid, new.staffid, null);
  end if;
  if old.acknowledged_at is null and new.acknowledged_at is not null then
    perform public.record_training_event('acknowledged', new.notificationid, new.staffid, null);
  end if;
  if new.reminded_at is not null and new.reminded_at is distinct from old.reminded_at then
    perform public.record_training_event('reminder_sent', new.notificationid, new.staffid, null);
  end if;
  return new;
end;
$$;

create trigger notification_recipients_record_state
  after update on public.notification_recipients
  for each row
  when (
    old.opened_at is distinct from new.opened_at
    or old.acknowledged_at is distinct from new.acknowledged_at
    or old.reminded_at is distinct from new.reminded_at
  )
  execute function public.notification_recipients_record_state();

-- quiz_attempt: every graded attempt, numbered among this person's attempts at this update.
create function public.update_quiz_attempts_record()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.record_training_event(
    'quiz_attempt',
    new.notificationid,
    new.staffid,
    jsonb_build_object(
      'score', new.score,
      'total', new.total,
      'passed', new.passed,
      'attempt', (
        select count(*)::integer from public.update_quiz_attempts a
        where a.notificationid = new.notificationid
          and a.staffid = new.staffid
          and a.attemptid <= new.attemptid
      )
    )
  );
  return new;
end;
$$;

create trigger update_quiz_attempts_record
  after insert on public.update_quiz_attempts
  for each row execute function public.update_quiz_attempts_record();

-- delivered / delivery_failed: the outcome the deliver function records. A retry that fails
-- again keeps the status 'failed', so an outcome is recognised as a new status or as the
-- function's release of its claim (claimed_until back to null), never as the claim itself.
create function public.deliveries_record_outcome()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.record_training_event(
    case when new.status = 'sent' then 'delivered' else 'delivery_failed' end,
    new.notificationid,
    new.staffid,
    jsonb_build_object(
      'channel', new.channel,
      'purpose', new.purpose,
      'reason', new.reason,
      'attempts', new.attempts
    )
  );
  return new;
end;
$$;

create trigger deliveries_record_outcome
  after update on public.deliveries
  for each row
  when (
    new.notificationid is not null
    and new.status in ('sent', 'failed')
    and (
      old.status is distinct from new.status
      or (old.claimed_until is not null and new.claimed_until is null)
    )
  )
  execute function public.deliveries_record_outcome();

-- removed: the entry is gone by now, so record_training_event() (which looks the person up)
-- cannot write it: the row is written here from the deleted entry itself. Only for an entry the
-- record already names (one that was sent an update): an entry nobody sent anything, a typo
-- added and taken out again, has no history to mark as ended, and would only put a stranger into
-- what the manager hands an inspector.
create function public.staff_members_record_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The restaurant's own deletion (the account going) cascades to its staff and then to its
  -- record: the restaurant row is already gone, and an event for it could not even be inserted.
  if not exists (select 1 from public.restaurants r where r.restaurantid = old.restaurantid) then
    return old;
  end if;
  if exists (
    select 1 from public.training_events e
    where e.restaurantid = old.restaurantid and e.staffid = old.staffid
  ) then
    insert into public.training_events
      (restaurantid, staffid, staff_name, staff_email, staff_role, type)
    values (old.restaurantid, old.staffid, old.name, old.email, old.role, 'removed');
  end if;
  return old;
end;
$$;

create trigger staff_members_record_removed
  after delete on public.staff_members
  for each row execute function public.staff_members_record_removed();

-- Nobody calls these but the triggers above.
revoke all on function
  public.training_events_append_only(),
  public.record_training_event(text, uuid, uuid, jsonb),
  public.allergen_change_count(jsonb),
  public.notification_recipients_record_sent(),
  public.notification_recipients_record_state(),
  public.update_quiz_attempts_record(),
  public.deliveries_record_outcome(),
  public.staff_members_record_removed()
  from public, anon, authenticated;
