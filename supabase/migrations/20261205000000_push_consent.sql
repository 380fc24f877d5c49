-- Security fixes of issue 43 (docs/security.md; supabase/tests/push-consent.test.ts has one case
-- per item, each failing against the migrations before this one).
--
--  1. queue_deliveries() (20261202000000) queued a push whenever the entry's user_id had a saved
--     device. claim_staff_membership() sets user_id at sign-in, before the person answers, and a
--     declined entry keeps it, so (a) a manager who sent twice, before and after the listed
--     address signed in, saw a push row appear while `answer` still read 'none': the sign-in
--     oracle 20261129000000 closed for staff_members, reopened through deliveries; and (b) a
--     person who declined kept receiving that restaurant's pushes. A push is now queued only for
--     an accepted, active entry, the one state in which the manager reads `answer` = 'accepted'
--     anyway; until then the rows an update queues are the same whether or not the person has an
--     account, has signed in or saved a device. E-mail is unchanged: it goes to the address the
--     manager typed and says nothing about an account.
--  2. save_push_subscription() took any https URL, 127.0.0.1 and 169.254.169.254 included, and the
--     deliver function posted to it and quoted the answer's body in deliveries.reason, which the
--     manager reads: a person who also manages a restaurant of their own could have our function
--     request an address of their choosing and read part of the answer. Endpoints are now accepted
--     only on the push services' hosts (public.push_service_hosts(), the same list as
--     supabase/functions/_shared/push-hosts.ts, which the function checks again before any
--     request); stored endpoints elsewhere are deleted, and stored reasons lose any remote text.
--  3. restaurants.website_url took any text, 'javascript:...' included, and staff read the row.
--     It must now be an http or https URL (the app also renders it through src/lib/safe-url.ts).

-- ---------------------------------------------------------------------------------------------
-- 1. Pushes only to people who accepted
-- ---------------------------------------------------------------------------------------------
-- As in 20261202000000, with one more condition on push: the entry is accepted and active. The
-- condition reads only link_state and status, never whether a device or account exists, so for
-- an entry nobody accepted the rows are a function of what the manager wrote alone.
create or replace function public.queue_deliveries(
  p_notificationid uuid,
  p_staffid uuid,
  p_purpose text
)
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
        and s.link_state = 'accepted'
        and s.status = 'active'
        and exists (select 1 from public.push_subscriptions p where p.user_id = s.user_id)
      )
    )
    and not exists (
      select 1 from public.deliveries d
      where d.notificationid = n.notificationid and d.staffid = s.staffid
        and d.purpose = p_purpose and d.channel = c.channel and d.status <> 'sent'
    )
$$;

-- Pushes already queued for someone who has not joined (or no longer is active) would still be
-- sent by the function: they go. (The function refuses them too.)
delete from public.deliveries d
using public.staff_members s
where d.staffid = s.staffid
  and d.channel = 'push'
  and d.status <> 'sent'
  and not (s.link_state = 'accepted' and s.status = 'active');

-- ---------------------------------------------------------------------------------------------
-- 2. Push endpoints only on the push services
-- ---------------------------------------------------------------------------------------------
-- The hosts, in the form of supabase/functions/_shared/push-hosts.ts ("*." is one DNS label).
create function public.push_service_hosts()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'fcm.googleapis.com',
    'android.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    '*.notify.windows.com'
  ]
$$;

-- https, a host on the list written as browsers write it (lower case, no port, no user name),
-- then a path, query or nothing; no white space or control characters anywhere. Stricter than
-- the function's URL parser on purpose: whatever passes here, the function reads as the same host.
create function public.is_push_service_endpoint(p_endpoint text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    (
      select bool_or(
        case
          when h like '*.%' then
            right(e.host, length(h) - 1) = substr(h, 2)
            and left(e.host, length(e.host) - length(h) + 1)
              ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
          else e.host = h
        end
      )
      from (
        select substring(
          p_endpoint from '^https://([a-z0-9.-]+)(?:[/?#][^[:space:][:cntrl:]]*)?$'
        ) as host
      ) e
      cross join unnest(public.push_service_hosts()) h
      where e.host is not null
    ),
    false
  )
$$;

-- As in 20261202000000, with the endpoint checked against the push services.
create or replace function public.save_push_subscription(
  p_endpoint text,
  p_p256dh text,
  p_auth text
)
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
  if not public.is_push_service_endpoint(p_endpoint) then
    raise exception 'a push endpoint is an https URL of a browser''s push service'
      using errcode = '22023';
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

revoke all on function
  public.push_service_hosts(),
  public.is_push_service_endpoint(text)
  from public, anon, authenticated;

-- A device saved before this check that is not on a push service was never a browser's: it goes.
delete from public.push_subscriptions p where not public.is_push_service_endpoint(p.endpoint);

-- Reasons recorded so far quoted the push service's body or the network error: keep the status
-- (or the fact that it was unreachable), lose the far end's words.
update public.deliveries d
set reason = substring(d.reason from '^the push service answered [0-9]{3}')
where d.channel = 'push' and d.reason ~ '^the push service answered [0-9]{3}.';

update public.deliveries d
set reason = 'cannot reach the push service'
where d.channel = 'push' and d.reason like 'cannot reach the push service%';

-- ---------------------------------------------------------------------------------------------
-- 3. A restaurant's website is an http or https URL
-- ---------------------------------------------------------------------------------------------
-- What is stored today: an address written without its scheme ("www.bistro.com") gets https://,
-- an empty one becomes null, anything else that is not http(s) (javascript:, data:, ...) is
-- dropped. The timestamps stay: this is not the manager's edit.
alter table public.restaurants disable trigger restaurants_set_updated_at;

update public.restaurants
set website_url = 'https://' || website_url
where website_url ~* '^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#][^[:space:][:cntrl:]]*)?$';

update public.restaurants
set website_url = null
where website_url is not null
  and website_url !~* '^https?://[^[:space:][:cntrl:]/?#]';

alter table public.restaurants enable trigger restaurants_set_updated_at;

alter table public.restaurants
  add constraint restaurants_website_url_http
    check (website_url ~* '^https?://[^[:space:][:cntrl:]/?#]');
