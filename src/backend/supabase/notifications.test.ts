import type { SentNotification } from '@/domain/notification';
import type { Backend } from '../port';
import { isUuid } from './collection-rows';
import { staffMember as person } from '@/testing/fixtures';
import { schema } from '@/testing/supabase/fake-schema';
import { managerWithRestaurant, setupFakeSupabase } from '@/testing/supabase/test-setup';

const fake = setupFakeSupabase();

// The emulator's staff_members predates supabase/migrations/20261124000000 (the staff list reads
// link_state); its notifications take that migration's insert grant: sent_at is the server's.
schema.staff_members.columns.link_state = () => 'none';
schema.notifications.insertable = [
  'restaurantid',
  'message',
  'type',
  'item_names',
  'items',
  'recipients',
  'menu_versions',
];
schema.notification_recipients.insertable = ['notificationid', 'staffid'];

/** Stands in for the server's clock: the stored sent_at of the notification with this id. */
const sentAt = (id: string, at: string) => {
  fake.tables.notifications.find((n) => n.notificationid === id)!.sent_at = at;
};

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
  it('inserts a sent notification, then its recipient rows without acknowledged_at', async () => {
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
      acknowledgedBy: [],
      menuVersions: [],
      changeSet: [],
      required: false,
      quiz: [],
      recipientStates: [],
    });
    expect(fake.tables.notification_recipients).toHaveLength(2);
  });

  it('lists newest first with recipients embedded, acknowledgedBy from acknowledged_at', async () => {
    const { backend, restaurantId, ids } = await withTeam();
    const [ada, ben, cy] = ids;
    const [first] = await backend.notifications.replace(restaurantId, [
      notification('notif-1', [ada, ben]),
    ]);
    sentAt(first.id, '2026-02-01T10:00:00+00:00');
    const [second] = await backend.notifications.replace(restaurantId, [
      notification('notif-2', [cy]),
      ...(await backend.notifications.list(restaurantId)),
    ]);
    sentAt(second.id, '2026-02-03T10:00:00+00:00');
    fake.tables.notification_recipients.find((r) => r.staffid === ben)!.acknowledged_at =
      '2026-02-02T08:00:00+00:00';
    fake.requests.length = 0;

    const list = await backend.notifications.list(restaurantId);
    const [request] = fake.find('GET', '/rest/v1/notifications');
    expect(request.search.get('select')).toBe('*,notification_recipients(staffid,acknowledged_at)');
    expect(request.search.get('restaurantid')).toBe(`eq.${restaurantId}`);
    expect(request.search.get('order')).toBe('sent_at.desc,notificationid.asc');
    expect(list.map((n) => [n.date, n.recipientIds, n.acknowledgedBy])).toEqual([
      ['2026-02-03T10:00:00.000Z', [cy], []],
      ['2026-02-01T10:00:00.000Z', [ada, ben], [ben]],
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

    // A stale or tampered list claiming acknowledgements changes nothing.
    const saved = await backend.notifications.replace(restaurantId, [
      { ...first, acknowledgedBy: ids },
    ]);
    expect(fake.find('POST', '/rest/v1/notification_recipients')).toEqual([]);
    expect(fake.find('PATCH', '/rest/v1/notification_recipients')).toEqual([]);
    expect(fake.find('POST', '/rest/v1/notifications')).toEqual([]);
    const [remove] = fake.find('DELETE', '/rest/v1/notifications');
    expect(remove.search.get('notificationid')).toBe(`in.(${second.id})`);
    expect(saved[0].acknowledgedBy).toEqual([]);
    expect(fake.tables.notification_recipients.every((r) => r.acknowledged_at === null)).toBe(true);
    // The migration's ON DELETE CASCADE removes the deleted update's recipient rows.
    expect(fake.tables.notification_recipients).toHaveLength(3);
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

  it('throws a failed recipients insert as BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, restaurantId, ids } = await withTeam();
    fake.failNext('POST', '/rest/v1/notification_recipients', 409, {
      code: '23503',
      message: 'insert or update on table "notification_recipients" violates foreign key',
    });
    await expect(
      backend.notifications.replace(restaurantId, [notification('notif-1', ids)]),
    ).rejects.toMatchObject({ name: 'BackendError', code: '23503', status: 409 });
  });
});
