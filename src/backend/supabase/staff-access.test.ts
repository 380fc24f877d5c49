import type { SentNotification } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { BackendError, type StaffMembership } from '../port';
import {
  makeBackend,
  managerWithRestaurant,
  setupFakeSupabase,
  signedIn,
} from '@/testing/supabase/test-setup';

const fake = setupFakeSupabase();

const person = (id: string, name: string, status: StaffMember['status']): StaffMember => ({
  id,
  name,
  role: 'Server',
  email: `${name.toLowerCase()}@example.com`,
  notificationPreference: 'app',
  status,
  notificationsReceived: 0,
});

const sent = (id: string, recipientIds: string[], date: string): SentNotification => ({
  id,
  date,
  message: `Update ${id}`,
  recipients: recipientIds.length,
  items: 1,
  type: 'price_update',
  recipientIds,
  itemNames: ['Lamb'],
  acknowledgedBy: [],
  menuVersions: [],
});

/** A manager's team with Sam invited; two updates, only the newer one sent to Sam. */
async function world() {
  const manager = await managerWithRestaurant(fake);
  const { backend, restaurantId } = manager;
  const [sam, kim] = await backend.staff.replace(restaurantId, [
    person('staff-1', 'Sam', 'invited'),
    person('staff-2', 'Kim', 'active'),
  ]);
  const [mine] = await backend.notifications.replace(restaurantId, [
    sent('notif-2', [sam.id, kim.id], '2026-02-02T09:00:00.000Z'),
    sent('notif-1', [kim.id], '2026-02-01T09:00:00.000Z'),
  ]);
  const theirs = fake.tables.notifications.find((n) => n.sent_at === '2026-02-01T09:00:00.000Z')!;
  const staff = await signedIn(fake, 'Sam@Example.com');
  const m: StaffMembership = {
    restaurantId,
    restaurantName: 'Chez Test',
    staffId: sam.id,
    staffName: 'Sam',
  };
  return {
    manager,
    staff: staff.backend,
    m,
    sam,
    kim,
    mine,
    theirsId: String(theirs.notificationid),
  };
}

describe('supabase staffAccess', () => {
  it('claims the membership through the RPC, which activates the invitation', async () => {
    const { staff, m, sam } = await world();
    expect(await staff.staffAccess.membership()).toEqual(m);

    const [call] = fake.find('POST', '/rest/v1/rpc/claim_staff_membership');
    expect(call.body).toEqual({});
    expect(fake.requests.filter((r) => r.path !== '/auth/v1/user')).toHaveLength(1);
    const row = fake.tables.staff_members.find((s) => s.staffid === sam.id)!;
    expect(row).toMatchObject({ status: 'active', user_id: expect.any(String) });
  });

  it('has no membership when the e-mail is in no directory, or when signed out', async () => {
    const stranger = await signedIn(fake, 'nobody@example.com');
    expect(await stranger.backend.staffAccess.membership()).toBeNull();
    fake.requests.length = 0;
    expect(await (await makeBackend()).staffAccess.membership()).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('reads only the updates addressed to them, newest first, with the acknowledged flag', async () => {
    const { staff, m, mine } = await world();
    const updates = await staff.staffAccess.updates(m);

    const [request] = fake.find('GET', '/rest/v1/notifications');
    expect(request.search.get('select')).toBe(
      '*,notification_recipients!inner(staffid,acknowledged_at)',
    );
    expect(request.search.get('restaurantid')).toBe(`eq.${m.restaurantId}`);
    expect(request.search.get('notification_recipients.staffid')).toBe(`eq.${m.staffId}`);
    expect(request.search.get('order')).toBe('sent_at.desc,notificationid.asc');
    expect(updates).toEqual([
      {
        ...mine,
        recipientIds: [m.staffId],
        acknowledgedBy: [],
        menuVersions: [],
        acknowledged: false,
      },
    ]);

    fake.tables.notification_recipients.find((r) => r.staffid === m.staffId)!.acknowledged_at =
      '2026-02-02T10:00:00+00:00';
    const [after] = await staff.staffAccess.updates(m);
    expect(after).toMatchObject({ acknowledged: true, acknowledgedBy: [m.staffId] });
  });

  it('acknowledges with a PATCH of acknowledged_at only, filtered to their own row', async () => {
    const { staff, m, mine, kim } = await world();
    await staff.staffAccess.acknowledge(m, mine.id);

    const [patch] = fake.find('PATCH', '/rest/v1/notification_recipients');
    expect(Object.keys(patch.body as object)).toEqual(['acknowledged_at']);
    const at = (patch.body as { acknowledged_at: string }).acknowledged_at;
    expect(Date.parse(at)).not.toBeNaN();
    expect(patch.search.get('notificationid')).toBe(`eq.${mine.id}`);
    expect(patch.search.get('staffid')).toBe(`eq.${m.staffId}`);
    expect(patch.search.get('acknowledged_at')).toBe('is.null');
    const rows = fake.tables.notification_recipients;
    expect(rows.find((r) => r.staffid === m.staffId)!.acknowledged_at).toBe(at);
    expect(rows.find((r) => r.staffid === kim.id)!.acknowledged_at).toBeNull();

    // Again: the first time is kept, and it is not an error.
    await staff.staffAccess.acknowledge(m, mine.id);
    expect(rows.find((r) => r.staffid === m.staffId)!.acknowledged_at).toBe(at);
    expect(fake.find('PATCH', '/rest/v1/notification_recipients')).toHaveLength(2);
  });

  it('refuses to acknowledge an update not sent to them, or a non-row id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m, theirsId } = await world();
    await expect(staff.staffAccess.acknowledge(m, theirsId)).rejects.toMatchObject({
      message: 'This update was not sent to you',
      status: 403,
    });
    fake.requests.length = 0;
    await expect(staff.staffAccess.acknowledge(m, 'notif-1')).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests).toEqual([]);
    expect(fake.tables.notification_recipients.every((r) => r.acknowledged_at === null)).toBe(true);
  });

  it('surfaces a refused acknowledgement (RLS) as BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m, mine } = await world();
    fake.failNext('PATCH', '/rest/v1/notification_recipients', 403, {
      code: '42501',
      message: 'permission denied for table notification_recipients',
    });
    const error = await staff.staffAccess.acknowledge(m, mine.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: '42501', status: 403 });
  });

  it('reads real menus only (no samples), specials and training by restaurantid', async () => {
    const { manager, staff, m } = await world();
    expect(await staff.staffAccess.menus(m)).toEqual([]);
    const menu = await manager.backend.menus.save(m.restaurantId, {
      name: 'Dinner',
      type: 'food',
      foodType: 'dinner',
      items: [],
    });
    expect(await staff.staffAccess.menus(m)).toEqual([menu]);

    fake.requests.length = 0;
    expect(await staff.staffAccess.specials(m)).toEqual([]);
    expect(await staff.staffAccess.training(m)).toEqual([]);
    const [specials] = fake.find('GET', '/rest/v1/specials');
    expect(specials.search.get('restaurantid')).toBe(`eq.${m.restaurantId}`);
    const [training] = fake.find('GET', '/rest/v1/training_modules');
    expect(training.search.get('restaurantid')).toBe(`eq.${m.restaurantId}`);
    expect(fake.find('GET', '/rest/v1/restaurants')).toEqual([]);
  });

  it('records a quiz result with an insert and reads their own results by staffid', async () => {
    const { manager, staff, m } = await world();
    const [module] = await manager.backend.training.replace(m.restaurantId, [
      {
        id: 'training-1',
        title: 'Wines',
        type: 'wine_pairings',
        content: 'Malbec.',
        sourceUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    fake.requests.length = 0;

    const result = await staff.staffAccess.recordQuizResult(m, {
      moduleId: module.id,
      score: 3,
      total: 4,
    });
    const [insert] = fake.find('POST', '/rest/v1/quiz_results');
    expect(insert.body).toEqual({ moduleid: module.id, staffid: m.staffId, score: 3, total: 4 });
    expect(insert.headers.prefer).toContain('return=representation');
    expect(result).toEqual({
      moduleId: module.id,
      staffId: m.staffId,
      score: 3,
      total: 4,
      takenAt: expect.any(String),
    });

    expect(await staff.staffAccess.quizResults(m)).toEqual([result]);
    const [read] = fake.find('GET', '/rest/v1/quiz_results');
    expect(read.search.get('staffid')).toBe(`eq.${m.staffId}`);
  });
});
