-- Sending an update is one action (issue 28): the notification, its quiz, its recipients and each
-- recipient's count of updates received are written by one call in one transaction, or not at
-- all. Before, the app inserted the notification, then its quiz, then its recipients, then read
-- the staff list and wrote it back with counters raised in the browser: a send from a second
-- device between those steps was lost from the counters, and a failure midway left an update
-- saved with counters unchanged.
--
-- security invoker: the caller's own privileges and row policies apply to every statement, as if
-- the app had sent them one by one (only the restaurant's manager may insert its notifications,
-- and only its own staff can be recipients), so this function adds no new power.

create function public.send_update(
  p_restaurantid bigint,
  p_update jsonb,
  p_recipients uuid[],
  p_quiz jsonb
)
returns setof public.notifications
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.notifications;
  v_recipients uuid[] := array(
    select distinct r from unnest(coalesce(p_recipients, '{}'::uuid[])) r where r is not null
  );
  v_quiz jsonb := coalesce(p_quiz, '[]'::jsonb);
begin
  if jsonb_typeof(coalesce(p_update, 'null'::jsonb)) <> 'object' then
    raise exception 'p_update must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(v_quiz) <> 'array' then
    raise exception 'p_quiz must be an array' using errcode = '22023';
  end if;

  insert into public.notifications
    (restaurantid, message, type, item_names, items, recipients, menu_versions, change_set, required)
  values (
    p_restaurantid,
    coalesce(p_update ->> 'message', ''),
    coalesce(p_update ->> 'type', 'menu_update'),
    array(select jsonb_array_elements_text(coalesce(p_update -> 'item_names', '[]'::jsonb))),
    coalesce((p_update ->> 'items')::integer, 0),
    cardinality(v_recipients),
    coalesce(p_update -> 'menu_versions', '[]'::jsonb),
    coalesce(p_update -> 'change_set', '[]'::jsonb),
    coalesce((p_update ->> 'required')::boolean, false)
  )
  returning * into v_row;

  if jsonb_array_length(v_quiz) > 0 then
    insert into public.notification_quizzes (notificationid, questions)
    values (v_row.notificationid, v_quiz);
  end if;

  insert into public.notification_recipients (notificationid, staffid)
  select v_row.notificationid, r from unnest(v_recipients) r;

  -- Each recipient row raises that person's count (the trigger below), so two sends at once
  -- both count.

  return next v_row;
end;
$$;

revoke all on function public.send_update(bigint, jsonb, uuid[], jsonb) from public, anon;
grant execute on function public.send_update(bigint, jsonb, uuid[], jsonb) to authenticated;

-- The count of updates each staff member received is the server's (no counters computed in the
-- browser). Clients lose the column privileges to write it; a recipient row, which only the
-- update's manager may insert (row policies), raises it by one in the same transaction, through a
-- trigger whose function nobody can call.

revoke insert (notifications_received), update (notifications_received)
  on table public.staff_members from authenticated;

create function public.notification_recipients_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.staff_members s
  set notifications_received = s.notifications_received + 1
  where s.staffid = new.staffid;
  return new;
end;
$$;

revoke all on function public.notification_recipients_count() from public, anon, authenticated;

create trigger notification_recipients_count after insert on public.notification_recipients
  for each row execute function public.notification_recipients_count();
