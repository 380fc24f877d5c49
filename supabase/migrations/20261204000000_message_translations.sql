-- The manager's own message in each recipient's language (issue 30, item 4). When the manager has
-- an AI model configured, the app translates the message at send time into each language of the
-- recipients that differs from the one it was written in, and sends the translations with the
-- update in the same single call (ADR 0037): {"es": "..."}. message_locale is the language the
-- message was written in (the manager's screen language at send time); null for updates sent
-- before this existed, which show the message as written.
--
-- Readers: whoever reads the row (the manager, and staff the update was sent to: the existing
-- row policies of notifications). Writers: send_update(), which runs as the caller, so the
-- columns get an INSERT grant and no UPDATE grant: a translation is written with its update,
-- and never changed afterwards. Staff hold no insert policy on notifications, so they cannot
-- write one at all. A translation is model text, kept as text and shown as text, never HTML.

alter table public.notifications
  add column message_locale text check (message_locale in ('en', 'es')),
  add column message_translations jsonb not null default '{}'::jsonb
    -- An object of the app's languages, each a non-empty text of a sane length (the app refuses
    -- longer model output; this is the server's copy of that rule).
    check (
      jsonb_typeof(message_translations) = 'object'
      and message_translations - 'en' - 'es' = '{}'::jsonb
      and (
        not message_translations ? 'en'
        or (
          jsonb_typeof(message_translations -> 'en') = 'string'
          and char_length(message_translations ->> 'en') between 1 and 4000
        )
      )
      and (
        not message_translations ? 'es'
        or (
          jsonb_typeof(message_translations -> 'es') = 'string'
          and char_length(message_translations ->> 'es') between 1 and 4000
        )
      )
    );

comment on column public.notifications.message_translations is
  'The message translated by the manager''s AI model at send time, by language: {"es": "..."}. '
  'Written only with the update (send_update); never updated.';
comment on column public.notifications.message_locale is
  'en | es: the language the message was written in; null before 20261204000000.';

grant insert (message_locale, message_translations) on table public.notifications to authenticated;

-- Same signature, so every caller keeps working: p_update may now carry message_locale and
-- message_translations; an update without them is stored with none (null, {}).
create or replace function public.send_update(
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
    (restaurantid, message, type, item_names, items, recipients, menu_versions, change_set,
     required, message_locale, message_translations)
  values (
    p_restaurantid,
    coalesce(p_update ->> 'message', ''),
    coalesce(p_update ->> 'type', 'menu_update'),
    array(select jsonb_array_elements_text(coalesce(p_update -> 'item_names', '[]'::jsonb))),
    coalesce((p_update ->> 'items')::integer, 0),
    cardinality(v_recipients),
    coalesce(p_update -> 'menu_versions', '[]'::jsonb),
    coalesce(p_update -> 'change_set', '[]'::jsonb),
    coalesce((p_update ->> 'required')::boolean, false),
    p_update ->> 'message_locale',
    -- Absent or JSON null: none. Anything else must pass the column's check (23514).
    coalesce(nullif(p_update -> 'message_translations', 'null'::jsonb), '{}'::jsonb)
  )
  returning * into v_row;

  if jsonb_array_length(v_quiz) > 0 then
    insert into public.notification_quizzes (notificationid, questions)
    values (v_row.notificationid, v_quiz);
  end if;

  insert into public.notification_recipients (notificationid, staffid)
  select v_row.notificationid, r from unnest(v_recipients) r;

  -- Each recipient row raises that person's count (trigger of 20261201000000), so two sends at
  -- once both count.

  return next v_row;
end;
$$;
