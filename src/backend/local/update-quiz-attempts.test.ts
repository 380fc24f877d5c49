import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { buildNotification } from '@/domain/notification-rules';
import { sentNotificationSchema } from '@/domain/notification';
import { seededRandom } from '@/domain/seeded-random';
import type { StaffMember } from '@/domain/staff';
import { restaurantInput } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import type { StaffAccessPort, StaffMembership } from '../port';
import { createLocalBackend } from './index';
import { localKeys } from './keys';
import { readRows, writeRow } from './row-keys';

// Local mode keeps the rules of 20261129010000 (ADR 0027): the count only before a pass, a new
// order of the options at each attempt, a wait after a few attempts, the review with the pass,
// and the attempts beside each recipient's state for the manager.

const question = (n: number, options: string[], answer: number): ChangeQuizQuestion => ({
  id: `q${n}`,
  prompt: `Question ${n}?`,
  options,
  answer,
  itemId: `i${n}`,
  kind: 'allergen',
  mentions: [],
});
const QUIZ = [
  question(1, ['Sesame', 'Peanuts', 'Milk', 'Fish'], 2),
  question(2, ['$14', '$13', '$15', '$12'], 0),
  question(3, ['Cod', 'Burrata', 'Halibut', 'Tart'], 3),
  question(4, ['Yes', 'No', 'Traces', 'Not confirmed'], 1),
];

const member = (id: string, email: string): StaffMember => ({
  id,
  name: id,
  role: 'Server',
  email,
  notificationPreference: 'app',
  status: 'active',
  hireDate: '2026-01-01T00:00:00.000Z',
  notificationsReceived: 0,
  link: 'none',
});

/** A manager sends Sam a required update with the first `n` questions; Sam joins. */
async function world(n: number) {
  const backend = createLocalBackend();
  const { user: boss } = await backend.auth.signUp({
    email: 'boss@x.com',
    password: 'secret-1',
    userType: 'Manager',
  });
  const r = await backend.restaurants.create(restaurantInput(boss.id, 'A'));
  const [sam] = await backend.staff.add(r.restaurantid, [member('s-sam', 'sam@x.com')]);
  const update = buildNotification({
    message: 'Tonight',
    recipientIds: [sam!.id],
    items: [{ name: 'Burrata', changes: ['allergen'] }],
    quiz: QUIZ.slice(0, n),
    required: true,
  });
  const sent = await backend.notifications.send(r.restaurantid, update);
  await backend.auth.signOut();
  await backend.auth.signUp({ email: 'sam@x.com', password: 'secret-1', userType: 'Staff' });
  const { pending } = await backend.staffAccess.teams();
  await backend.staffAccess.accept(pending[0]!.staffId);
  const m = (await backend.staffAccess.teams()).active[0]!;
  const asManager = async () => {
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'boss@x.com', password: 'secret-1' });
    return (await backend.notifications.list(r.restaurantid))[0]!;
  };
  /** Another person who knows nothing: Sam's state on the update forgotten. */
  const forget = () => {
    const key = localKeys.notifications(r.restaurantid);
    for (const x of readRows(key, sentNotificationSchema).value)
      writeRow(key, x.id, { ...x, recipientStates: [] });
  };
  return { backend, m, id: sent.id, asManager, forget };
}

const served = async (access: StaffAccessPort, m: StaffMembership) =>
  (await access.updates(m))[0]!.quiz;
const MIN = 60_000;

beforeEach(() => installMemoryStorage());
afterEach(() => vi.useRealTimers());

describe('local update quiz attempts', () => {
  it('moves every option at each attempt; optionIds give the stored index', async () => {
    const { backend, m, id } = await world(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    let previous: string[][] | null = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const quiz = await served(backend.staffAccess, m);
      quiz.forEach((q, i) =>
        expect(q.optionIds.map((o) => QUIZ[i]!.options[o])).toEqual(q.options),
      );
      const orders = quiz.map((q) => q.options);
      if (previous)
        orders.forEach((options, q) =>
          options.forEach((o, p) => expect(o).not.toBe(previous![q]![p])),
        );
      previous = orders;
      await backend.staffAccess.gradeUpdateQuiz(m, id, [9, 9, 9, 9]);
      vi.setSystemTime(Date.now() + 3 * 60 * MIN);
    }
  });

  it('three attempts on a quiz of 3, then a wait of 10 minutes, then 20; the review with the pass', async () => {
    const { backend, m, id, asManager } = await world(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const wrong = [0, 1, 1];
    const grade = (answers: number[]) => backend.staffAccess.gradeUpdateQuiz(m, id, answers);
    expect(await grade(wrong)).toEqual({
      score: 0,
      total: 3,
      passed: false,
      attempts: 1,
      retryAt: null,
      review: null,
    });
    await grade(wrong);
    const third = await grade(wrong);
    expect(third.retryAt).toBe(new Date(start + 10 * MIN).toISOString());
    expect((await backend.staffAccess.updates(m))[0]).toMatchObject({
      quizAttempts: 3,
      quizRetryAt: third.retryAt,
    });
    await expect(grade([2, 0, 3])).rejects.toMatchObject({ code: 'quiz_wait', status: 409 });
    vi.setSystemTime(start + 10 * MIN);
    expect((await grade(wrong)).retryAt).toBe(new Date(start + 30 * MIN).toISOString());
    vi.setSystemTime(start + 29 * MIN);
    await expect(grade([2, 0, 3])).rejects.toMatchObject({ code: 'quiz_wait' });
    vi.setSystemTime(start + 30 * MIN);
    expect(await grade([2, 0, 3])).toEqual({
      score: 3,
      total: 3,
      passed: true,
      attempts: 5,
      retryAt: null,
      review: [
        { answer: 'Milk', correct: true },
        { answer: '$14', correct: true },
        { answer: 'Tart', correct: true },
      ],
    });
    // The manager sees how many attempts the pass took.
    const sam = (await asManager()).recipientStates.find((s) => s.staffId === m.staffId)!;
    expect(sam).toMatchObject({ quizAttempts: 5, quizPassedAt: expect.any(String) });
  });

  /**
   * A person who knows nothing and keeps score: changes one question's option at a time (by its
   * text, whatever the order) and reads the count, all a failed attempt tells.
   */
  function adaptiveGuesser(options: string[][], rng: () => number) {
    const guess = options.map((o) => o[Math.floor(rng() * o.length)]!);
    const untried = options.map((o, i) => o.filter((x) => x !== guess[i]));
    let best: number | null = null;
    let q = 0;
    let previous = '';
    const change = () => {
      while (q < options.length && untried[q]!.length === 0) q++;
      if (q >= options.length) return;
      previous = guess[q]!;
      guess[q] = untried[q]!.splice(Math.floor(rng() * untried[q]!.length), 1)[0]!;
    };
    return {
      next: () => guess,
      told(score: number) {
        if (best === null) best = score;
        else if (score > best) {
          best = score;
          q++;
        } else if (score < best) {
          guess[q] = previous;
          q++;
        } else if (untried[q]!.length === 1) {
          // Neither was right: the last one is.
          guess[q] = untried[q]!.pop()!;
          best++;
          q++;
          return;
        }
        change();
      },
    };
  }

  /** People who know nothing try 10 times back to back; a refused try counts. Pass rate. */
  async function guessers(n: number, people: number, adaptive: boolean) {
    const { backend, m, id, forget } = await world(n);
    const stored = QUIZ.slice(0, n).map((q) => q.options);
    let passed = 0;
    for (let p = 0; p < people; p++) {
      forget();
      const rng = seededRandom(`guesser:${n}:${p}:${adaptive}`);
      const person = adaptiveGuesser(stored, rng);
      for (let t = 0; t < 10; t++) {
        const quiz = await served(backend.staffAccess, m);
        const texts = adaptive
          ? person.next()
          : quiz.map((q) => q.options[Math.floor(rng() * q.options.length)]!);
        const answers = quiz.map((q, i) => q.optionIds[q.options.indexOf(texts[i]!)]!);
        try {
          const grade = await backend.staffAccess.gradeUpdateQuiz(m, id, answers);
          if (grade.passed) {
            passed++;
            break;
          }
          person.told(grade.score);
        } catch (error) {
          expect(error).toMatchObject({ code: 'quiz_wait' });
        }
      }
    }
    return passed / people;
  }

  // Expected with the wait: 1/16 for 2 questions (one attempt), 3/64 for 3 (three attempts).
  // Without it, 10 random tries pass 48% and 15%; the adaptive guesser nearly always.
  it.each([
    [2, false, 0.12],
    [3, false, 0.1],
    [2, true, 0.12],
    [3, true, 0.15],
  ])(
    'a quiz of %i: 10 tries back to back (adaptive: %s) pass for at most %f of 150 people',
    async (n, adaptive, limit) => {
      const rate = await guessers(n, 150, adaptive);
      expect(rate).toBeLessThanOrEqual(limit);
    },
    60_000,
  );
});
