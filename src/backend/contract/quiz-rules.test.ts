// The quiz rules, once for both adapters (issue 44, item 5): the SQL of
// supabase/migrations/20261129010000_update_quiz_attempts.sql, 20261127000000_change_loop.sql
// (the acknowledgement a required quiz gates) and 20261124010000_quiz_grading.sql is the truth,
// and local mode must keep it. Every case runs against local mode (browser storage) and against
// the Supabase adapter on the real schema (PGlite behind the PostgREST translator).
import { recipientState } from '@/domain/readiness';
import {
  reviewOf,
  rightAnswers,
  trainingModule,
  TRAINING_QUESTIONS,
  wrongAnswers,
} from '@/testing/contract/quiz-fixtures';
import { quizAdapters, sent } from '@/testing/contract/quiz-world';
import { setupRealSupabase } from '@/testing/postgrest/setup';

const supabase = setupRealSupabase();
afterEach(() => vi.unstubAllGlobals());

const MIN = 60_000;

/** `at` (ISO) is `minutes` after a moment between `before` and now (the server's clock or ours). */
function expectMinutesAfter(at: string | null, minutes: number, before: number) {
  const moment = Date.parse(at ?? '') - minutes * MIN;
  expect(moment).toBeGreaterThanOrEqual(before - 1000);
  expect(moment).toBeLessThanOrEqual(Date.now() + 1000);
}

describe.each(quizAdapters(supabase))('the $name adapter', ({ world }) => {
  it('tells a failed attempt how many were right, never which; the pass reviews every answer', async () => {
    const w = await world();
    const { quiz, grade, mine } = await sent(w, 3);
    const [first, ...rest] = rightAnswers(quiz);
    const failed = await grade([first!, ...wrongAnswers(quiz).slice(1)]);
    expect(failed).toEqual({
      score: 1,
      total: 3,
      passed: false,
      attempts: 1,
      retryAt: null,
      review: null,
    });
    // Every answer right and one more is not a pass: no more answers than questions.
    expect(await grade([...rightAnswers(quiz), 0])).toMatchObject({ score: 3, passed: false });
    const passed = await grade([first!, ...rest]);
    expect(passed).toEqual({
      score: 3,
      total: 3,
      passed: true,
      attempts: 3,
      retryAt: null,
      review: reviewOf(quiz, true),
    });
    expect(await mine()).toMatchObject({ quizAttempts: 3, quizPassedAt: expect.any(String) });
  });

  it('serves the options in a new order at each attempt, the same until then; grades stored indexes', async () => {
    const w = await world();
    const { id, quiz, grade, mine } = await sent(w, 4);
    let previous: string[][] | null = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const served = (await mine()).quiz;
      // Read again before an attempt (a reload), the order holds.
      expect((await mine()).quiz).toEqual(served);
      expect(served.map((q) => q.id)).toEqual(quiz.map((q) => q.id));
      served.forEach((q, i) => {
        expect(q).not.toHaveProperty('answer');
        // Mapped back through optionIds, the options are the stored ones.
        expect(q.optionIds.map((o) => quiz[i]!.options[o])).toEqual(q.options);
      });
      const orders = served.map((q) => q.options);
      orders.forEach((options, q) =>
        options.forEach((option, position) =>
          expect(option, `attempt ${attempt + 1}, question ${q + 1}`).not.toBe(
            previous?.[q]?.[position],
          ),
        ),
      );
      previous = orders;
      await grade(wrongAnswers(quiz));
      await w.later('sam', id, 180);
    }
    // The right option, found by its text in the order served and handed in as its optionId.
    const answers = (await mine()).quiz.map((q, i) => {
      const right = quiz[i]!.options[quiz[i]!.answer]!;
      return q.optionIds[q.options.indexOf(right)]!;
    });
    expect(answers).toEqual(rightAnswers(quiz));
    expect(await grade(answers)).toMatchObject({ passed: true, attempts: 5 });
  });

  it('three attempts in a row on a quiz of 3, then a wait of 10 minutes, then of 20', async () => {
    const w = await world();
    const { id, quiz, grade, mine } = await sent(w, 3);
    const wrong = wrongAnswers(quiz);
    expect((await grade(wrong)).retryAt).toBeNull();
    expect((await grade(wrong)).retryAt).toBeNull();
    const before = Date.now();
    const third = await grade(wrong);
    expect(third.attempts).toBe(3);
    expectMinutesAfter(third.retryAt, 10, before);
    expect(await mine()).toMatchObject({ quizAttempts: 3, quizRetryAt: third.retryAt });
    // Too soon: refused and not recorded, though every answer was right.
    await expect(grade(rightAnswers(quiz))).rejects.toMatchObject({
      code: 'quiz_wait',
      status: 409,
    });
    expect(await mine()).toMatchObject({ quizAttempts: 3, quizPassedAt: null });

    await w.later('sam', id, 10);
    const fourthAt = Date.now();
    const fourth = await grade(wrong);
    expect(fourth.attempts).toBe(4);
    expectMinutesAfter(fourth.retryAt, 20, fourthAt);
    await w.later('sam', id, 19);
    await expect(grade(wrong)).rejects.toMatchObject({ code: 'quiz_wait' });
    await w.later('sam', id, 1);
    expect(await grade(rightAnswers(quiz))).toMatchObject({
      passed: true,
      attempts: 5,
      retryAt: null,
      review: reviewOf(quiz, true),
    });
  });

  it('one attempt on a quiz of 2; after the pass attempts are graded, never counted, never wait', async () => {
    const w = await world();
    const { id, quiz, grade, mine } = await sent(w, 2);
    const before = Date.now();
    expectMinutesAfter((await grade(wrongAnswers(quiz))).retryAt, 10, before);
    await expect(grade(rightAnswers(quiz))).rejects.toMatchObject({ code: 'quiz_wait' });
    await w.later('sam', id, 10);
    expect(await grade(rightAnswers(quiz))).toMatchObject({ passed: true, attempts: 2 });
    for (let i = 0; i < 3; i++) {
      expect(await grade(wrongAnswers(quiz))).toEqual({
        score: 0,
        total: 2,
        passed: false,
        attempts: 2,
        retryAt: null,
        review: reviewOf(quiz, false),
      });
    }
    expect(await mine()).toMatchObject({ quizAttempts: 2, quizRetryAt: null });
  });

  it('refuses to acknowledge a required update until its quiz is passed; allows it after', async () => {
    const w = await world();
    const { id, quiz, grade, mine } = await sent(w, 2);
    const acknowledge = () => w.asStaff('sam', (access, m) => access.acknowledge(m, id));
    const refused = { code: 'quiz_required', status: 409 };
    await expect(acknowledge()).rejects.toMatchObject(refused);
    await grade(wrongAnswers(quiz));
    await expect(acknowledge()).rejects.toMatchObject(refused);
    expect(await mine()).toMatchObject({ acknowledged: false });

    await w.later('sam', id, 10);
    await grade(rightAnswers(quiz));
    await acknowledge();
    expect(await mine()).toMatchObject({ acknowledged: true, openedAt: expect.any(String) });
    const [listed] = await w.asManager((b) => b.notifications.list(w.restaurantId));
    expect(listed!.acknowledgedBy).toEqual([w.staffIds.sam]);
  });

  it('lets an update whose quiz is not required be acknowledged before any attempt', async () => {
    const w = await world();
    const { id, mine } = await sent(w, 2, ['sam'], false);
    await w.asStaff('sam', (access, m) => access.acknowledge(m, id));
    expect(await mine()).toMatchObject({ acknowledged: true, quizPassedAt: null });
  });

  it("shows the manager each recipient's attempts; each person only their own", async () => {
    const w = await world(['sam', 'kim']);
    const { quiz, grade, mine } = await sent(w, 3, ['sam', 'kim']);
    await grade(wrongAnswers(quiz), 'sam');
    await grade(rightAnswers(quiz), 'sam');
    await grade(wrongAnswers(quiz), 'kim');
    const [listed] = await w.asManager((b) => b.notifications.list(w.restaurantId));
    expect(recipientState(listed!, w.staffIds.sam)).toMatchObject({
      quizAttempts: 2,
      quizAttemptedAt: expect.any(String),
      quizPassedAt: expect.any(String),
    });
    expect(recipientState(listed!, w.staffIds.kim)).toMatchObject({
      quizAttempts: 1,
      quizAttemptedAt: expect.any(String),
      quizPassedAt: null,
    });
    expect(await mine('sam')).toMatchObject({ quizAttempts: 2, quizPassedAt: expect.any(String) });
    expect(await mine('kim')).toMatchObject({ quizAttempts: 1, quizPassedAt: null });
  });

  it('refuses an attempt at an update not sent to the person (403), or without a quiz (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    const theirs = await sent(w, 2, ['kim']);
    await expect(theirs.grade([0, 0])).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    const plain = await sent(w, 0);
    await expect(plain.grade([0])).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('grades a training quiz against the stored module: the score first, the answers after', async () => {
    const w = await world();
    const [module] = await w.asManager((b) =>
      b.training.add(w.restaurantId, [trainingModule('Wine', TRAINING_QUESTIONS)]),
    );
    await w.asStaff('sam', async (access, m) => {
      const [open] = await access.training(m);
      expect(open!.quizQuestions).toEqual(
        TRAINING_QUESTIONS.map(({ question, options }) => ({ question, options })),
      );
      // Right, out of range, missing; a fourth answer beyond the last question is ignored.
      const graded = await access.gradeQuiz(m, module!.id, [1, 9, -1, 3]);
      expect(graded).toMatchObject({
        moduleId: module!.id,
        staffId: m.staffId,
        score: 1,
        total: 3,
      });
      expect(graded.review).toEqual(
        TRAINING_QUESTIONS.map((q) => ({
          correctAnswer: q.correctAnswer,
          explanation: q.explanation,
        })),
      );
      expect(await access.gradeQuiz(m, module!.id, [1, 2])).toMatchObject({ score: 2, total: 3 });
      expect((await access.quizResults(m)).map((r) => [r.moduleId, r.score, r.total])).toEqual([
        [module!.id, 1, 3],
        [module!.id, 2, 3],
      ]);
    });
  });

  it('refuses a training quiz of no module of the team (403), or with no questions (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await world();
    const [plain] = await w.asManager((b) =>
      b.training.add(w.restaurantId, [trainingModule('Plain')]),
    );
    await w.asStaff('sam', async (access, m) => {
      for (const unknown of [crypto.randomUUID(), 'training-gone'])
        await expect(access.gradeQuiz(m, unknown, [1])).rejects.toMatchObject({
          code: 'forbidden',
          status: 403,
        });
      await expect(access.gradeQuiz(m, plain!.id, [1])).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
      });
      expect(await access.quizResults(m)).toEqual([]);
    });
  });
});
