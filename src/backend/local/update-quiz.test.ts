import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { buildNotification } from '@/domain/notification-rules';
import type { StaffMember } from '@/domain/staff';
import { restaurantInput } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import { createLocalBackend } from './index';

const member = (id: string, email: string): StaffMember => ({
  id,
  name: id,
  role: 'Server',
  email,
  notificationPreference: 'app',
  status: 'active',
  hireDate: '2026-01-01T00:00:00.000Z',
  notificationsReceived: 0,
  link: 'none',
});

const QUIZ: ChangeQuizQuestion[] = [
  {
    id: 'price:i1:0',
    prompt: 'What does the Burrata cost now?',
    options: ['$16', '$18', '$14', '$20'],
    answer: 1,
    itemId: 'i1',
    kind: 'price',
    mentions: ['Burrata'],
  },
  {
    id: 'allergen:i2:0',
    prompt: 'Does the Halibut contain sesame?',
    options: ['Yes', 'Traces', 'No', 'Not confirmed'],
    answer: 0,
    itemId: 'i2',
    kind: 'allergen',
    mentions: ['Halibut'],
  },
];

/** A manager sends a required update with a quiz to Sam and Tia; Sam signs in and joins. */
async function world(required = true) {
  const backend = createLocalBackend();
  const { user: boss } = await backend.auth.signUp({
    email: 'boss@x.com',
    password: 'secret-1',
    userType: 'Manager',
  });
  const r = await backend.restaurants.create(restaurantInput(boss.id, 'A'));
  const [sam, tia] = await backend.staff.add(r.restaurantid, [
    member('s-sam', 'sam@x.com'),
    member('s-tia', 'tia@x.com'),
  ]);
  const update = buildNotification({
    message: 'Tonight',
    recipientIds: [sam!.id, tia!.id],
    items: [{ name: 'Burrata', changes: ['price'] }],
    quiz: QUIZ,
    required,
  });
  const sent = await backend.notifications.send(r.restaurantid, update);
  await backend.auth.signOut();
  await backend.auth.signUp({ email: 'sam@x.com', password: 'secret-1', userType: 'Staff' });
  const { pending } = await backend.staffAccess.teams();
  await backend.staffAccess.accept(pending[0]!.staffId);
  const m = (await backend.staffAccess.teams()).active[0]!;
  const asManager = async () => {
    await backend.auth.signOut();
    await backend.auth.signInWithPassword({ email: 'boss@x.com', password: 'secret-1' });
    return (await backend.notifications.list(r.restaurantid))[0]!;
  };
  return {
    backend,
    m,
    id: sent.id,
    restaurantId: r.restaurantid,
    asManager,
    sam: sam!.id,
    tia: tia!.id,
  };
}

beforeEach(() => installMemoryStorage());
afterEach(() => vi.useRealTimers());

describe('local update quizzes and recipient states', () => {
  it('staff get the questions without their answers', async () => {
    const { backend, m } = await world();
    const [update] = await backend.staffAccess.updates(m);
    expect(update!.quiz).toHaveLength(2);
    expect(update!.quiz[0]).not.toHaveProperty('answer');
    expect(update).not.toHaveProperty('recipientStates');
    expect(update).toMatchObject({ required: true, acknowledged: false, quizPassedAt: null });
  });

  it('a required update is acknowledged only after its quiz is passed; a retry may pass', async () => {
    const { backend, m, id, asManager } = await world();
    await backend.staffAccess.openUpdate(m, id);
    await expect(backend.staffAccess.acknowledge(m, id)).rejects.toMatchObject({
      code: 'quiz_required',
    });
    const wrong = await backend.staffAccess.gradeUpdateQuiz(m, id, [0, 0]);
    // How many, not which; a quiz of two gives one attempt before a wait of 10 minutes.
    expect(wrong).toMatchObject({ score: 1, total: 2, passed: false, attempts: 1, review: null });
    expect(Date.parse(wrong.retryAt!) - Date.now()).toBeGreaterThan(9 * 60_000);
    await expect(backend.staffAccess.acknowledge(m, id)).rejects.toMatchObject({
      code: 'quiz_required',
    });
    await expect(backend.staffAccess.gradeUpdateQuiz(m, id, [1, 0])).rejects.toMatchObject({
      code: 'quiz_wait',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(wrong.retryAt!));
    expect(await backend.staffAccess.gradeUpdateQuiz(m, id, [1, 0])).toMatchObject({
      passed: true,
      attempts: 2,
      review: [
        { answer: '$18', correct: true },
        { answer: 'Yes', correct: true },
      ],
    });
    await backend.staffAccess.acknowledge(m, id);
    await backend.staffAccess.acknowledge(m, id);
    const [mine] = await backend.staffAccess.updates(m);
    expect(mine).toMatchObject({ acknowledged: true });
    expect(mine!.quizPassedAt).not.toBeNull();

    const sent = await asManager();
    expect(sent.acknowledgedBy).toEqual([m.staffId]);
    const sam = sent.recipientStates.find((s) => s.staffId === m.staffId)!;
    expect(sam.openedAt).not.toBeNull();
    expect(sam.quizPassedAt).not.toBeNull();
    expect(sam.acknowledgedAt).not.toBeNull();
    expect(sam.quizAttempts).toBe(2);
    expect(sent.recipientStates).toHaveLength(1);
  });

  it('a normal update is acknowledged without the quiz', async () => {
    const { backend, m, id } = await world(false);
    await backend.staffAccess.acknowledge(m, id);
    expect((await backend.staffAccess.updates(m))[0]).toMatchObject({ acknowledged: true });
  });

  it("opening keeps the first time; nobody opens or grades someone else's update", async () => {
    const { backend, m, id } = await world();
    await backend.staffAccess.openUpdate(m, id);
    const first = (await backend.staffAccess.updates(m))[0]!.openedAt;
    await new Promise((r) => setTimeout(r, 5));
    await backend.staffAccess.openUpdate(m, id);
    expect((await backend.staffAccess.updates(m))[0]!.openedAt).toBe(first);
    await expect(backend.staffAccess.openUpdate(m, 'notif-other')).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(
      backend.staffAccess.gradeUpdateQuiz(m, 'notif-other', [1, 0]),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('a manager has no write to recipient states but a reminder, which stamps them', async () => {
    const { backend, m, id, restaurantId, asManager, sam, tia } = await world();
    await backend.staffAccess.gradeUpdateQuiz(m, id, [1, 0]);
    await backend.staffAccess.acknowledge(m, id);
    await asManager();
    // A sent update is never saved back: the port offers nothing that could clear or forge a state.
    expect(Object.keys(backend.notifications).sort()).toEqual(['list', 'remind', 'send']);

    await backend.notifications.remind(restaurantId, id, [tia]);
    const reminded = (await backend.notifications.list(restaurantId))[0]!;
    expect(reminded.acknowledgedBy).toEqual([sam]);
    expect(reminded.recipientStates.find((s) => s.staffId === tia)?.remindedAt).toBeTruthy();
  });
});
