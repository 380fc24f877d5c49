import { describe, expect, it } from 'vitest';
import type { SentNotification } from './notification';
import { isOverdue, notReady, quizGatesAcknowledgement, readiness, stageOf } from './readiness';

const SENT = '2026-11-20T12:00:00.000Z';

const update = (patch: Partial<SentNotification> = {}): SentNotification => ({
  id: 'n1',
  date: SENT,
  message: 'Tonight',
  recipients: 3,
  items: 1,
  type: 'menu_update',
  recipientIds: ['a', 'b', 'c'],
  itemNames: ['Burrata'],
  acknowledgedBy: [],
  menuVersions: [],
  changeSet: [],
  required: false,
  quiz: [],
  recipientStates: [],
  ...patch,
});

const state = (staffId: string, patch: Record<string, string>) => ({
  staffId,
  openedAt: null,
  quizPassedAt: null,
  acknowledgedAt: null,
  remindedAt: null,
  quizAttempts: 0,
  quizAttemptedAt: null,
  ...patch,
});

describe('readiness', () => {
  it('walks each recipient from not opened to acknowledged', () => {
    const n = update({
      recipientStates: [
        state('a', { openedAt: SENT }),
        state('b', { openedAt: SENT, quizPassedAt: SENT }),
        state('c', { openedAt: SENT, quizPassedAt: SENT, acknowledgedAt: SENT }),
      ],
      recipientIds: ['a', 'b', 'c', 'd'],
    });
    expect(['a', 'b', 'c', 'd'].map((id) => stageOf(n, id))).toEqual([
      'opened',
      'quiz_passed',
      'acknowledged',
      'not_opened',
    ]);
    expect(readiness(n)).toEqual({ ready: 1, total: 4 });
    expect(notReady(n)).toEqual(['a', 'b', 'd']);
  });

  it('counts an acknowledgement from before states were kept', () => {
    const n = update({ acknowledgedBy: ['b'] });
    expect(stageOf(n, 'b')).toBe('acknowledged');
    expect(readiness(n)).toEqual({ ready: 1, total: 3 });
  });

  it('is overdue only after 24 hours and only while someone is not ready', () => {
    const day = Date.parse(SENT) + 24 * 60 * 60 * 1000;
    expect(isOverdue(update(), new Date(day))).toBe(false);
    expect(isOverdue(update(), new Date(day + 1))).toBe(true);
    const allDone = update({ acknowledgedBy: ['a', 'b', 'c'] });
    expect(isOverdue(allDone, new Date(day + 1))).toBe(false);
  });

  it('gates acknowledging on the quiz only for a required update with questions', () => {
    const q = {
      id: 'q',
      prompt: 'What does the Burrata cost now?',
      options: ['$18', '$16', '$14', '$20'],
      answer: 0,
      itemId: 'i1',
      kind: 'price' as const,
      mentions: ['Burrata'],
    };
    expect(quizGatesAcknowledgement(update({ required: true, quiz: [q] }))).toBe(true);
    expect(quizGatesAcknowledgement(update({ required: false, quiz: [q] }))).toBe(false);
    expect(quizGatesAcknowledgement(update({ required: true, quiz: [] }))).toBe(false);
  });
});
