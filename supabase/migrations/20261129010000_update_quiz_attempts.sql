-- A required quiz is passed by knowing, not by trying (issue 26, item 5; ADR 0027).
-- grade_update_quiz() said which answers were right and allowed any number of retries, so a
-- required update was passed in four attempts knowing nothing. Now:
--
--  1. Before a pass an attempt is told only how many answers were right. The answers, per
--     question, come back only with a pass (review).
--  2. staff_update_quizzes() serves each question's options in a new order at each attempt
--     (every option moves), with optionIds: the stored index of each option as served. Answers
--     are still stored indexes, so an attempt is graded the same whatever order it was served in
--     (a queued offline attempt or a second tab cannot be graded against the wrong order).
--  3. Only a few attempts may follow one another: as many as keep a blind guess's chance of passing
--     them under 1 in 16 (1 for a quiz of up to 2 questions, 3 from 3 questions on). After that
--     each further attempt waits, 10 minutes at first, doubling up to 2 hours (QZ002 'quiz_wait'
--     before then). Guessing with the count goes from seconds to hours, and the manager sees the
--     attempts beside each person's state.
--  4. notification_recipients gains quiz_attempts (attempts until the pass) and
--     quiz_attempted_at (the last one), written by grade_update_quiz() only (no column grant):
--     the owning manager reads them beside each recipient's state, staff their own.
--     supabase/tests/update-quiz-attempts.test.ts attacks it; src/domain/update-quiz-attempts.ts
--     holds the same rules for local mode.

-- ---------------------------------------------------------------------------------------------
-- 1. The attempts on each recipient's row
-- ---------------------------------------------------------------------------------------------
-- INSERT is granted on (notificationid, staffid) only and UPDATE on acknowledged_at only
-- (20261124000000), so nobody writes these through the API.
alter table public.notification_recipients
  add column quiz_attempts integer not null default 0 check (quiz_attempts >= 0),
  add column quiz_attempted_at timestamptz;

-- Attempts before this migration: counted from the record, up to the first pass.
update public.notification_recipients r
set quiz_attempts = a.n, quiz_attempted_at = a.last
from (
  select t.notificationid, t.staffid, count(*)::integer as n, max(t.taken_at) as last
  from public.update_quiz_attempts t
  join public.notification_recipients x
    on x.notificationid = t.notificationid and x.staffid = t.staffid
  where x.quiz_passed_at is null or t.taken_at <= x.quiz_passed_at
  group by t.notificationid, t.staffid
) a
where r.notificationid = a.notificationid and r.staffid = a.staffid;

-- ---------------------------------------------------------------------------------------------
-- 2. The rules, once (internal: called by the functions below, executable by nobody else)
-- ---------------------------------------------------------------------------------------------
-- Attempts that may follow one another on a quiz of p_questions questions of 4 options: the
-- most (up to 3) for which a blind guess passes one of them with a chance of at most 1 in 16.
-- As freeQuizAttempts() in src/domain/update-quiz-attempts.ts.
create function public.update_quiz_free_attempts(p_questions integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select least(3, greatest(1, floor(power(4, least(greatest(p_questions, 0), 6)) / 16)))::integer
$$;

-- When the next attempt may be made after p_attempts failed ones, the last at p_attempted_at,
-- on a quiz of p_questions questions; null when it may be made now. As quizRetryAt() in
-- src/domain/update-quiz-attempts.ts.
create function public.update_quiz_retry_at(
  p_attempts integer,
  p_attempted_at timestamptz,
  p_questions integer
)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select case
    when p_attempted_at is null
      or p_attempts < public.update_quiz_free_attempts(p_questions) then null
    else p_attempted_at + least(
      interval '10 minutes'
        * power(2, least(p_attempts - public.update_quiz_free_attempts(p_questions), 10)),
      interval '2 hours'
    )
  end
$$;

-- The questions as served for one attempt: without answer, each question's options in the order
-- of this attempt, and optionIds (the stored index of each option as served). Option i sits in
-- slot (i + attempt) mod n, and the slots are ranked by a hash of the seed (update and staff
-- entry), so each attempt moves every option and the next person gets another order. As
-- servedQuiz() in src/domain/update-quiz-attempts.ts (same idea, its own hash).
create function public.update_quiz_served(p_questions jsonb, p_seed text, p_attempt integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      case
        when jsonb_typeof(e.value) <> 'object' then e.value
        when jsonb_typeof(e.value -> 'options') <> 'array'
          or jsonb_array_length(e.value -> 'options') = 0 then e.value - 'answer'
        else (e.value - 'answer') || (
          select jsonb_build_object(
            'options', jsonb_agg(o.value order by o.rank),
            'optionIds', jsonb_agg(o.i - 1 order by o.rank)
          )
          from (
            select
              x.value,
              x.i,
              md5(
                p_seed || ':' || e.ordinality || ':'
                || ((x.i - 1 + p_attempt) % jsonb_array_length(e.value -> 'options'))
              ) as rank
            from jsonb_array_elements(e.value -> 'options') with ordinality as x (value, i)
          ) o
        )
      end
      order by e.ordinality
    ),
    '[]'::jsonb
  )
  from jsonb_array_elements(p_questions) with ordinality as e (value, ordinality)
$$;

revoke all on function
  public.update_quiz_free_attempts(integer),
  public.update_quiz_retry_at(integer, timestamptz, integer),
  public.update_quiz_served(jsonb, text, integer)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. staff_update_quizzes(): the order of the caller's next attempt
-- ---------------------------------------------------------------------------------------------
-- Same rows and rules as 20261127000000; the questions are served for the caller's next attempt
-- on their recipient entry (the first-linked one, as grade_update_quiz() picks).
create or replace function public.staff_update_quizzes(p_restaurantid bigint)
returns table (notificationid uuid, questions jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select
    q.notificationid,
    public.update_quiz_served(
      case when jsonb_typeof(q.questions) = 'array' then q.questions else '[]'::jsonb end,
      q.notificationid::text || ':' || me.staffid::text,
      me.quiz_attempts
    )
  from public.notification_quizzes q
  join public.notifications n on n.notificationid = q.notificationid
  join lateral (
    select r.staffid, r.quiz_attempts
    from public.notification_recipients r
    join public.staff_members s on s.staffid = r.staffid
    where r.notificationid = q.notificationid
      and s.user_id = (select auth.uid())
      and s.status = 'active'
      and s.link_state = 'accepted'
    order by s.linked_at, s.staffid
    limit 1
  ) me on true
  where n.restaurantid = p_restaurantid
  order by n.sent_at desc, q.notificationid
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. grade_update_quiz(): the count only, a wait after three, the review with the pass
-- ---------------------------------------------------------------------------------------------
-- The return type changes, so the function is replaced (same arguments, same grants below).
drop function public.grade_update_quiz(uuid, integer[]);

-- Grades an attempt (p_answers[i]: the STORED index of the option chosen for question i, as
-- optionIds give it; missing, null or out of range is wrong) against the stored answers.
-- passed: every question answered right, no more answers than questions.
--   Until the caller's first pass the attempt is recorded (update_quiz_attempts, and
--   quiz_attempts + 1, quiz_attempted_at on their row; a pass stamps quiz_passed_at), and it is
--   refused with QZ002 'quiz_wait' (HINT: the time it opens) while update_quiz_retry_at() says
--   to wait. After the pass, attempts are graded but not recorded and never wait.
-- Returns score and total; attempts (so far); retry_at (when the next attempt opens, null: now
-- or passed); review ([{answer: the right option's text, correct}] per question) only once the
-- caller has passed, null before: a failed attempt says how many, never which.
--   42501  the update was not sent to the caller (or does not exist);
--   22023  the update has no quiz (no row, or no questions).
create function public.grade_update_quiz(p_notificationid uuid, p_answers integer[])
returns table (
  score integer,
  total integer,
  passed boolean,
  attempts integer,
  retry_at timestamptz,
  review jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_staffid uuid;
  v_attempts integer;
  v_attempted_at timestamptz;
  v_passed_at timestamptz;
  v_retry_at timestamptz;
  v_questions jsonb;
  v_answers integer[] := coalesce(p_answers, '{}'::integer[]);
  v_correct boolean[];
  v_score integer;
  v_total integer;
  v_passed boolean;
  v_review jsonb;
begin
  -- FOR UPDATE: two attempts sent at once are counted one after the other, so the second sees
  -- the first and cannot slip past the wait.
  select r.staffid, r.quiz_attempts, r.quiz_attempted_at, r.quiz_passed_at
  into v_staffid, v_attempts, v_attempted_at, v_passed_at
  from public.notification_recipients r
  join public.staff_members s on s.staffid = r.staffid
  where r.notificationid = p_notificationid
    and s.user_id = (select auth.uid())
    and s.status = 'active'
    and s.link_state = 'accepted'
  order by s.linked_at, s.staffid
  limit 1
  for update of r;

  if v_staffid is null then
    raise exception 'this update was not sent to the caller' using errcode = '42501';
  end if;

  select q.questions into v_questions
  from public.notification_quizzes q
  where q.notificationid = p_notificationid;

  if v_questions is null or jsonb_typeof(v_questions) <> 'array'
     or jsonb_array_length(v_questions) = 0 then
    raise exception 'this update has no quiz' using errcode = '22023';
  end if;

  if v_passed_at is null then
    v_retry_at := public.update_quiz_retry_at(
      v_attempts, v_attempted_at, jsonb_array_length(v_questions)
    );
    if v_retry_at is not null and now() < v_retry_at then
      raise exception 'quiz_wait'
        using errcode = 'QZ002',
              detail = 'Too many attempts in a row: read the changes again before the next.',
              hint = to_char(v_retry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    end if;
  end if;

  select
    array_agg(
      coalesce(a.answer is not null and q.value -> 'answer' = to_jsonb(a.answer), false)
      order by q.ordinality
    ),
    jsonb_agg(
      jsonb_build_object(
        'answer', coalesce(q.value -> 'options' ->> (q.value ->> 'answer')::integer, ''),
        'correct', coalesce(a.answer is not null and q.value -> 'answer' = to_jsonb(a.answer), false)
      )
      order by q.ordinality
    )
  into v_correct, v_review
  from jsonb_array_elements(v_questions) with ordinality as q (value, ordinality)
  left join unnest(v_answers) with ordinality as a (answer, ordinality)
    on a.ordinality = q.ordinality;

  v_total := jsonb_array_length(v_questions);
  v_score := cardinality(array_positions(v_correct, true));
  v_passed := v_score = v_total and cardinality(v_answers) = v_total;

  if v_passed_at is null then
    insert into public.update_quiz_attempts as t
      (notificationid, staffid, answers, score, total, passed)
    values (p_notificationid, v_staffid, v_answers, v_score, v_total, v_passed);

    v_attempts := v_attempts + 1;
    if v_passed then
      v_passed_at := now();
    end if;
    update public.notification_recipients r
    set quiz_attempts = v_attempts,
        quiz_attempted_at = now(),
        quiz_passed_at = v_passed_at
    where r.notificationid = p_notificationid and r.staffid = v_staffid;
  end if;

  return query select
    v_score,
    v_total,
    v_passed,
    v_attempts,
    case
      when v_passed_at is null then public.update_quiz_retry_at(v_attempts, now(), v_total)
    end,
    case when v_passed_at is not null then v_review end;
end;
$$;

revoke all on function public.grade_update_quiz(uuid, integer[]) from public, anon, authenticated;
grant execute on function public.grade_update_quiz(uuid, integer[]) to authenticated;
