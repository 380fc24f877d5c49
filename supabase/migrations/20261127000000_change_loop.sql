-- The change loop: an update carries the change set staff must learn, an optional quiz on it, and
-- each recipient's state (opened, quiz passed, acknowledged, reminded). A required update (any
-- allergen change) can only be acknowledged once its quiz is passed. supabase/tests/change-loop.test.ts
-- attacks it; every new table has a row in supabase/tests/table-cases.ts.
--
--  1. notifications gain change_set (what changed, item by item) and required: the manager writes
--     them like the other columns of an update; staff read them with the update.
--  2. notification_quizzes holds an update's questions WITH their answers, so only the manager
--     who owns the update reads, inserts or deletes it. Staff get the questions without answers
--     from staff_update_quizzes(), and hand in answers to grade_update_quiz(), which grades them
--     against this table: a quiz passed is something the server saw, never something a client
--     says (as grade_quiz() for training, 20261124010000).
--  3. notification_recipients gains opened_at, quiz_passed_at and reminded_at, written only by
--     the functions below (no column grant). acknowledged_at stays the staff member's own write,
--     under a trigger: it is stamped with the server's time, never changes once set, and is
--     refused while a required update's quiz is not passed. Managers no longer update recipient
--     rows at all: an acknowledgement is the person's word, not the manager's.
--  4. update_quiz_attempts records every graded attempt (written by grade_update_quiz() only).
--
-- Every function is SECURITY DEFINER with an empty search_path, answers only about the caller,
-- and is executable by authenticated only.

-- ---------------------------------------------------------------------------------------------
-- 1. notifications: the change set and whether the quiz gates the acknowledgement
-- ---------------------------------------------------------------------------------------------
alter table public.notifications
  add column change_set jsonb not null default '[]'::jsonb
    check (jsonb_typeof(change_set) = 'array'),
  add column required boolean not null default false;

-- As every other column of an update the manager writes (20261124000000, 1b).
grant insert (change_set, required) on table public.notifications to authenticated;
grant update (change_set, required) on table public.notifications to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. notification_quizzes: the questions and their answers, the owning manager's only
-- ---------------------------------------------------------------------------------------------
create table public.notification_quizzes (
  notificationid uuid primary key
    references public.notifications (notificationid) on delete cascade,
  -- [{id, prompt, options: [4 strings], answer: 0..3, itemId, kind, mentions}], as
  -- src/domain/change-quiz.ts writes them.
  questions jsonb not null check (jsonb_typeof(questions) = 'array')
);

comment on table public.notification_quizzes is
  'The quiz of a sent update, answers included: the owning manager reads it; staff use '
  'staff_update_quizzes() and grade_update_quiz().';

-- No UPDATE: a quiz is sent with its update and is not rewritten under people taking it.
revoke all on table public.notification_quizzes from anon, authenticated;
grant select, delete on table public.notification_quizzes to authenticated;
grant insert (notificationid, questions) on table public.notification_quizzes to authenticated;

alter table public.notification_quizzes enable row level security;
alter table public.notification_quizzes force row level security;

-- can_manage_recipient(nid, null): the caller owns the notification's restaurant (20261122010000).
-- No staff policy: the answers are in this table.
create policy "notification_quizzes: manager reads" on public.notification_quizzes
  for select to authenticated
  using (public.can_manage_recipient(notificationid, null));

create policy "notification_quizzes: manager creates" on public.notification_quizzes
  for insert to authenticated
  with check (public.can_manage_recipient(notificationid, null));

create policy "notification_quizzes: manager deletes" on public.notification_quizzes
  for delete to authenticated
  using (public.can_manage_recipient(notificationid, null));

-- ---------------------------------------------------------------------------------------------
-- 3. notification_recipients: each person's state
-- ---------------------------------------------------------------------------------------------
-- No grant on any of them: open_update(), grade_update_quiz() and remind_update() write them.
-- SELECT stays table-wide, so the manager reads every recipient's state and staff their own.
alter table public.notification_recipients
  add column opened_at timestamptz,
  add column quiz_passed_at timestamptz,
  add column reminded_at timestamptz;

-- A manager setting or clearing acknowledged_at would speak for the person; only the staff
-- member's own policy ("staff acknowledge own") is left for UPDATE.
drop policy "notification_recipients: manager updates" on public.notification_recipients;

-- The acknowledgement. Once set it never changes (a repeated or replayed acknowledgement keeps
-- the first time, and nobody clears it); set for the first time it is the server's now(), so it
-- cannot be backdated, and the update counts as opened. While the update is required, has
-- questions and this person has not passed them, it is refused with SQLSTATE QZ001 (message
-- 'quiz_required'; PostgREST sends it as a 400, and the adapter maps it to quizFirst()).
-- SECURITY DEFINER: staff cannot read notification_quizzes, and the check must.
create function public.notification_recipients_guard_acknowledgement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.acknowledged_at is not null then
    new.acknowledged_at := old.acknowledged_at;
  elsif new.acknowledged_at is not null then
    if new.quiz_passed_at is null and exists (
      select 1
      from public.notifications n
      join public.notification_quizzes q on q.notificationid = n.notificationid
      where n.notificationid = new.notificationid
        and n.required
        and jsonb_array_length(q.questions) > 0
    ) then
      raise exception 'quiz_required'
        using errcode = 'QZ001',
              detail = 'This update is required: pass its quiz before acknowledging it.';
    end if;
    new.acknowledged_at := now();
    new.opened_at := coalesce(new.opened_at, now());
  end if;
  return new;
end;
$$;

revoke all on function public.notification_recipients_guard_acknowledgement()
  from public, anon, authenticated;

create trigger notification_recipients_guard_acknowledgement
  before update on public.notification_recipients
  for each row execute function public.notification_recipients_guard_acknowledgement();

-- ---------------------------------------------------------------------------------------------
-- 4. update_quiz_attempts: every graded attempt, kept as a record
-- ---------------------------------------------------------------------------------------------
create table public.update_quiz_attempts (
  attemptid bigint generated always as identity primary key,
  notificationid uuid not null
    references public.notifications (notificationid) on delete cascade,
  staffid uuid not null references public.staff_members (staffid) on delete cascade,
  answers integer[] not null,
  score integer not null check (score >= 0),
  total integer not null check (total >= score),
  passed boolean not null,
  taken_at timestamptz not null default now()
);

create index update_quiz_attempts_notificationid_idx
  on public.update_quiz_attempts (notificationid);
create index update_quiz_attempts_staffid_idx on public.update_quiz_attempts (staffid);

-- Read only: grade_update_quiz() is the one writer.
revoke all on table public.update_quiz_attempts from anon, authenticated;
grant select on table public.update_quiz_attempts to authenticated;

alter table public.update_quiz_attempts enable row level security;
alter table public.update_quiz_attempts force row level security;

create policy "update_quiz_attempts: manager reads" on public.update_quiz_attempts
  for select to authenticated
  using (public.can_manage_recipient(notificationid, null));

create policy "update_quiz_attempts: staff read own" on public.update_quiz_attempts
  for select to authenticated
  using (staffid in (select public.my_staff_ids()));

-- ---------------------------------------------------------------------------------------------
-- 5. Functions. The caller's recipient row is the one of an ACCEPTED, ACTIVE staff entry linked
--    to auth.uid() (as my_staff_ids() since 20261124000000); 42501 for an update not addressed
--    to the caller, one that does not exist or one of another restaurant alike, so nothing is
--    told about other teams' updates.
-- ---------------------------------------------------------------------------------------------

-- The first time the person opened the update; later calls keep it.
create function public.open_update(p_notificationid uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notification_recipients r
  set opened_at = coalesce(r.opened_at, now())
  where r.notificationid = p_notificationid
    and r.staffid in (
      select s.staffid from public.staff_members s
      where s.user_id = (select auth.uid()) and s.status = 'active' and s.link_state = 'accepted'
    );
  if not found then
    raise exception 'this update was not sent to the caller' using errcode = '42501';
  end if;
end;
$$;

-- The quizzes of the caller's updates in one restaurant, each question without its `answer`
-- (every other key kept, in order). Nothing, not an error, for a restaurant where the caller has
-- no update, as a select under RLS would answer. Newest update first.
create function public.staff_update_quizzes(p_restaurantid bigint)
returns table (notificationid uuid, questions jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select
    q.notificationid,
    coalesce(
      (
        select jsonb_agg(
          case when jsonb_typeof(e.value) = 'object' then e.value - 'answer' else e.value end
          order by e.ordinality
        )
        from jsonb_array_elements(q.questions) with ordinality as e (value, ordinality)
      ),
      '[]'::jsonb
    )
  from public.notification_quizzes q
  join public.notifications n on n.notificationid = q.notificationid
  where n.restaurantid = p_restaurantid
    and q.notificationid in (
      select r.notificationid
      from public.notification_recipients r
      join public.staff_members s on s.staffid = r.staffid
      where s.user_id = (select auth.uid()) and s.status = 'active' and s.link_state = 'accepted'
    )
  order by n.sent_at desc, q.notificationid
$$;

-- Grades an attempt at an update's quiz against the stored answers: correct[i] is whether
-- p_answers[i] is question i's answer (missing or null: wrong); passed only when every question
-- is answered right and no more answers than questions were given (as gradeChangeQuiz() in
-- src/domain/change-quiz.ts). Records the attempt for the caller's recipient entry, and on a
-- pass stamps quiz_passed_at (the first pass is kept). Retries are allowed.
--   42501  the update was not sent to the caller (or does not exist);
--   22023  the update has no quiz (no row, or no questions).
create function public.grade_update_quiz(p_notificationid uuid, p_answers integer[])
returns table (score integer, total integer, passed boolean, correct boolean[])
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_staffid uuid;
  v_questions jsonb;
  v_answers integer[] := coalesce(p_answers, '{}'::integer[]);
  v_correct boolean[];
  v_score integer;
  v_total integer;
  v_passed boolean;
begin
  select r.staffid
  into v_staffid
  from public.notification_recipients r
  join public.staff_members s on s.staffid = r.staffid
  where r.notificationid = p_notificationid
    and s.user_id = (select auth.uid())
    and s.status = 'active'
    and s.link_state = 'accepted'
  order by s.linked_at, s.staffid
  limit 1;

  if v_staffid is null then
    raise exception 'this update was not sent to the caller' using errcode = '42501';
  end if;

  select q.questions into v_questions
  from public.notification_quizzes q
  where q.notificationid = p_notificationid;

  if v_questions is null or jsonb_array_length(v_questions) = 0 then
    raise exception 'this update has no quiz' using errcode = '22023';
  end if;

  select array_agg(
    coalesce(a.answer is not null and q.value -> 'answer' = to_jsonb(a.answer), false)
    order by q.ordinality
  )
  into v_correct
  from jsonb_array_elements(v_questions) with ordinality as q (value, ordinality)
  left join unnest(v_answers) with ordinality as a (answer, ordinality)
    on a.ordinality = q.ordinality;

  v_total := jsonb_array_length(v_questions);
  v_score := cardinality(array_positions(v_correct, true));
  v_passed := v_score = v_total and cardinality(v_answers) = v_total;

  insert into public.update_quiz_attempts as t
    (notificationid, staffid, answers, score, total, passed)
  values (p_notificationid, v_staffid, v_answers, v_score, v_total, v_passed);

  if v_passed then
    update public.notification_recipients r
    set quiz_passed_at = coalesce(r.quiz_passed_at, now())
    where r.notificationid = p_notificationid and r.staffid = v_staffid;
  end if;

  return query select v_score, v_total, v_passed, v_correct;
end;
$$;

-- The manager nudges the listed recipients of their own update (those not ready, in practice):
-- reminded_at becomes now(). Ids that are not recipients of it are ignored. 42501 for anybody
-- but the manager who owns the update.
create function public.remind_update(p_notificationid uuid, p_staffids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_manage_recipient(p_notificationid, null) then
    raise exception 'not the manager of this update' using errcode = '42501';
  end if;
  update public.notification_recipients r
  set reminded_at = now()
  where r.notificationid = p_notificationid
    and r.staffid = any (coalesce(p_staffids, '{}'::uuid[]));
end;
$$;

revoke all on function
  public.open_update(uuid),
  public.staff_update_quizzes(bigint),
  public.grade_update_quiz(uuid, integer[]),
  public.remind_update(uuid, uuid[])
  from public, anon, authenticated;

grant execute on function
  public.open_update(uuid),
  public.staff_update_quizzes(bigint),
  public.grade_update_quiz(uuid, integer[]),
  public.remind_update(uuid, uuid[])
  to authenticated;
