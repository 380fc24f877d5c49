import { http, HttpResponse } from 'msw';
import type { SentNotification } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { BackendError, type StaffMembership } from '../port';
import { TEST_URL } from '@/testing/supabase/fake-supabase';
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
  link: 'none',
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

/** A manager's team with Sam invited; two updates, only the newer one sent to Sam, who joined. */
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
  const theirs = fake.tables.notifications.find((n) => n.message === 'Update notif-1')!;
  const staff = await signedIn(fake, 'Sam@Example.com');
  // Sam is offered the entry at sign-in and accepts it.
  await staff.backend.staffAccess.teams();
  await staff.backend.staffAccess.accept(sam.id);
  fake.requests.length = 0;
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
  const rpc = (name: string) => fake.find('POST', `/rest/v1/rpc/${name}`);

  it('teams(): offers the entry through the claim RPC; it stays pending until accepted', async () => {
    const manager = await managerWithRestaurant(fake);
    const [sam] = await manager.backend.staff.replace(manager.restaurantId, [
      person('staff-1', 'Sam', 'invited'),
    ]);
    const staff = await signedIn(fake, 'Sam@Example.com');
    const m: StaffMembership = {
      restaurantId: manager.restaurantId,
      restaurantName: 'Chez Test',
      staffId: sam.id,
      staffName: 'Sam',
    };

    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [m] });
    const [call] = rpc('claim_staff_membership');
    expect(call.body).toEqual({});
    expect(fake.requests.filter((r) => r.path !== '/auth/v1/user')).toHaveLength(1);
    const row = () => fake.tables.staff_members.find((s) => s.staffid === sam.id)!;
    // Linked to the account, but nothing changes for the team until the person answers.
    expect(row()).toMatchObject({
      status: 'invited',
      user_id: staff.userId,
      link_state: 'pending',
    });
    // The manager's list shows that an answer is awaited.
    expect((await manager.backend.staff.list(manager.restaurantId))[0].link).toBe('pending');

    fake.requests.length = 0;
    await staff.backend.staffAccess.accept(sam.id);
    expect(fake.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/accept_staff_membership', { p_staffid: sam.id }],
    ]);
    expect(row()).toMatchObject({ status: 'active', link_state: 'accepted' });
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [m], pending: [] });
    expect((await manager.backend.staff.list(manager.restaurantId))[0].link).toBe('accepted');
  });

  it('decline(): the entry is declined, keeps its account and is never offered again', async () => {
    const manager = await managerWithRestaurant(fake);
    const [sam] = await manager.backend.staff.replace(manager.restaurantId, [
      person('staff-1', 'Sam', 'active'),
    ]);
    const staff = await signedIn(fake, 'sam@example.com');
    expect((await staff.backend.staffAccess.teams()).pending).toHaveLength(1);

    fake.requests.length = 0;
    await staff.backend.staffAccess.decline(sam.id);
    expect(fake.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/decline_staff_membership', { p_staffid: sam.id }],
    ]);
    expect(fake.tables.staff_members[0]).toMatchObject({
      user_id: staff.userId,
      link_state: 'declined',
    });
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
  });

  it('claim offers only unoffered, non-inactive entries with the canonical e-mail', async () => {
    const manager = await managerWithRestaurant(fake);
    const [sam, kim, lee] = await manager.backend.staff.replace(manager.restaurantId, [
      person('staff-1', 'Sam', 'invited'),
      person('staff-2', 'Kim', 'active'),
      person('staff-3', 'Lee', 'inactive'),
    ]);
    const row = (id: string) => fake.tables.staff_members.find((s) => s.staffid === id)!;
    row(sam.id).email = '  SAM@example.COM ';
    row(lee.id).email = 'sam@example.com';

    // The Kelvin sign (U+212A) lower-cases to 'k' but is not ASCII: it matches nothing.
    const lookAlike = await signedIn(fake, '\u212Aim@example.com');
    expect(await lookAlike.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    expect(row(kim.id)).toMatchObject({ user_id: null, link_state: 'none', linked_at: null });

    const staff = await signedIn(fake, 'sam@example.com');
    const { pending } = await staff.backend.staffAccess.teams();
    expect(pending.map((t) => t.staffId)).toEqual([sam.id]);
    expect(row(sam.id)).toMatchObject({ user_id: staff.userId, link_state: 'pending' });
    expect(row(lee.id)).toMatchObject({ user_id: null, link_state: 'none' });
    // Declined: kept, and never offered again.
    await staff.backend.staffAccess.decline(sam.id);
    expect(await staff.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    expect(row(sam.id)).toMatchObject({ user_id: staff.userId, link_state: 'declined' });
  });

  it('splits several teams into active and pending, in the order the server gives', async () => {
    const a = await managerWithRestaurant(fake, 'a@example.com');
    const [inA] = await a.backend.staff.replace(a.restaurantId, [person('s', 'Sam', 'active')]);
    const b = await managerWithRestaurant(fake, 'b@example.com');
    const [inB] = await b.backend.staff.replace(b.restaurantId, [person('s', 'Sam', 'invited')]);
    const staff = await signedIn(fake, 'sam@example.com');
    await staff.backend.staffAccess.teams();
    await staff.backend.staffAccess.accept(inA.id);

    const teams = await staff.backend.staffAccess.teams();
    expect(teams.active.map((t) => [t.restaurantId, t.staffId])).toEqual([
      [a.restaurantId, inA.id],
    ]);
    expect(teams.pending.map((t) => [t.restaurantId, t.staffId])).toEqual([
      [b.restaurantId, inB.id],
    ]);
  });

  it('refuses to answer an entry that is not their pending one, as a 403 BackendError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, kim, sam } = await world();
    for (const answer of [
      () => staff.staffAccess.accept(kim.id), // a colleague's entry
      () => staff.staffAccess.decline(sam.id), // already accepted
    ]) {
      await expect(answer()).rejects.toMatchObject({
        name: 'BackendError',
        message: 'This invitation is not yours to answer',
        status: 403,
      });
    }
    expect(rpc('accept_staff_membership')).toHaveLength(1);
    fake.requests.length = 0;
    // An id that is not a row is refused without a request.
    await expect(staff.staffAccess.accept('staff-1')).rejects.toBeInstanceOf(BackendError);
    expect(fake.requests).toEqual([]);
  });

  it('treats a claim row in any other state as an unexpected shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { staff, m } = await world();
    fake.server.use(
      http.post(`${TEST_URL}/rest/v1/rpc/claim_staff_membership`, () =>
        HttpResponse.json([
          {
            staffid: m.staffId,
            restaurantid: Number(m.restaurantId),
            restaurant_name: 'Chez Test',
            name: 'Sam',
            link_state: 'declined',
          },
        ]),
      ),
    );
    await expect(staff.staffAccess.teams()).rejects.toMatchObject({
      code: 'unexpected_shape',
      status: 502,
    });
  });

  it('has no teams when the e-mail is in no directory, or when signed out', async () => {
    const stranger = await signedIn(fake, 'nobody@example.com');
    expect(await stranger.backend.staffAccess.teams()).toEqual({ active: [], pending: [] });
    fake.requests.length = 0;
    expect(await (await makeBackend()).staffAccess.teams()).toEqual({ active: [], pending: [] });
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
