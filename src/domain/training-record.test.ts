import { describe, expect, it } from 'vitest';
import type { TrainingEvent } from './training-event';
import { readinessReason, summarizeUpdate, type PersonRecord } from './training-record';

const SENT_DETAIL = {
  message: 'Sesame in the fish',
  updateType: 'menu_update' as const,
  required: true,
  changeSet: [],
  allergenChanges: 0,
  quizQuestions: 2,
};

let seq = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();

/** One event of update n1 for a person named after their id, `minute` minutes past ten. */
function event(staffId: string, minute: number, rest: Record<string, unknown>): TrainingEvent {
  return {
    id: String(++seq),
    restaurantId: '7',
    staffId,
    person: { name: staffId.toUpperCase(), email: `${staffId}@example.test`, role: 'Server' },
    notificationId: 'n1',
    menuVersions: [],
    occurredAt: at(minute),
    ...rest,
  } as unknown as TrainingEvent;
}

const sent = (id: string) => event(id, 0, { type: 'sent', detail: SENT_DETAIL });
const attempt = (id: string, minute: number, n: number, passed: boolean) =>
  event(id, minute, {
    type: 'quiz_attempt',
    detail: { score: passed ? 2 : 1, total: 2, passed, attempt: n },
  });

const keys = (people: PersonRecord[]) => people.map((p) => p.key);

describe('summarizeUpdate', () => {
  // ana: opened, failed once, passed, acknowledged. ben: opened only. cy: never opened, reminded,
  // her e-mail failed. Another update's events are mixed in.
  const events = [
    sent('ana'),
    sent('ben'),
    sent('cy'),
    event('cy', 1, {
      type: 'delivery_failed',
      detail: { channel: 'email', purpose: 'update', attempts: 1, reason: 'mailbox full' },
    }),
    event('ana', 2, { type: 'opened' }),
    attempt('ana', 3, 1, false),
    attempt('ana', 20, 2, true),
    event('ana', 21, { type: 'acknowledged' }),
    event('ben', 5, { type: 'opened' }),
    event('cy', 30, { type: 'reminder_sent' }),
    event('ana', 4, { type: 'opened', notificationId: 'n2' }),
  ];
  // Shuffled: the summary reads them in time order whatever order they come in.
  const summary = summarizeUpdate([...events].reverse(), 'n1');

  it('lists who was sent it, who opened, passed and acknowledged, and who is missing', () => {
    expect(summary.sent).toEqual(SENT_DETAIL);
    expect(keys(summary.people).sort()).toEqual(['ana', 'ben', 'cy']);
    expect(keys(summary.opened).sort()).toEqual(['ana', 'ben']);
    expect(keys(summary.passed)).toEqual(['ana']);
    expect(keys(summary.acknowledged)).toEqual(['ana']);
    expect(keys(summary.missing).sort()).toEqual(['ben', 'cy']);
  });

  it('says in how many attempts and when', () => {
    const ana = summary.people.find((p) => p.key === 'ana')!;
    expect(ana).toMatchObject({
      openedAt: at(2),
      passedAt: at(20),
      passedOnAttempt: 2,
      acknowledgedAt: at(21),
    });
    expect(ana.attempts.map((a) => a.passed)).toEqual([false, true]);
  });

  it('keeps deliveries and reminders', () => {
    const cy = summary.people.find((p) => p.key === 'cy')!;
    expect(cy.deliveries).toEqual([
      { channel: 'email', purpose: 'update', delivered: false, reason: 'mailbox full', at: at(1) },
    ]);
    expect(cy.reminders).toEqual([at(30)]);
  });

  it('keeps the person as they were sent it, and one without an entry by e-mail', () => {
    const gone = { ...sent('dee'), staffId: null };
    const later = {
      ...event('ana', 40, { type: 'reminder_sent' }),
      person: { ...sent('ana').person, name: 'Renamed' },
    };
    const s = summarizeUpdate([sent('ana'), later, gone], 'n1');
    expect(s.people.map((p) => [p.key, p.person.name])).toEqual([
      ['ana', 'ANA'],
      ['email:dee@example.test', 'DEE'],
    ]);
  });

  it('is empty for an update with no events', () => {
    expect(summarizeUpdate(events, 'n9')).toMatchObject({ sent: null, people: [], missing: [] });
  });
});

describe('readinessReason', () => {
  const record = (list: TrainingEvent[]) => summarizeUpdate(list, 'n1').people[0]!;

  it('is null once acknowledged', () => {
    expect(readinessReason(record([sent('a'), event('a', 1, { type: 'acknowledged' })]), 2)).toBe(
      null,
    );
  });

  it('not opened', () => {
    expect(readinessReason(record([sent('a')]), 2)).toBe('not_opened');
  });

  it('opened, no quiz passed', () => {
    const list = [sent('a'), event('a', 1, { type: 'opened' }), attempt('a', 2, 1, false)];
    expect(readinessReason(record(list), 2)).toBe('opened_no_quiz_passed');
  });

  it('quiz failed three times, even before an opening was recorded', () => {
    const list = [sent('a'), ...[1, 2, 3].map((n) => attempt('a', n, n, false))];
    expect(readinessReason(record(list), 2)).toBe('quiz_failed_three_times');
  });

  it('three failures then a pass: only the acknowledgement is left', () => {
    const list = [
      sent('a'),
      ...[1, 2, 3].map((n) => attempt('a', n, n, false)),
      attempt('a', 4, 4, true),
    ];
    expect(readinessReason(record(list), 2)).toBe('not_acknowledged');
  });

  it('opened an update without a quiz: not acknowledged', () => {
    expect(readinessReason(record([sent('a'), event('a', 1, { type: 'opened' })]), 0)).toBe(
      'not_acknowledged',
    );
  });
});
