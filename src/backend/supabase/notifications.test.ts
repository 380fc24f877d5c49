import type { SentNotification } from '@/domain/notification';
import type { Backend } from '../port';
import { isUuid } from './collection-rows';
import { staffMember as person } from '@/testing/fixtures';
import { blankState, CHANGE_SET, QUIZ } from '@/testing/change-loop-fixtures';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';

// Against the real schema (supabase/migrations, PGlite): grants, row policies, triggers and
// remind_update() are the database's own.
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
  const staff = await backend.staff.replace(restaurantId, [
    person('staff-1', 'Ada'),
    person('staff-2', 'Ben'),
    person('staff-3', 'Cy'),
  ]);
  fake.requests.length = 0;
  return { backend, restaurantId, ids: staff.map((s) => s.id) };
}

describe('supabase notifications table', () => {
  it('inserts a sent notification, then its recipient rows without any state', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben] = ids;
    const before = Date.now();
    const [saved] = await backend.notifications.replace(restaurantId, [
      notification('notif-1700000000000', [ada, ben]),
    ]);

    const [insert] = fake.find('POST', '/rest/v1/notifications');
    // No id and no sent_at: the date is the server's time of sending.
    expect(insert.body).toEqual({
      restaurantid: Number(restaurantId),
      message: 'New spring menu',
      type: 'menu_update',
      item_names: ['Asparagus', 'Lamb'],
      items: 2,
      recipients: 2,
      menu_versions: [],
      change_set: [],
      required: false,
    });
    expect(Date.parse(saved.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(isUuid(saved.id)).toBe(true);
    const [recipients] = fake.find('POST', '/rest/v1/notification_recipients');
    expect(recipients.body).toEqual([
      { notificationid: saved.id, staffid: ada },
      { notificationid: saved.id, staffid: ben },
    ]);
    expect(saved).toEqual({
      ...notification(saved.id, [ada, ben], saved.date),
      recipientStates: [blankState(ada), blankState(ben)],
    });
    expect(await count('notification_recipients')).toBe(2);
    // No questions, no quiz row.
    expect(fake.find('POST', '/rest/v1/notification_quizzes')).toEqual([]);
    expect(await backend.notifications.list(restaurantId)).toEqual([saved]);
  });

  it('sends the change set and required flag, and the quiz in its own row before the recipients', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [saved] = await backend.notifications.replace(restaurantId, [
      {
        ...notification('notif-1', ids.slice(0, 2)),
        changeSet: CHANGE_SET,
        required: true,
        quiz: QUIZ,
      },
    ]);

    const [insert] = fake.find('POST', '/rest/v1/notifications');
    expect(insert.body).toMatchObject({ change_set: CHANGE_SET, required: true });
    expect(insert.body).not.toHaveProperty('quiz');
    const [quiz] = fake.find('POST', '/rest/v1/notification_quizzes');
    expect(quiz.body).toEqual([{ notificationid: saved.id, questions: QUIZ }]);
    // The quiz is stored before anybody is addressed: a required update is never seen without it.
    const writes = fake.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(writes).toEqual([
      '/rest/v1/notifications',
      '/rest/v1/notification_quizzes',
      '/rest/v1/notification_recipients',
    ]);
    expect(saved).toMatchObject({ changeSet: CHANGE_SET, required: true, quiz: QUIZ });

    // The manager reads it back whole, answers included (the quiz embedded one-to-one).
    fake.requests.length = 0;
    const [listed] = await backend.notifications.list(restaurantId);
    expect(fake.find('GET', '/rest/v1/notifications')[0].search.get('select')).toBe(
      '*,notification_recipients(staffid,acknowledged_at,opened_at,quiz_passed_at,reminded_at,quiz_attempts,quiz_attempted_at),' +
        'notification_quizzes(questions)',
    );
    expect(listed).toEqual(saved);
  });

  it("lists newest first with every recipient's state; acknowledgedBy from acknowledged_at", async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben, cy] = ids;
    const [first] = await backend.notifications.replace(restaurantId, [
      notification('notif-1', [ada, ben]),
    ]);
    await sentAt(first.id, '2026-02-01T10:00:00+00:00');
    const [second] = await backend.notifications.replace(restaurantId, [
      notification('notif-2', [cy]),
      ...(await backend.notifications.list(restaurantId)),
    ]);
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
    expect(list.map((n) => [n.date, n.recipientIds, n.acknowledgedBy])).toEqual([
      ['2026-02-03T10:00:00.000Z', [cy], []],
      ['2026-02-01T10:00:00.000Z', [ada, ben], [ben]],
    ]);
    expect(list[1].recipientStates).toEqual([
      { ...blankState(ada), remindedAt: '2026-02-02T09:00:00.000Z' },
      {
        ...blankState(ben),
        openedAt: '2026-02-02T07:00:00.000Z',
        quizPassedAt: '2026-02-02T07:30:00.000Z',
        acknowledgedAt: '2026-02-02T08:00:00.000Z',
      },
    ]);
  });

  it('never writes acknowledgements from the manager side, and deletes with in.(...)', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [first] = await backend.notifications.replace(restaurantId, [
      notification('notif-1', ids),
    ]);
    const [second] = await backend.notifications.replace(restaurantId, [
      notification('notif-2', ids.slice(0, 1), '2026-02-05T10:00:00.000Z'),
      first,
    ]);
    fake.requests.length = 0;

    // A stale or tampered list claiming acknowledgements, states or a new quiz changes nothing.
    const at = '2026-02-06T10:00:00.000Z';
    const saved = await backend.notifications.replace(restaurantId, [
      {
        ...first,
        acknowledgedBy: ids,
        recipientStates: ids.map((id) => ({
          ...blankState(id),
          quizPassedAt: at,
          acknowledgedAt: at,
        })),
        quiz: QUIZ,
      },
    ]);
    expect(fake.find('POST', '/rest/v1/notification_recipients')).toEqual([]);
    expect(fake.find('PATCH', '/rest/v1/notification_recipients')).toEqual([]);
    expect(fake.find('POST', '/rest/v1/notification_quizzes')).toEqual([]);
    expect(fake.find('PATCH', '/rest/v1/notifications')).toEqual([]);
    expect(fake.find('POST', '/rest/v1/notifications')).toEqual([]);
    expect(saved[0].recipientStates).toEqual(ids.map(blankState));
    const [remove] = fake.find('DELETE', '/rest/v1/notifications');
    expect(remove.search.get('notificationid')).toBe(`in.(${second.id})`);
    expect(saved[0].acknowledgedBy).toEqual([]);
    expect((await recipientRows()).every((r) => r.acknowledged_at === null)).toBe(true);
    // The migration's ON DELETE CASCADE removes the deleted update's recipient rows.
    expect(await count('notification_recipients')).toBe(3);
  });

  it('skips recipient ids that are not staff rows, keeping the recipients count', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [saved] = await backend.notifications.replace(restaurantId, [
      notification('notif-1', [ids[0], 'staff-local-7', ids[0]]),
    ]);
    const [recipients] = fake.find('POST', '/rest/v1/notification_recipients');
    expect(recipients.body).toEqual([{ notificationid: saved.id, staffid: ids[0] }]);
    expect(saved.recipients).toBe(3);
    expect(saved.recipientIds).toEqual([ids[0]]);
  });

  it('throws a refused recipients insert as BackendError, and takes the update back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId, ids } = await withTeam();
    // A uuid that is nobody on this team (deleted meanwhile, say): the insert policy admits only
    // the restaurant's own staff.
    const gone = crypto.randomUUID();
    await expect(
      backend.notifications.replace(restaurantId, [
        { ...notification('notif-1', [...ids, gone]), quiz: QUIZ },
      ]),
    ).rejects.toMatchObject({ name: 'BackendError', code: '42501', status: 403 });
    // A retry sends it again; no half-sent copy is left (its quiz goes with it, by cascade).
    const [undo] = fake.find('DELETE', '/rest/v1/notifications');
    expect(undo.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(await count('notifications')).toBe(0);
    expect(await count('notification_quizzes')).toBe(0);
    expect(await count('notification_recipients')).toBe(0);
  });

  it('a failed quiz insert addresses nobody: the update is taken back before any recipient', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId, ids } = await withTeam();
    fake.failNext('POST', '/rest/v1/notification_quizzes', 500, { code: 'XX000', message: 'boom' });
    await expect(
      backend.notifications.replace(restaurantId, [
        { ...notification('notif-1', ids), required: true, quiz: QUIZ },
      ]),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'XX000' });
    expect(fake.find('POST', '/rest/v1/notification_recipients')).toEqual([]);
    expect(await count('notifications')).toBe(0);
  });
});

describe('supabase notifications.remind', () => {
  it('asks remind_update() to stamp the listed recipients; the server keeps the time', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben, cy] = ids;
    const [saved] = await backend.notifications.replace(restaurantId, [
      notification('notif-1', [ada, ben]),
    ]);
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
    expect(listed.recipientStates[0]).toMatchObject({
      staffId: ada,
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
    const [sent] = await theirs.backend.notifications.replace(theirs.restaurantId, [
      notification('notif-1', theirs.ids),
    ]);
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
