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

/** Failed attempts without a pass after which the manager should talk to the person. */
export const QUIZ_FAILURES_TO_FLAG = 3;

/** Why someone is not ready for an update; null when they acknowledged it. */
export type ReadinessReason =
  'not_opened' | 'opened_no_quiz_passed' | 'quiz_failed_three_times' | 'not_acknowledged';

/** What the reason is read from: the live recipient state, or the record's events. */
export interface ReadinessFacts {
  acknowledged: boolean;
  opened: boolean;
  passed: boolean;
  /** Failed attempts before the first pass (all of them when there is none). */
  failed: number;
  /** The update's quiz size; 0 when it had none. */
  quizQuestions: number;
}

/**
 * The one reason a person is not ready, the most telling first: three failed attempts say more
 * than "opened"; an attempt means the update was read even if no opening was recorded. With no
 * quiz to pass (or one passed), what is left is the acknowledgement.
 */
export function reasonFrom(f: ReadinessFacts): ReadinessReason | null {
  if (f.acknowledged) return null;
  if (!f.passed && f.failed >= QUIZ_FAILURES_TO_FLAG) return 'quiz_failed_three_times';
  if (!f.opened && f.failed === 0 && !f.passed) return 'not_opened';
  if (f.quizQuestions > 0 && !f.passed) return 'opened_no_quiz_passed';
  return 'not_acknowledged';
}

/** Why a recipient of `n` is not ready yet, from the update's live state (the dashboard). */
export function notReadyReason(n: Update, staffId: string): ReadinessReason | null {
  const s = recipientState(n, staffId);
  const passed = s.quizPassedAt !== null;
  return reasonFrom({
    acknowledged: isAcknowledged(n, staffId),
    opened: s.openedAt !== null,
    passed,
    // quizAttempts counts up to and including the first pass (ADR 0027).
    failed: passed ? Math.max(0, s.quizAttempts - 1) : s.quizAttempts,
    quizQuestions: n.quiz.length,
  });
}

const REASON_ORDER: readonly ReadinessReason[] = [
  'quiz_failed_three_times',
  'opened_no_quiz_passed',
  'not_opened',
  'not_acknowledged',
];

/** How many of the update's people are not ready for each reason, the most pressing first. */
export function reasonCounts(n: Update): Array<{ reason: ReadinessReason; count: number }> {
  const reasons = notReady(n).map((id) => notReadyReason(n, id));
  return REASON_ORDER.map((reason) => ({
    reason,
    count: reasons.filter((r) => r === reason).length,
  })).filter((c) => c.count > 0);
}
