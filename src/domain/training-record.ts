import type { DeliveryChannel } from './delivery';
import { reasonFrom, type ReadinessReason } from './readiness';
import type { EventPerson, QuizAttemptDetail, SentDetail, TrainingEvent } from './training-event';

// What the training record says about one update, read from its events alone (issue 46): the
// events are the evidence, so nothing here looks at the live staff list or recipient rows, and a
// person removed since still appears as they were.

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

/** Whom an event is about: the staff entry's id, else (an event naming no entry) the e-mail. */
export const personKey = (e: TrainingEvent): string =>
  e.staffId ?? `email:${e.person.email.toLowerCase()}`;

/** For a stable sort into time order: events of one transaction share a time and keep theirs. */
export const byTime = (a: TrainingEvent, b: TrainingEvent) =>
  Date.parse(a.occurredAt) - Date.parse(b.occurredAt);

function emptyRecord(e: TrainingEvent): PersonRecord {
  return {
    key: personKey(e),
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
    const key = personKey(e);
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

/** Failed attempts before the first pass (all of them when there is none). */
export const failedAttempts = (r: PersonRecord): number =>
  r.attempts.filter(
    (a) => !a.passed && (r.passedOnAttempt === null || a.attempt < r.passedOnAttempt),
  ).length;

/** Why a person is not ready for an update, from the record (the rule is reasonFrom's). */
export function readinessReason(r: PersonRecord, quizQuestions: number): ReadinessReason | null {
  return reasonFrom({
    acknowledged: r.acknowledgedAt !== null,
    opened: r.openedAt !== null || r.attempts.length > 0,
    passed: r.passedAt !== null,
    failed: failedAttempts(r),
    quizQuestions,
  });
}
