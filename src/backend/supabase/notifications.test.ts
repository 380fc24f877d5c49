import type { SentNotification } from '@/domain/notification';
import type { Backend } from '../port';
import { isUuid } from './collection-rows';
import { staffMember as person } from '@/testing/fixtures';
import { blankState, CHANGE_SET, QUIZ } from '@/testing/change-loop-fixtures';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies, triggers,
// send_update() and remind_update() are the database's own.
const fake = setupRealSupabase();

/** Stands in for the server's clock: the stored sent_at of the notification with this id. */
const sentAt = (id: string, at: string) =>
  fake.arrange('update public.notifications set sent_at = $2 where notificationid = $1', [id, at]);

/** The stored recipient rows, as the superuser sees them. */
const recipientRows = async () =>
  (
    await fake.db.query<{
      staffid: string;
      acknowledged_at: string | null;
      reminded_at: string | null;
    }>('select staffid, acknowledged_at, reminded_at from public.notification_recipients')
  ).rows;

const count = async (table: string) =>
  Number(
    (await fake.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]
      .n,
  );

const notification = (
  id: string,
  recipientIds: string[],
  date = '2026-02-01T10:00:00.000Z',
): SentNotification => ({
  id,
  date,
  message: 'New spring menu',
  recipients: recipientIds.length,
  items: 2,
  type: 'menu_update',
  recipientIds,
  itemNames: ['Asparagus', 'Lamb'],
  acknowledgedBy: [],
  menuVersions: [],
  changeSet: [],
  required: false,
  quiz: [],
  recipientStates: [],
});

async function withTeam(): Promise<{ backend: Backend; restaurantId: string; ids: string[] }> {
  const { backend, restaurantId } = await managerWithRestaurant(fake);
  const staff = await backend.staff.add(restaurantId, [
    person('staff-1', 'Ada'),
    person('staff-2', 'Ben'),
    person('staff-3', 'Cy'),
  ]);
  fake.requests.length = 0;
  return { backend, restaurantId, ids: staff.map((s) => s.id) };
}

/**
 * An update with its recipients in one order: the server keeps them as a set (send_update()
 * takes them distinct), so the order read back is not the order sent.
 */
const inIdOrder = (n: SentNotification): SentNotification => ({
  ...n,
  recipientIds: [...n.recipientIds].sort(),
  recipientStates: [...n.recipientStates].sort((a, b) => a.staffId.localeCompare(b.staffId)),
});

/** The one call a send makes, and what it carried. */
const sendCall = () => {
  const calls = fake.requests.filter((r) => r.method !== 'GET');
  expect(calls.map((r) => r.path)).toEqual(['/rest/v1/rpc/send_update']);
  return calls[0].body as Record<string, unknown>;
};

describe('supabase notifications.send', () => {
  it("sends in one send_update() call: the update's own columns and its recipients, no id, no state", async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben] = ids;
    const before = Date.now();
    const saved = await backend.notifications.send(
      restaurantId,
      notification('notif-1700000000000', [ada, ben]),
    );

    // No id and no sent_at: the date is the server's time of sending.
    expect(sendCall()).toEqual({
      p_restaurantid: Number(restaurantId),
      p_update: {
        message: 'New spring menu',
        type: 'menu_update',
        item_names: ['Asparagus', 'Lamb'],
        items: 2,
        recipients: 2,
        menu_versions: [],
        change_set: [],
        required: false,
      },
      p_recipients: [ada, ben],
      p_quiz: [],
    });
    expect(Date.parse(saved.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(isUuid(saved.id)).toBe(true);
    expect(saved).toEqual({
      ...notification(saved.id, [ada, ben], saved.date),
      recipientStates: [blankState(ada), blankState(ben)],
    });
    expect(await count('notification_recipients')).toBe(2);
    // No questions, no quiz row.
    expect(await count('notification_quizzes')).toBe(0);
    expect((await backend.notifications.list(restaurantId)).map(inIdOrder)).toEqual([
      inIdOrder(saved),
    ]);
  });

  it('sends the change set, the required flag and the quiz, which the manager reads back whole', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const saved = await backend.notifications.send(restaurantId, {
      ...notification('notif-1', ids.slice(0, 2)),
      changeSet: CHANGE_SET,
      required: true,
      quiz: QUIZ,
    });

    const call = sendCall();
    expect(call.p_update).toMatchObject({ change_set: CHANGE_SET, required: true });
    expect(call.p_update).not.toHaveProperty('quiz');
    expect(call.p_quiz).toEqual(QUIZ);
    expect(await count('notification_quizzes')).toBe(1);
    expect(saved).toMatchObject({ changeSet: CHANGE_SET, required: true, quiz: QUIZ });

    // The manager reads it back whole, answers included (the quiz embedded one-to-one).
    fake.requests.length = 0;
    const [listed] = await backend.notifications.list(restaurantId);
    expect(fake.find('GET', '/rest/v1/notifications')[0].search.get('select')).toBe(
      '*,notification_recipients(staffid,acknowledged_at,opened_at,quiz_passed_at,reminded_at,quiz_attempts,quiz_attempted_at),' +
        'notification_quizzes(questions)',
    );
    expect(inIdOrder(listed)).toEqual(inIdOrder(saved));
  });

  it("lists newest first with every recipient's state; acknowledgedBy from acknowledged_at", async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben, cy] = ids;
    const first = await backend.notifications.send(
      restaurantId,
      notification('notif-1', [ada, ben]),
    );
    await sentAt(first.id, '2026-02-01T10:00:00+00:00');
    const second = await backend.notifications.send(restaurantId, notification('notif-2', [cy]));
    await sentAt(second.id, '2026-02-03T10:00:00+00:00');
    await fake.arrange(
      `update public.notification_recipients
          set opened_at = '2026-02-02T07:00:00+00:00', quiz_passed_at = '2026-02-02T07:30:00+00:00',
              acknowledged_at = '2026-02-02T08:00:00+00:00'
        where staffid = $1`,
      [ben],
    );
    await fake.arrange(
      `update public.notification_recipients set reminded_at = '2026-02-02T09:00:00+00:00'
        where staffid = $1`,
      [ada],
    );
    fake.requests.length = 0;

    const list = await backend.notifications.list(restaurantId);
    const [request] = fake.find('GET', '/rest/v1/notifications');
    expect(request.search.get('select')).toBe(
      '*,notification_recipients(staffid,acknowledged_at,opened_at,quiz_passed_at,reminded_at,quiz_attempts,quiz_attempted_at),' +
        'notification_quizzes(questions)',
    );
    expect(request.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(request.search.get('order')).toBe('sent_at.desc,notificationid.asc');
    const shown = list.map(inIdOrder);
    expect(shown.map((n) => [n.date, n.recipientIds, n.acknowledgedBy])).toEqual([
      ['2026-02-03T10:00:00.000Z', [cy], []],
      ['2026-02-01T10:00:00.000Z', [ada, ben].sort(), [ben]],
    ]);
    expect(shown[1].recipientStates).toEqual(
      [
        { ...blankState(ada), remindedAt: '2026-02-02T09:00:00.000Z' },
        {
          ...blankState(ben),
          openedAt: '2026-02-02T07:00:00.000Z',
          quizPassedAt: '2026-02-02T07:30:00.000Z',
          acknowledgedAt: '2026-02-02T08:00:00.000Z',
        },
      ].sort((a, b) => a.staffId.localeCompare(b.staffId)),
    );
  });

  it('never writes acknowledgements or states from the manager side, whatever the record says', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    // A tampered record claiming acknowledgements and states: the send carries neither.
    const at = '2026-02-06T10:00:00.000Z';
    const saved = await backend.notifications.send(restaurantId, {
      ...notification('notif-1', ids),
      acknowledgedBy: ids,
      recipientStates: ids.map((id) => ({
        ...blankState(id),
        quizPassedAt: at,
        acknowledgedAt: at,
      })),
    });
    expect(JSON.stringify(sendCall())).not.toMatch(/acknowledg|quiz_passed|2026-02-06/);
    expect(saved.recipientStates).toEqual(ids.map(blankState));
    expect(saved.acknowledgedBy).toEqual([]);
    expect((await recipientRows()).every((r) => r.acknowledged_at === null)).toBe(true);
    // And a sent update is never written back: the port has nothing that could.
    expect(Object.keys(backend.notifications).sort()).toEqual(['list', 'remind', 'send']);
  });

  it('skips recipient ids that are not staff rows; the count is of the people addressed', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const saved = await backend.notifications.send(
      restaurantId,
      notification('notif-1', [ids[0], 'staff-local-7', ids[0]]),
    );
    expect(sendCall().p_recipients).toEqual([ids[0]]);
    expect(saved.recipients).toBe(1);
    expect(saved.recipientIds).toEqual([ids[0]]);
  });

  it('a refused recipient refuses the whole send: no update, no quiz, nobody addressed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId, ids } = await withTeam();
    // A uuid that is nobody on this team (deleted meanwhile, say): the insert policy admits only
    // the restaurant's own staff.
    const gone = crypto.randomUUID();
    await expect(
      backend.notifications.send(restaurantId, {
        ...notification('notif-1', [...ids, gone]),
        required: true,
        quiz: QUIZ,
      }),
    ).rejects.toMatchObject({ name: 'BackendError', status: 403 });
    // One transaction: nothing of it is left, and a retry sends it once.
    expect(await count('notifications')).toBe(0);
    expect(await count('notification_quizzes')).toBe(0);
    expect(await count('notification_recipients')).toBe(0);
  });
});

describe('supabase notifications.remind', () => {
  it('asks remind_update() to stamp the listed recipients; the server keeps the time', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben, cy] = ids;
    const saved = await backend.notifications.send(
      restaurantId,
      notification('notif-1', [ada, ben]),
    );
    fake.requests.length = 0;

    // cy is no recipient: ignored by the server; 'staff-9' is no row: never sent.
    await backend.notifications.remind(restaurantId, saved.id, [ada, cy, 'staff-9', ada]);
    const calls = fake.requests.filter((r) => r.path.startsWith('/rest/v1/rpc/'));
    expect(calls.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/remind_update', { p_notificationid: saved.id, p_staffids: [ada, cy] }],
    ]);
    const rows = await recipientRows();
    const state = (id: string) => rows.find((r) => r.staffid === id)!;
    expect(Date.parse(String(state(ada).reminded_at))).not.toBeNaN();
    expect(state(ben).reminded_at).toBeNull();
    const [listed] = await backend.notifications.list(restaurantId);
    expect(listed.recipientStates.find((r) => r.staffId === ada)).toMatchObject({
      remindedAt: expect.any(String),
    });

    // Nobody to remind, or an update that is no row yet: no request.
    fake.requests.length = 0;
    await backend.notifications.remind(restaurantId, saved.id, []);
    await backend.notifications.remind(restaurantId, 'notif-1', [ada]);
    expect(fake.requests.filter((r) => r.path.startsWith('/rest/v1/rpc/'))).toEqual([]);
  });

  it("refuses another restaurant's update as a 403", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const theirs = await withTeam();
    const sent = await theirs.backend.notifications.send(
      theirs.restaurantId,
      notification('notif-1', theirs.ids),
    );
    const mine = await managerWithRestaurant(fake, 'rival@example.com');
    // Through the rival's own restaurant id: the function itself says no.
    await expect(
      mine.backend.notifications.remind(mine.restaurantId, sent.id, theirs.ids),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'forbidden', status: 403 });
    expect((await recipientRows()).every((r) => r.reminded_at === null)).toBe(true);
    // Through theirs: refused before any request.
    await expect(
      mine.backend.notifications.remind(theirs.restaurantId, sent.id, theirs.ids),
    ).rejects.toMatchObject({ status: 403 });
  });
});
