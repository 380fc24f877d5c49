import { describe, expect, it } from 'vitest';
import type { ChangeQuizQuestion } from './change-quiz';
import { freeQuizAttempts, quizRetryAt, quizReview, servedQuiz } from './update-quiz-attempts';

const q = (id: string, options: string[], answer: number): ChangeQuizQuestion => ({
  id,
  prompt: `${id}?`,
  options,
  answer,
  itemId: id,
  kind: 'price',
  mentions: [],
});
const QUIZ = [q('a', ['$1', '$2', '$3', '$4'], 1), q('b', ['Yes', 'No', 'Traces', 'Unknown'], 0)];
const AT = '2026-11-25T12:00:00.000Z';
const plus = (minutes: number) => new Date(Date.parse(AT) + minutes * 60_000).toISOString();

describe('update quiz attempts', () => {
  it('allows back to back only what keeps a blind guess under 1 in 16', () => {
    expect([0, 1, 2, 3, 4, 6, 10].map(freeQuizAttempts)).toEqual([1, 1, 1, 3, 3, 3, 3]);
    // 3 attempts at 4^-3 each: under 1 in 16; 2 attempts at 4^-2 would not be.
    expect(3 / 4 ** 3).toBeLessThanOrEqual(1 / 16);
  });

  it('waits 10 minutes after the free attempts, doubling up to 2 hours', () => {
    expect(quizRetryAt(2, AT, 3)).toBeNull();
    expect(quizRetryAt(3, AT, 3)).toBe(plus(10));
    expect(quizRetryAt(4, AT, 3)).toBe(plus(20));
    expect(quizRetryAt(5, AT, 3)).toBe(plus(40));
    expect(quizRetryAt(9, AT, 3)).toBe(plus(120));
    expect(quizRetryAt(1, AT, 2)).toBe(plus(10));
    expect(quizRetryAt(0, null, 2)).toBeNull();
  });

  it('serves every option somewhere else at each attempt, with its stored index', () => {
    const orders = [0, 1, 2, 3].map((attempt) => servedQuiz(QUIZ, 'n:s', attempt));
    for (const served of orders) {
      served.forEach((s, i) => {
        expect(s).not.toHaveProperty('answer');
        expect(s.optionIds.map((o) => QUIZ[i]!.options[o])).toEqual(s.options);
      });
    }
    for (let a = 1; a < orders.length; a++)
      orders[a]!.forEach((s, i) =>
        s.options.forEach((o, p) => expect(o).not.toBe(orders[a - 1]![i]!.options[p])),
      );
    // Another person, another order; the same person and attempt, the same order.
    expect(servedQuiz(QUIZ, 'n:s', 0)).toEqual(orders[0]);
    expect(servedQuiz(QUIZ, 'n:t', 0).map((s) => s.options)).not.toEqual(
      orders[0]!.map((s) => s.options),
    );
  });

  it('reviews each question with its right option', () => {
    expect(quizReview(QUIZ, [true, true])).toEqual([
      { answer: '$2', correct: true },
      { answer: 'Yes', correct: true },
    ]);
  });
});
