import type { RecipientState, SentNotification } from './notification';
import { realRecipients } from './samples';

/** How long recipients have before an update with people not ready shows as overdue. */
export const OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

export type RecipientStage = 'not_opened' | 'opened' | 'quiz_passed' | 'acknowledged';

type Update = Pick<
  SentNotification,
  'recipientIds' | 'acknowledgedBy' | 'recipientStates' | 'date' | 'required' | 'quiz'
>;

/**
 * One recipient's state. Updates sent before states were kept only list who acknowledged, so an
 * acknowledgement without a time still counts.
 */
export function recipientState(n: Update, staffId: string): RecipientState {
  return (
    n.recipientStates.find((s) => s.staffId === staffId) ?? {
      staffId,
      openedAt: null,
      quizPassedAt: null,
      acknowledgedAt: null,
      remindedAt: null,
      quizAttempts: 0,
      quizAttemptedAt: null,
    }
  );
}

export function isAcknowledged(n: Update, staffId: string): boolean {
  return recipientState(n, staffId).acknowledgedAt !== null || n.acknowledgedBy.includes(staffId);
}

export function stageOf(n: Update, staffId: string): RecipientStage {
  const s = recipientState(n, staffId);
  if (isAcknowledged(n, staffId)) return 'acknowledged';
  if (s.quizPassedAt) return 'quiz_passed';
  if (s.openedAt) return 'opened';
  return 'not_opened';
}

/**
 * Ready means acknowledged: a required update can only be acknowledged once its quiz is passed,
 * so for it acknowledged already says the person learned the changes.
 */
export const isReady = (n: Update, staffId: string) => isAcknowledged(n, staffId);

/**
 * Who the update was really sent to. Sample people are left out (ADR 0026): an update sent to
 * them by an older version of the app counts only the restaurant's own staff.
 */
export const told = (n: Update): string[] => realRecipients(n.recipientIds);

/**
 * How many people the update told: its real recipients; the stored count for an update that
 * names nobody (the spec's samples, and updates stored before recipients were listed).
 */
export const toldCount = (n: Update & Pick<SentNotification, 'recipients'>): number =>
  n.recipientIds.length > 0 ? told(n).length : n.recipients;

export function readiness(n: Update): { ready: number; total: number } {
  const ids = told(n);
  return { ready: ids.filter((id) => isReady(n, id)).length, total: ids.length };
}

export const notReady = (n: Update): string[] => told(n).filter((id) => !isReady(n, id));

/** Sent more than a day ago and someone is still not ready. */
export function isOverdue(n: Update, now: Date = new Date()): boolean {
  const sent = Date.parse(n.date);
  return Number.isFinite(sent) && now.getTime() - sent > OVERDUE_AFTER_MS && notReady(n).length > 0;
}

/** Whether acknowledging must wait for a passed quiz: required, with questions to pass. */
export const quizGatesAcknowledgement = (n: { required: boolean; quiz: readonly unknown[] }) =>
  n.required && n.quiz.length > 0;
