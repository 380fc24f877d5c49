import { describe, expect, it } from 'vitest';
import type { SentNotification } from './notification';
import {
  isOverdue,
  notReady,
  notReadyReason,
  reasonCounts,
  quizGatesAcknowledgement,
  readiness,
  stageOf,
} from './readiness';

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

const state = (staffId: string, patch: Record<string, string | number>) => ({
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

describe('notReadyReason', () => {
  const QUIZ = [
    { question: 'Q', options: ['a', 'b'], correctAnswer: 0 },
  ] as unknown as SentNotification['quiz'];
  const n = update({
    required: true,
    quiz: QUIZ,
    recipientIds: ['a', 'b', 'c', 'd', 'e', 'f'],
    recipientStates: [
      state('b', { openedAt: SENT }),
      state('c', { openedAt: SENT, quizAttempts: 2, quizAttemptedAt: SENT }),
      state('d', { openedAt: SENT, quizAttempts: 3, quizAttemptedAt: SENT }),
      // Passed on the fourth attempt: three failures before a pass are not a reason any more.
      state('e', { openedAt: SENT, quizAttempts: 4, quizPassedAt: SENT }),
      state('f', { openedAt: SENT, quizPassedAt: SENT, quizAttempts: 1, acknowledgedAt: SENT }),
    ],
  });

  it('says why each person is not ready, and nothing for who is', () => {
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => notReadyReason(n, id))).toEqual([
      'not_opened',
      'opened_no_quiz_passed',
      'opened_no_quiz_passed',
      'quiz_failed_three_times',
      'not_acknowledged',
      null,
    ]);
    expect(reasonCounts(n)).toEqual([
      { reason: 'quiz_failed_three_times', count: 1 },
      { reason: 'opened_no_quiz_passed', count: 2 },
      { reason: 'not_opened', count: 1 },
      { reason: 'not_acknowledged', count: 1 },
    ]);
  });

  it('asks only for the acknowledgement when the update has no quiz', () => {
    const plain = update({ recipientStates: [state('a', { openedAt: SENT })] });
    expect(notReadyReason(plain, 'a')).toBe('not_acknowledged');
    expect(notReadyReason(plain, 'b')).toBe('not_opened');
  });
});
