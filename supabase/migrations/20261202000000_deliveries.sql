-- Updates reach staff who are not looking (issue 29): e-mail and Web Push, sent by the Edge
-- Function supabase/functions/deliver (docs/decisions/0038-deliveries-queued-claimed-retried.md).
--
-- The database records WHAT must be sent, in the transaction that makes it necessary: a recipient
-- row of an update (send_update(), still one call) queues one delivery per channel the person
-- asked for; remind_update() queues reminders; queue_invite() queues an invitation. The function
-- then claims the queued rows, sends them and records 'sent' or 'failed' with the reason. A
-- failure leaves the update saved and the delivery retryable.
--
-- deliveries are the server's: managers read their restaurant's, nobody else reads any, and no
-- client writes them (only SECURITY DEFINER functions here and the service role do).
-- push_subscriptions are a person's devices: each person reads and deletes their own rows and
-- saves one only through save_push_subscription().

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.deliveries (
  deliveryid uuid primary key default gen_random_uuid(),
  restaurantid bigint not null references public.restaurants (restaurantid) on delete cascade,
  -- null for invitations, which belong to no update.
  notificationid uuid references public.notifications (notificationid) on delete cascade,
  staffid uuid not null references public.staff_members (staffid) on delete cascade,
  purpose text not null check (purpose in ('update', 'reminder', 'invite')),
  channel text not null check (channel in ('email', 'push')),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  -- Why it failed, in words a manager can act on ("SMTP_HOST is not set").
  reason text,
  attempts integer not null default 0,
  -- Set while one invocation of the function is sending the row, so a second invocation at the
  -- same moment skips it (claim_deliveries()); expires by itself if that invocation dies.
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint deliveries_invite_has_no_update check ((purpose = 'invite') = (notificationid is null))
);

create index deliveries_notificationid_idx on public.deliveries (notificationid);
create index deliveries_restaurantid_idx on public.deliveries (restaurantid);
create index deliveries_staffid_idx on public.deliveries (staffid);

create trigger deliveries_set_updated_at before update on public.deliveries
  for each row execute function public.set_updated_at();

create table public.push_subscriptions (
  subscriptionid uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- One device, one owner: a browser profile that changes hands moves its endpoint.
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

-- ---------------------------------------------------------------------------------------------
-- Privileges and policies
-- ---------------------------------------------------------------------------------------------
revoke all on table public.deliveries, public.push_subscriptions from anon, authenticated;
grant select on table public.deliveries to authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
-- The Edge Function's client (Supabase grants this by default; said here so it does not depend
-- on it).
grant select, insert, update, delete on table public.deliveries, public.push_subscriptions
  to service_role;

alter table public.deliveries enable row level security;
alter table public.deliveries force row level security;
alter table public.push_subscriptions enable row level security;
alter table public.push_subscriptions force row level security;

create policy "deliveries: manager reads" on public.deliveries
  for select to authenticated
  using (public.is_restaurant_owner(restaurantid));

create policy "push_subscriptions: read own" on public.push_subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "push_subscriptions: delete own" on public.push_subscriptions
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Queueing. One rule for updates and reminders: e-mail when the person's preference is 'email'
-- or 'both'; push when it is 'app' or 'both' and their account has a saved device (a push with
-- nowhere to go would only ever fail). A delivery of the same kind still waiting (queued or
-- failed) is not queued twice: two reminders in a row tell the person once.
-- ---------------------------------------------------------------------------------------------
create function public.queue_deliveries(p_notificationid uuid, p_staffid uuid, p_purpose text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.deliveries (restaurantid, notificationid, staffid, purpose, channel)
  select n.restaurantid, n.notificationid, s.staffid, p_purpose, c.channel
  from public.notifications n
  join public.staff_members s on s.staffid = p_staffid and s.restaurantid = n.restaurantid
  cross join (values ('email'), ('push')) c (channel)
  where n.notificationid = p_notificationid
    and (
      (c.channel = 'email' and s.notification_preference in ('email', 'both'))
      or (
        c.channel = 'push'
        and s.notification_preference in ('app', 'both')
        and exists (select 1 from public.push_subscriptions p where p.user_id = s.user_id)
      )
    )
    and not exists (
      select 1 from public.deliveries d
      where d.notificationid = n.notificationid and d.staffid = s.staffid
        and d.purpose = p_purpose and d.channel = c.channel and d.status <> 'sent'
    )
$$;

-- Only the row policies decide who may add a recipient (the update's manager); this trigger
-- then queues in the same transaction, so send_update() stays one call and nothing is queued
-- for a send that fails.
create function public.notification_recipients_queue_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.queue_deliveries(new.notificationid, new.staffid, 'update');
  return new;
end;
$$;

create trigger notification_recipients_queue_deliveries
  after insert on public.notification_recipients
  for each row execute function public.notification_recipients_queue_deliveries();

-- remind_update() as in 20261127000000 (same signature, same check, same reminded_at), and each
-- reminded recipient gets reminder deliveries.
create or replace function public.remind_update(p_notificationid uuid, p_staffids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staffid uuid;
begin
  if not public.can_manage_recipient(p_notificationid, null) then
    raise exception 'not the manager of this update' using errcode = '42501';
  end if;
  for v_staffid in
    update public.notification_recipients r
    set reminded_at = now()
    where r.notificationid = p_notificationid
      and r.staffid = any (coalesce(p_staffids, '{}'::uuid[]))
    returning r.staffid
  loop
    perform public.queue_deliveries(p_notificationid, v_staffid, 'reminder');
  end loop;
end;
$$;

-- "Send Invite" / "Resend": one invitation e-mail, for the manager of that staff entry only.
create function public.queue_invite(p_staffid uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_restaurantid bigint;
  v_deliveryid uuid;
begin
  select s.restaurantid into v_restaurantid
  from public.staff_members s
  join public.restaurants r on r.restaurantid = s.restaurantid
  where s.staffid = p_staffid and r.userid = (select auth.uid());
  if v_restaurantid is null then
    raise exception 'not the manager of this staff member' using errcode = '42501';
  end if;
  insert into public.deliveries (restaurantid, notificationid, staffid, purpose, channel)
  values (v_restaurantid, null, p_staffid, 'invite', 'email')
  returning deliveryid into v_deliveryid;
  return v_deliveryid;
end;
$$;

-- A device of the caller. The endpoint must be an https URL (the function posts to it: no
-- internal addresses); a row with the same endpoint is another account's old subscription of
-- this device and goes.
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_id uuid;
begin
  if v_user is null then
    raise exception 'sign in to turn on update alerts' using errcode = '42501';
  end if;
  if coalesce(p_endpoint, '') !~ '^https://[^/]+' then
    raise exception 'a push endpoint is an https URL' using errcode = '22023';
  end if;
  if coalesce(p_p256dh, '') = '' or coalesce(p_auth, '') = '' then
    raise exception 'a push subscription needs its p256dh and auth keys' using errcode = '22023';
  end if;
  delete from public.push_subscriptions p where p.endpoint = p_endpoint;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
  values (v_user, p_endpoint, p_p256dh, p_auth)
  returning subscriptionid into v_id;
  return v_id;
end;
$$;

-- The Edge Function's claim (service role only): the queued or failed deliveries of an update,
-- or one delivery, that no other invocation is sending right now; each counts an attempt. Two
-- invocations at once: the second waits for the first's row locks, then sees claimed_until set
-- and skips the rows, so nobody is told twice. A sent delivery is never claimed again.
create function public.claim_deliveries(p_notificationid uuid, p_deliveryid uuid)
returns setof public.deliveries
language sql
security invoker
set search_path = ''
as $$
  update public.deliveries d
  set attempts = d.attempts + 1,
      claimed_until = now() + interval '5 minutes'
  where d.status in ('queued', 'failed')
    and (d.claimed_until is null or d.claimed_until < now())
    and (
      (p_deliveryid is not null and d.deliveryid = p_deliveryid)
      or (p_deliveryid is null and d.notificationid = p_notificationid)
    )
  returning d.*
$$;

revoke all on function
  public.queue_deliveries(uuid, uuid, text),
  public.notification_recipients_queue_deliveries(),
  public.claim_deliveries(uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_deliveries(uuid, uuid) to service_role;

revoke all on function
  public.queue_invite(uuid),
  public.save_push_subscription(text, text, text)
  from public, anon;
grant execute on function
  public.queue_invite(uuid),
  public.save_push_subscription(text, text, text)
  to authenticated;

-- Not in the supabase_realtime publication: a published table may have no cascading foreign key
-- (20261129000000: Realtime sends DELETE events without checking row policies). The manager's
-- dialog reads the rows after each invocation instead.
