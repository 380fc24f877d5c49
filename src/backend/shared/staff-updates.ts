import { z } from 'zod';
import type { SentNotification } from '@/domain/notification';
import { isAcknowledged, recipientState } from '@/domain/readiness';
import { quizRetryAt, servedQuiz, type ServedQuestion } from '@/domain/update-quiz-attempts';
import { BackendError, type StaffUpdate } from '../port';

export const notAddressed = () =>
  new BackendError('This update was not sent to you', 'forbidden', 403);

export const quizGone = () =>
  new BackendError('This quiz is no longer available', 'not_found', 404);

/**
 * Both backends: a training module that is not one of the person's team, or no module at all
 * (grade_quiz() answers 42501 for both, so nothing is told about other teams' modules).
 */
export const notYourQuiz = () =>
  new BackendError('This quiz is not for your team', 'forbidden', 403);

/** Both backends refuse an early acknowledgement in the same words. */
export const quizFirst = () =>
  new BackendError('Pass the quiz on these changes before acknowledging', 'quiz_required', 409);

/** Both backends: after a few attempts in a row, the next one waits (ADR 0027). */
export const quizWait = () =>
  new BackendError(
    'Too many attempts in a row: read the changes again before the next one',
    'quiz_wait',
    409,
  );

/** One attempt at an update's quiz, kept for the record. */
export const updateQuizAttemptSchema = z.object({
  notificationId: z.string(),
  staffId: z.string(),
  answers: z.array(z.number()),
  score: z.number().int(),
  takenAt: z.string(),
});

/**
 * An update as one recipient may see it: the questions without their answers (served in the
 * order of the person's next attempt), and only their own state, never the rest of the team's.
 */
export function asStaffUpdate(
  n: SentNotification,
  staffId: string,
  /** The questions as the server served them (Supabase); local mode serves them here. */
  served?: ServedQuestion[],
): StaffUpdate {
  const { quiz: stored, recipientStates: _states, acknowledgedBy: _acks, ...rest } = n;
  const state = recipientState(n, staffId);
  const quiz = served ?? servedQuiz(stored, `${n.id}:${staffId}`, state.quizAttempts);
  return {
    ...rest,
    quiz,
    acknowledged: isAcknowledged(n, staffId),
    openedAt: state.openedAt,
    quizPassedAt: state.quizPassedAt,
    remindedAt: state.remindedAt,
    quizAttempts: state.quizAttempts,
    quizRetryAt: state.quizPassedAt
      ? null
      : quizRetryAt(state.quizAttempts, state.quizAttemptedAt, quiz.length),
  };
}
