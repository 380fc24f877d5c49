import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type StaffAccessPort } from '@/backend/port';
import { testMembership as m } from '@/testing/fake-staff-access';
import { installMemoryStorage } from '@/testing/memory-storage';
import { entryKey, sendQueued, staffOutbox, type OutboxNotice, type StaffOutbox } from './outbox';

let userCount = 0;
let outbox: StaffOutbox;
beforeEach(() => {
  installMemoryStorage();
  userCount += 1;
  outbox = staffOutbox(`user-${userCount}`);
});

/** The write side of staff access, each call logged; gradeUpdateQuiz passes with answers [1]. */
function access(overrides: Partial<StaffAccessPort> = {}) {
  const calls: string[] = [];
  const port = {
    acknowledge: vi.fn(async (_m, id: string) => void calls.push(`ack ${id}`)),
    gradeUpdateQuiz: vi.fn(async (_m, id: string, answers: number[]) => {
      calls.push(`quiz ${id}`);
      const passed = answers[0] === 1;
      return { score: passed ? 1 : 0, total: 1, passed, correct: [passed] };
    }),
    gradeQuiz: vi.fn(async (_m, id: string) => {
      calls.push(`training ${id}`);
      return { moduleId: id, staffId: m.staffId, score: 1, total: 1, takenAt: '', review: [] };
    }),
    ...overrides,
  } as unknown as StaffAccessPort;
  return { port, calls };
}

const queueQuiz = (id: string, answers: number[]) =>
  outbox.add({
    kind: 'update-quiz',
    key: entryKey('update-quiz', id, m),
    membership: m,
    notificationId: id,
    answers,
    message: `Update ${id}`,
  });
const queueAck = (id: string, gated = true) =>
  outbox.add({
    kind: 'acknowledge',
    key: entryKey('acknowledge', id, m),
    membership: m,
    notificationId: id,
    gated,
    message: `Update ${id}`,
  });

async function drain(port: StaffAccessPort) {
  const notices: OutboxNotice[] = [];
  const result = await outbox.drain((e) => sendQueued(port, outbox, e, (n) => notices.push(n)));
  return { result, notices };
}

describe('the staff outbox', () => {
  it('sends a quiz attempt before the acknowledgement queued after it, each once', async () => {
    queueQuiz('u-1', [1]);
    queueAck('u-1');
    outbox.add({
      kind: 'training-quiz',
      key: entryKey('training-quiz', 't-1', m),
      membership: m,
      moduleId: 't-1',
      answers: [0],
      title: 'Wine basics',
    });
    const { port, calls } = access();
    const { result, notices } = await drain(port);
    expect(calls).toEqual(['quiz u-1', 'ack u-1', 'training t-1']);
    expect(result).toEqual({ sent: 3, dropped: 0, remaining: 0 });
    expect(notices).toEqual([]);
    // Nothing left to send a second time.
    await drain(port);
    expect(calls).toHaveLength(3);
  });

  it('queued twice is sent once (the same acknowledgement; the newest quiz answers)', async () => {
    queueQuiz('u-1', [0]);
    queueAck('u-1');
    queueAck('u-1');
    queueQuiz('u-1', [1]);
    const { port, calls } = access();
    await drain(port);
    expect(calls).toEqual(['quiz u-1', 'ack u-1']);
    expect(port.gradeUpdateQuiz).toHaveBeenCalledWith(m, 'u-1', [1]);
  });

  it('a failed quiz drops the acknowledgement it gates and tells the person', async () => {
    queueQuiz('u-1', [0]);
    queueAck('u-1');
    queueAck('u-2');
    const { port, calls } = access();
    const { result, notices } = await drain(port);
    expect(calls).toEqual(['quiz u-1', 'ack u-2']);
    expect(result).toEqual({ sent: 2, dropped: 0, remaining: 0 });
    expect(notices).toEqual([{ kind: 'quiz-failed', message: 'Update u-1' }]);
  });

  it('a failed quiz keeps the acknowledgement of an update that does not require it', async () => {
    queueQuiz('u-1', [0]);
    queueAck('u-1', false);
    const { port, calls } = access();
    await drain(port);
    expect(calls).toEqual(['quiz u-1', 'ack u-1']);
  });

  it('an acknowledgement refused for the quiz is dropped with the same message', async () => {
    queueAck('u-1');
    const { port } = access({
      acknowledge: async () => {
        throw new BackendError('Pass the quiz first', 'quiz_required', 409);
      },
    });
    const { result, notices } = await drain(port);
    expect(result).toEqual({ sent: 0, dropped: 1, remaining: 0 });
    expect(notices).toEqual([{ kind: 'quiz-failed', message: 'Update u-1' }]);
  });

  it('drops what the backend refuses for good, saying what and why, and goes on', async () => {
    queueAck('u-gone');
    queueAck('u-2');
    const { port, calls } = access({
      acknowledge: vi.fn(async (_m, id: string) => {
        if (id === 'u-gone')
          throw new BackendError('This update was not sent to you', 'forbidden', 403);
        calls.push(`ack ${id}`);
      }),
    });
    const { result, notices } = await drain(port);
    expect(calls).toEqual(['ack u-2']);
    expect(result.dropped).toBe(1);
    expect(notices).toEqual([
      {
        kind: 'refused',
        what: "Your acknowledgement of 'Update u-gone'",
        reason: 'This update was not sent to you',
      },
    ]);
  });

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['no network (supabase-js)', new BackendError('TypeError: Failed to fetch')],
    ['a server error', new BackendError('Internal error', 'XX000', 500)],
    ['an expired session', new BackendError('Auth session missing!', 'session_missing', 401)],
  ])('keeps everything, in order, after %s', async (_what, error) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    queueQuiz('u-1', [1]);
    queueAck('u-1');
    const { port } = access({
      gradeUpdateQuiz: async () => {
        throw error;
      },
    });
    const { result, notices } = await drain(port);
    expect(result).toEqual({ sent: 0, dropped: 0, remaining: 2 });
    expect(notices).toEqual([]);
    expect(outbox.entries().map((e) => e.kind)).toEqual(['update-quiz', 'acknowledge']);
    expect(port.acknowledge).not.toHaveBeenCalled();
  });
});
