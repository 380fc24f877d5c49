import { CHANGE_SET, inStoredOrder, OPEN_QUIZ, QUIZ } from '@/testing/change-loop-fixtures';
import { setupRealSupabase, TEST_URL } from '@/testing/postgrest/setup';
import { sentUpdate as sent, staffWorld, type StaffWorld } from '@/testing/postgrest/staff-world';

// A staff member's updates in Supabase mode (staff-updates.ts, supabase/migrations/20261127000000):
// the questions without their answers, opening, grading and the acknowledgement a required
// update's quiz gates. Against the real schema: open_update(), grade_update_quiz(), the
// acknowledgement trigger, grants and policies are the database's own.

const fake = setupRealSupabase();
const world = () => staffWorld(fake);
const rpc = (name: string) => fake.find('POST', `/rest/v1/rpc/${name}`);

describe('supabase staffAccess: updates and their quizzes', () => {
  /** A required update to Sam (and Kim) with the QUIZ questions, sent by the manager. */
  async function withRequired(w: StaffWorld) {
    const update = await w.manager.backend.notifications.send(w.m.restaurantId, {
      ...sent('notif-3', [w.sam.id, w.kim.id], '2026-02-03T09:00:00.000Z'),
      changeSet: CHANGE_SET,
      required: true,
      quiz: QUIZ,
    });
    fake.requests.length = 0;
    return update;
  }

  const samsRow = async (notificationId: string, staffId: string) =>
    // As JSON: timestamps in the ISO form PostgREST sends.
    (
      await fake.db.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(r) as row from public.notification_recipients r
          where notificationid = $1 and staffid = $2`,
        [notificationId, staffId],
      )
    ).rows[0].row;
  /** Time passes: Sam's last attempt was long ago, so the wait after it is over. */
  const longAgo = (notificationId: string, staffId: string) =>
    fake.arrange(
      `update public.notification_recipients set quiz_attempted_at = '2000-01-01T00:00:00Z'
        where notificationid = $1 and staffid = $2`,
      [notificationId, staffId],
    );
  const attempts = async () =>
    (
      await fake.db.query(
        'select staffid, score, passed from public.update_quiz_attempts order by taken_at',
      )
    ).rows;

  it('updates(): a required update with its change set and quiz, never the answers', async () => {
    const w = await world();
    const update = await withRequired(w);
    const updates = await w.staff.staffAccess.updates(w.m);
    expect(updates.map((u) => u.id)).toEqual([update.id, w.mine.id]);
    expect(updates[0]).toMatchObject({
      changeSet: CHANGE_SET,
      required: true,
      acknowledged: false,
      quizAttempts: 0,
      quizRetryAt: null,
    });
    expect(inStoredOrder(updates[0]!.quiz)).toEqual(OPEN_QUIZ);
    expect(JSON.stringify(updates)).not.toMatch(/"answer"/);
    // Nor does any response Sam gets carry them: not the function's, not the table's, not an embed.
    const post = (path: string, body: unknown) =>
      fetch(`${TEST_URL}/rest/v1/${path}`, {
        method: 'POST',
        headers: w.headers,
        body: JSON.stringify(body),
      });
    const get = (path: string) => fetch(`${TEST_URL}/rest/v1/${path}`, { headers: w.headers });
    const responses = [
      await post('rpc/staff_update_quizzes', { p_restaurantid: Number(w.m.restaurantId) }),
      await get('notification_quizzes?select=*'),
      await get('notifications?select=*,notification_quizzes(questions)'),
    ];
    for (const response of responses) expect(await response.text()).not.toMatch(/"answer"/);
  });

  it('openUpdate(): the server stamps the first opening; again keeps it', async () => {
    const w = await world();
    const update = await withRequired(w);
    await w.staff.staffAccess.openUpdate(w.m, update.id);
    expect(rpc('open_update').map((r) => r.body)).toEqual([{ p_notificationid: update.id }]);
    const first = (await samsRow(update.id, w.sam.id)).opened_at;
    expect(Date.parse(String(first))).not.toBeNaN();
    expect((await samsRow(update.id, w.kim.id)).opened_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await w.staff.staffAccess.openUpdate(w.m, update.id);
    expect((await samsRow(update.id, w.sam.id)).opened_at).toBe(first);
    expect((await w.staff.staffAccess.updates(w.m))[0].openedAt).toBe(
      new Date(String(first)).toISOString(),
    );
  });

  it('openUpdate(): an update not sent to them is a 403; a non-row id asks nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    await expect(w.staff.staffAccess.openUpdate(w.m, w.theirsId)).rejects.toMatchObject({
      name: 'BackendError',
      message: 'This update was not sent to you',
      status: 403,
    });
    fake.requests.length = 0;
    await expect(w.staff.staffAccess.openUpdate(w.m, 'notif-1')).rejects.toMatchObject({
      status: 403,
    });
    expect(fake.requests).toEqual([]);
  });

  it('gradeUpdateQuiz(): sends the answers only; the grade and the pass are the server’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    const update = await withRequired(w);

    const wrong = await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, [2, 3]);
    const [call] = rpc('grade_update_quiz');
    expect(call.body).toEqual({ p_notificationid: update.id, p_answers: [2, 3] });
    expect(call.headers.accept).toBe('application/vnd.pgrst.object+json');
    // How many, not which; a quiz of two gives one attempt before a wait of 10 minutes.
    const at = Date.parse(String((await samsRow(update.id, w.sam.id)).quiz_attempted_at));
    expect(wrong).toEqual({
      score: 1,
      total: 2,
      passed: false,
      attempts: 1,
      retryAt: new Date(at + 10 * 60_000).toISOString(),
      review: null,
    });
    expect((await samsRow(update.id, w.sam.id)).quiz_passed_at).toBeNull();
    expect((await w.staff.staffAccess.updates(w.m))[0]).toMatchObject({
      quizAttempts: 1,
      quizRetryAt: wrong.retryAt,
    });

    // Too soon: refused (QZ002) and not recorded. A fraction is no answer.
    await expect(
      w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, [2, 0.5]),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'quiz_wait', status: 409 });
    expect(rpc('grade_update_quiz').at(-1)!.body).toEqual({
      p_notificationid: update.id,
      p_answers: [2, null],
    });

    await longAgo(update.id, w.sam.id);
    const right = await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, [2, 0]);
    expect(right).toEqual({
      score: 2,
      total: 2,
      passed: true,
      attempts: 2,
      retryAt: null,
      review: [
        { answer: QUIZ[0]!.options[2], correct: true },
        { answer: QUIZ[1]!.options[0], correct: true },
      ],
    });
    const passedAt = (await samsRow(update.id, w.sam.id)).quiz_passed_at;
    expect(Date.parse(String(passedAt))).not.toBeNaN();
    // Every attempt is recorded, for Sam's entry; Kim's state is hers.
    expect((await attempts()).map((a) => [a.staffid, a.score, a.passed])).toEqual([
      [w.sam.id, 1, false],
      [w.sam.id, 2, true],
    ]);
    expect((await samsRow(update.id, w.kim.id)).quiz_passed_at).toBeNull();
    expect((await w.staff.staffAccess.updates(w.m))[0].quizPassedAt).toBe(
      new Date(String(passedAt)).toISOString(),
    );
  });

  it('gradeUpdateQuiz(): not sent to them is a 403, an update without a quiz a 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    await expect(w.staff.staffAccess.gradeUpdateQuiz(w.m, w.theirsId, [0])).rejects.toMatchObject({
      message: 'This update was not sent to you',
      status: 403,
    });
    await expect(w.staff.staffAccess.gradeUpdateQuiz(w.m, w.mine.id, [0])).rejects.toMatchObject({
      message: 'This quiz is no longer available',
      status: 404,
    });
    expect(await attempts()).toEqual([]);
  });

  it('acknowledge(): a required update is refused until its quiz is passed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    const update = await withRequired(w);
    const refused = {
      name: 'BackendError',
      code: 'quiz_required',
      status: 409,
      message: 'Pass the quiz on these changes before acknowledging',
    };
    await expect(w.staff.staffAccess.acknowledge(w.m, update.id)).rejects.toMatchObject(refused);
    await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, [0, 0]);
    await expect(w.staff.staffAccess.acknowledge(w.m, update.id)).rejects.toMatchObject(refused);
    expect((await samsRow(update.id, w.sam.id)).acknowledged_at).toBeNull();

    await longAgo(update.id, w.sam.id);
    await w.staff.staffAccess.gradeUpdateQuiz(w.m, update.id, [2, 0]);
    await w.staff.staffAccess.acknowledge(w.m, update.id);
    const [after] = await w.staff.staffAccess.updates(w.m);
    expect(after).toMatchObject({ id: update.id, acknowledged: true });
    expect(after.openedAt).not.toBeNull();
    // The manager sees where each recipient is.
    const [listed] = await w.manager.backend.notifications.list(w.m.restaurantId);
    expect(listed.acknowledgedBy).toEqual([w.sam.id]);
    expect(listed.recipientStates.find((r) => r.staffId === w.sam.id)).toMatchObject({
      quizPassedAt: expect.any(String),
      acknowledgedAt: expect.any(String),
      quizAttempts: 2,
    });
  });

  it('states and attempts written directly are refused by the grants', async () => {
    const w = await world();
    const update = await withRequired(w);
    const query = `notificationid=eq.${update.id}&staffid=eq.${w.sam.id}`;
    for (const column of ['opened_at', 'quiz_passed_at', 'reminded_at']) {
      const response = await fetch(`${TEST_URL}/rest/v1/notification_recipients?${query}`, {
        method: 'PATCH',
        headers: w.headers,
        body: JSON.stringify({ [column]: '2026-01-01T00:00:00Z' }),
      });
      expect(response.status, column).toBe(403);
    }
    const attempt = await fetch(`${TEST_URL}/rest/v1/update_quiz_attempts`, {
      method: 'POST',
      headers: w.headers,
      body: JSON.stringify({
        notificationid: update.id,
        staffid: w.sam.id,
        answers: [2, 0],
        score: 2,
        total: 2,
        passed: true,
      }),
    });
    expect(attempt.status).toBe(403);
    const quiz = await fetch(`${TEST_URL}/rest/v1/notification_quizzes`, {
      method: 'POST',
      headers: w.headers,
      body: JSON.stringify({ notificationid: w.mine.id, questions: [] }),
    });
    expect(await quiz.json()).toMatchObject({ code: '42501' });
    expect(await samsRow(update.id, w.sam.id)).toMatchObject({
      opened_at: null,
      quiz_passed_at: null,
      reminded_at: null,
    });
    expect(await attempts()).toEqual([]);
  });
});
