import type { ChangeQuizQuestion } from './change-quiz-options';
import { seededRandom } from './seeded-random';

// How attempts at an update's quiz are served, paced and answered (ADR 0027). The same rules are
// in supabase/migrations/20261129010000_update_quiz_attempts.sql; local mode uses these.

/** A question as its recipient gets it for one attempt: no answer, options in this attempt's order. */
export type ServedQuestion = Omit<ChangeQuizQuestion, 'answer'> & {
  /** The stored index of each option as served: what an attempt hands in. */
  optionIds: number[];
};

/** After a pass only: each question's right option. */
export type QuizReviewItem = { answer: string; correct: boolean };

/**
 * An attempt as graded: before a pass only how many were right, never which (so answers cannot
 * be found by trying); `review` comes with the pass.
 */
export type UpdateQuizGrade = {
  score: number;
  total: number;
  passed: boolean;
  /** Attempts counted so far (up to the first pass). */
  attempts: number;
  /** When the next attempt opens; null: now, or passed. */
  retryAt: string | null;
  review: QuizReviewItem[] | null;
};

/** The first wait, doubled at each further attempt up to MAX_QUIZ_WAIT_MS. */
export const FIRST_QUIZ_WAIT_MS = 10 * 60 * 1000;
export const MAX_QUIZ_WAIT_MS = 2 * 60 * 60 * 1000;

/**
 * Attempts that may follow one another on a quiz of `questions` questions of 4 options: the most
 * (up to 3) for which a blind guess passes one of them with a chance of at most 1 in 16. So 1 for
 * a quiz of 1 or 2 questions, 3 from 3 on.
 */
export function freeQuizAttempts(questions: number): number {
  const combinations = 4 ** Math.min(Math.max(questions, 0), 6);
  return Math.min(3, Math.max(1, Math.floor(combinations / 16)));
}

/** When the next attempt opens after `attempts` failed ones, the last at `attemptedAt`. */
export function quizRetryAt(
  attempts: number,
  attemptedAt: string | null,
  questions: number,
): string | null {
  const free = freeQuizAttempts(questions);
  const last = attemptedAt ? Date.parse(attemptedAt) : NaN;
  if (attempts < free || !Number.isFinite(last)) return null;
  const wait = Math.min(FIRST_QUIZ_WAIT_MS * 2 ** Math.min(attempts - free, 10), MAX_QUIZ_WAIT_MS);
  return new Date(last + wait).toISOString();
}

/**
 * The questions for one attempt: option i sits in slot (i + attempt) mod n, and the slots are
 * ranked by a hash of the seed (the update and the person), so every option moves at each
 * attempt and each person gets their own order.
 */
export function servedQuiz(
  questions: ChangeQuizQuestion[],
  seed: string,
  attempt: number,
): ServedQuestion[] {
  return questions.map(({ answer: _answer, ...q }, qi) => {
    const n = q.options.length;
    const rank = q.options.map((_, slot) => seededRandom(`${seed}:${qi + 1}:${slot}`)());
    const optionIds = q.options
      .map((_, i) => i)
      .sort((a, b) => rank[(a + attempt) % n]! - rank[(b + attempt) % n]!);
    return { ...q, options: optionIds.map((i) => q.options[i]!), optionIds };
  });
}

/** Each question's right option, and whether the attempt had it. */
export const quizReview = (questions: ChangeQuizQuestion[], correct: boolean[]): QuizReviewItem[] =>
  questions.map((q, i) => ({ answer: q.options[q.answer] ?? '', correct: correct[i] === true }));
