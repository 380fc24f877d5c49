-- Quiz grading: a score is something staff earn, not something they send.
-- docs/decisions/0019-quiz-grading.md records the decision; supabase/tests/quiz-grading.test.ts
-- attacks it.
--
-- Before this migration a staff member read training_modules.quiz_questions, answers and
-- explanations included, and inserted their own quiz_results row with any score. Now:
--
--  1. Staff no longer read training_modules. staff_training_modules(restaurantid) gives an
--     accepted, active member the modules of that restaurant with each question reduced to
--     {question, options}. Managers keep their policies and read everything, as before.
--  2. Nobody inserts quiz_results through the API (no INSERT privilege, no INSERT policy).
--     grade_quiz(moduleid, answers) scores an attempt against the stored questions, records the
--     result for the caller's own staff entry and only then gives the answers back.
--
-- Both functions are SECURITY DEFINER with an empty search_path, answer only about the caller and
-- are executable by authenticated only. What staff and managers read of quiz_results is
-- unchanged.

-- ---------------------------------------------------------------------------------------------
-- 1. training_modules: managers only. (Its manager policies stay as 20261122010000 wrote them.)
-- ---------------------------------------------------------------------------------------------
drop policy "training_modules: staff read their restaurant's" on public.training_modules;

-- The modules of one restaurant as its staff read them: without correctAnswer and explanation.
-- Nothing (not an error) for a restaurant the caller is not an accepted, active member of, as a
-- select under RLS would answer. Newest first, like the adapter's read of the table was.
create function public.staff_training_modules(p_restaurantid bigint)
returns table (
  moduleid uuid,
  restaurantid bigint,
  title text,
  type text,
  content text,
  quiz_questions jsonb,
  source_url text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    m.moduleid,
    m.restaurantid,
    m.title,
    m.type,
    m.content,
    case
      when jsonb_typeof(m.quiz_questions) = 'array' then (
        select coalesce(
          jsonb_agg(
            jsonb_build_object('question', q.value -> 'question', 'options', q.value -> 'options')
            order by q.ordinality
          ),
          '[]'::jsonb
        )
        from jsonb_array_elements(m.quiz_questions) with ordinality as q (value, ordinality)
      )
    end,
    m.source_url,
    m.created_at
  from public.training_modules m
  where m.restaurantid = p_restaurantid
    and p_restaurantid in (select public.my_staff_restaurants())
  order by m.created_at desc, m.moduleid
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. quiz_results: written by grade_quiz() only.
-- ---------------------------------------------------------------------------------------------
drop policy "quiz_results: staff record own" on public.quiz_results;
-- Also removes the column-level INSERT grant of 20261124000000.
revoke insert on table public.quiz_results from anon, authenticated;
-- Its only user was the policy just dropped.
drop function public.can_record_quiz_result(uuid, uuid);

-- Scores an attempt: one point per question whose answer (p_answers[i], the chosen option's
-- index from 0) is its stored correctAnswer; a missing, null or out-of-range answer scores
-- nothing, answers beyond the last question are ignored. total is the number of questions.
--   42501  the caller is not an accepted, active staff member of the module's restaurant (also
--          for a module that does not exist: nothing is told about other teams' modules);
--   22023  the module has no questions.
-- Records the result for the caller's entry in that restaurant and returns it with `review`:
-- [{correctAnswer, explanation}] per question, in order.
create function public.grade_quiz(p_moduleid uuid, p_answers integer[])
returns table (
  resultid uuid,
  moduleid uuid,
  staffid uuid,
  score integer,
  total integer,
  taken_at timestamptz,
  review jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_staffid uuid;
  v_questions jsonb;
  v_score integer;
  v_total integer;
  v_review jsonb;
begin
  select s.staffid, m.quiz_questions
  into v_staffid, v_questions
  from public.training_modules m
  join public.staff_members s on s.restaurantid = m.restaurantid
  where m.moduleid = p_moduleid
    and s.user_id = (select auth.uid())
    and s.status = 'active'
    and s.link_state = 'accepted'
  order by s.linked_at, s.staffid
  limit 1;

  if v_staffid is null then
    raise exception 'not a member of this training module''s team' using errcode = '42501';
  end if;

  if jsonb_typeof(v_questions) is distinct from 'array'
     or jsonb_array_length(v_questions) = 0 then
    raise exception 'this training module has no quiz' using errcode = '22023';
  end if;

  select
    count(*) filter (
      where a.answer is not null
        and a.answer >= 0
        and jsonb_typeof(q.value -> 'options') = 'array'
        and a.answer < jsonb_array_length(q.value -> 'options')
        and q.value -> 'correctAnswer' = to_jsonb(a.answer)
    )::integer,
    count(*)::integer,
    jsonb_agg(
      jsonb_build_object(
        'correctAnswer', q.value -> 'correctAnswer',
        'explanation', coalesce(q.value ->> 'explanation', '')
      )
      order by q.ordinality
    )
  into v_score, v_total, v_review
  from jsonb_array_elements(v_questions) with ordinality as q (value, ordinality)
  left join unnest(coalesce(p_answers, '{}'::integer[])) with ordinality as a (answer, ordinality)
    on a.ordinality = q.ordinality;

  return query
  insert into public.quiz_results as r (moduleid, staffid, score, total)
  values (p_moduleid, v_staffid, v_score, v_total)
  returning r.resultid, r.moduleid, r.staffid, r.score, r.total, r.taken_at, v_review;
end;
$$;

revoke all on function
  public.staff_training_modules(bigint),
  public.grade_quiz(uuid, integer[])
  from public, anon, authenticated;

grant execute on function
  public.staff_training_modules(bigint),
  public.grade_quiz(uuid, integer[])
  to authenticated;
