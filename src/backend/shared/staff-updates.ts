import { z } from 'zod';
import type { SentNotification } from '@/domain/notification';
import { isAcknowledged, recipientState } from '@/domain/readiness';
import { BackendError, type StaffUpdate } from '../port';

export const notAddressed = () =>
  new BackendError('This update was not sent to you', 'forbidden', 403);

export const quizGone = () =>
  new BackendError('This quiz is no longer available', 'not_found', 404);

/** Both backends refuse an early acknowledgement in the same words. */
export const quizFirst = () =>
  new BackendError('Pass the quiz on these changes before acknowledging', 'quiz_required', 409);

/** One attempt at an update's quiz, kept for the record. */
export const updateQuizAttemptSchema = z.object({
  notificationId: z.string(),
  staffId: z.string(),
  answers: z.array(z.number()),
  score: z.number().int(),
  takenAt: z.string(),
});

/**
 * An update as one recipient may see it: the questions without their answers, and only their
 * own state, never the rest of the team's.
 */
export function asStaffUpdate(n: SentNotification, staffId: string): StaffUpdate {
  const { quiz, recipientStates: _states, acknowledgedBy: _acks, ...rest } = n;
  const state = recipientState(n, staffId);
  return {
    ...rest,
    quiz: quiz.map(({ answer: _answer, ...open }) => open),
    acknowledged: isAcknowledged(n, staffId),
    openedAt: state.openedAt,
    quizPassedAt: state.quizPassedAt,
    remindedAt: state.remindedAt,
  };
}
