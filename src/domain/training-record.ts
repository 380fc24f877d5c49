import type { DeliveryChannel } from './delivery';
import type { EventPerson, QuizAttemptDetail, SentDetail, TrainingEvent } from './training-event';

// What the training record says about one update, read from its events alone (issue 46): the
// events are the evidence, so nothing here looks at the live staff list or recipient rows, and a
// person removed since still appears as they were.

/** Failed attempts without a pass after which the manager should talk to the person. */
export const QUIZ_FAILURES_TO_FLAG = 3;

export interface DeliveryOutcome {
  channel: DeliveryChannel;
  purpose: 'update' | 'reminder';
  delivered: boolean;
  reason: string | null;
  at: string;
}

export interface QuizAttemptRecord extends QuizAttemptDetail {
  at: string;
}

/** One recipient of an update as the record tells it. */
export interface PersonRecord {
  /** staffId, or the e-mail for an event that names no entry. */
  key: string;
  staffId: string | null;
  /** As they were sent the update (the first event naming them, if the sent one is missing). */
  person: EventPerson;
  sentAt: string | null;
  deliveries: DeliveryOutcome[];
  /** The first opening. */
  openedAt: string | null;
  attempts: QuizAttemptRecord[];
  /** The first passed attempt, and its number. */
  passedAt: string | null;
  passedOnAttempt: number | null;
  acknowledgedAt: string | null;
  reminders: string[];
}

export interface UpdateSummary {
  notificationId: string;
  /** What was sent (from the first sent event); null when no sent event is in the record. */
  sent: SentDetail | null;
  /** Everyone the update was sent to (or any event names), in the order they were sent it. */
  people: PersonRecord[];
  opened: PersonRecord[];
  passed: PersonRecord[];
  acknowledged: PersonRecord[];
  /** Sent the update and not acknowledged it. */
  missing: PersonRecord[];
}

const keyOf = (e: TrainingEvent): string => e.staffId ?? `email:${e.person.email.toLowerCase()}`;

const byTime = (a: TrainingEvent, b: TrainingEvent) =>
  Date.parse(a.occurredAt) - Date.parse(b.occurredAt);

function emptyRecord(e: TrainingEvent): PersonRecord {
  return {
    key: keyOf(e),
    staffId: e.staffId,
    person: e.person,
    sentAt: null,
    deliveries: [],
    openedAt: null,
    attempts: [],
    passedAt: null,
    passedOnAttempt: null,
    acknowledgedAt: null,
    reminders: [],
  };
}

function apply(r: PersonRecord, e: TrainingEvent): void {
  switch (e.type) {
    case 'sent':
      r.sentAt ??= e.occurredAt;
      r.person = e.person;
      break;
    case 'delivered':
    case 'delivery_failed':
      r.deliveries.push({
        channel: e.detail.channel,
        purpose: e.detail.purpose,
        delivered: e.type === 'delivered',
        reason: e.type === 'delivery_failed' ? e.detail.reason : null,
        at: e.occurredAt,
      });
      break;
    case 'opened':
      r.openedAt ??= e.occurredAt;
      break;
    case 'quiz_attempt':
      r.attempts.push({ ...e.detail, at: e.occurredAt });
      if (e.detail.passed && r.passedAt === null) {
        r.passedAt = e.occurredAt;
        r.passedOnAttempt = e.detail.attempt;
      }
      break;
    case 'acknowledged':
      r.acknowledgedAt ??= e.occurredAt;
      break;
    case 'reminder_sent':
      r.reminders.push(e.occurredAt);
      break;
  }
}

/**
 * One update's record: who was sent it, who opened it, who passed its quiz and in how many
 * attempts, who acknowledged it and when, who is missing. `events` may hold other updates'
 * events too; they are left out. Events are read in time order whatever order they come in
 * (a stable sort keeps the order of events that share a time, as one transaction writes them).
 */
export function summarizeUpdate(
  events: readonly TrainingEvent[],
  notificationId: string,
): UpdateSummary {
  const own = events.filter((e) => e.notificationId === notificationId).sort(byTime);
  const records = new Map<string, PersonRecord>();
  let sent: SentDetail | null = null;
  for (const e of own) {
    if (e.type === 'sent') sent ??= e.detail;
    const key = keyOf(e);
    let record = records.get(key);
    if (!record) {
      record = emptyRecord(e);
      records.set(key, record);
    }
    apply(record, e);
  }
  const people = [...records.values()];
  return {
    notificationId,
    sent,
    people,
    opened: people.filter((p) => p.openedAt !== null),
    passed: people.filter((p) => p.passedAt !== null),
    acknowledged: people.filter((p) => p.acknowledgedAt !== null),
    missing: people.filter((p) => p.sentAt !== null && p.acknowledgedAt === null),
  };
}

/** Why someone is not ready for an update; null when they acknowledged it. */
export type ReadinessReason =
  'not_opened' | 'opened_no_quiz_passed' | 'quiz_failed_three_times' | 'not_acknowledged';

/** Failed attempts before the first pass (all of them when there is none). */
export const failedAttempts = (r: PersonRecord): number =>
  r.attempts.filter(
    (a) => !a.passed && (r.passedOnAttempt === null || a.attempt < r.passedOnAttempt),
  ).length;

/**
 * The one reason a person is not ready, the most telling first: three failed attempts say more
 * than "opened"; an attempt means the update was read even if no opening was recorded. With no
 * quiz to pass (or one passed), what is left is the acknowledgement.
 */
export function readinessReason(r: PersonRecord, quizQuestions: number): ReadinessReason | null {
  if (r.acknowledgedAt !== null) return null;
  if (r.passedAt === null && failedAttempts(r) >= QUIZ_FAILURES_TO_FLAG) {
    return 'quiz_failed_three_times';
  }
  if (r.openedAt === null && r.attempts.length === 0) return 'not_opened';
  if (quizQuestions > 0 && r.passedAt === null) return 'opened_no_quiz_passed';
  return 'not_acknowledged';
}
