import { http, HttpResponse } from 'msw';
import type { SentNotification } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { BackendError, type StaffMembership } from '../port';
import { schema, type Row } from '@/testing/supabase/fake-schema';
import { TEST_URL } from '@/testing/supabase/fake-supabase';
import {
  makeBackend,
  managerWithRestaurant,
  setupFakeSupabase,
  signedIn,
} from '@/testing/supabase/test-setup';

const fake = setupFakeSupabase();

// ---------------------------------------------------------------------------------------------
// The membership functions of supabase/migrations/20261124000000, which the emulator predates:
// its staff_members gains link_state and linked_at, and these handlers answer the three RPCs
// in front of its own (older) claim. The SQL itself is tested in supabase/tests/hardening.test.ts.
// ---------------------------------------------------------------------------------------------
schema.staff_members.columns.link_state = () => 'none';
schema.staff_members.columns.linked_at = () => null;

/** public.canonical_email(): ASCII-only, trimmed, lower-case; null for anything else. */
const canonical = (email: unknown) =>
  typeof email !== 'string' || [...email].some((ch) => ch.charCodeAt(0) > 0x7f)
    ? null
    : email.trim().toLowerCase() || null;

/** The caller of a request, read from the emulator's unsigned token (sub and email claims). */
function callerOf(request: Request): { id: string; email: string } | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof claims.sub === 'string' ? { id: claims.sub, email: claims.email } : null;
  } catch {
    return null;
  }
}

const refused = (status: number, message: string) =>
  HttpResponse.json({ code: '42501', details: null, hint: null, message }, { status });

function membershipRpc(name: string, caller: { id: string; email: string }, body: Row) {
  const staff = fake.tables.staff_members;
  if (name === 'claim_staff_membership') {
    const email = canonical(caller.email);
    const now = new Date().toISOString();
    for (const s of staff) {
      if (email && canonical(s.email) === email && s.user_id == null && s.link_state === 'none') {
        if (s.status !== 'inactive')
          Object.assign(s, { user_id: caller.id, link_state: 'pending', linked_at: now });
      }
    }
    return HttpResponse.json(
      staff
        .filter(
          (s) =>
            s.user_id === caller.id &&
            ['pending', 'accepted'].includes(String(s.link_state)) &&
            s.status !== 'inactive',
        )
        .sort(
          (a, b) =>
            String(a.linked_at).localeCompare(String(b.linked_at)) ||
            String(a.staffid).localeCompare(String(b.staffid)),
        )
        .map((s) => ({
          staffid: s.staffid,
          restaurantid: s.restaurantid,
          restaurant_name: fake.tables.restaurants.find((r) => r.restaurantid === s.restaurantid)
            ?.restaurant_name,
          name: s.name,
          link_state: s.link_state,
        })),
    );
  }
  const entry = staff.find(
    (s) => s.staffid === body.p_staffid && s.user_id === caller.id && s.link_state === 'pending',
  );
  if (!entry) return refused(403, 'no pending invitation with this id for the caller');
  const now = new Date().toISOString();
  if (name === 'accept_staff_membership') {
    const invited = entry.status === 'invited';
    Object.assign(entry, {
      link_state: 'accepted',
      linked_at: now,
      status: invited ? 'active' : entry.status,
      hire_date: invited ? (entry.hire_date ?? now) : entry.hire_date,
    });
  } else {
    Object.assign(entry, { link_state: 'declined', linked_at: now });
  }
  return new HttpResponse(null, { status: 204 });
}

const MEMBERSHIP_RPCS = [
  'claim_staff_membership',
  'accept_staff_membership',
  'decline_staff_membership',
];

beforeEach(() => {
  fake.server.use(
    http.post(`${TEST_URL}/rest/v1/rpc/:name`, async ({ request, params }) => {
      const name = String(params.name);
      if (!MEMBERSHIP_RPCS.includes(name)) return undefined;
      const url = new URL(request.url);
      const text = await request.clone().text();
      const body = (text ? JSON.parse(text) : {}) as Row;
      fake.requests.push({
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        headers: Object.fromEntries(request.headers),
        body,
      });
      const caller = callerOf(request);
      if (!caller) return refused(401, `permission denied for function ${name}`);
      return membershipRpc(name, caller, body);
    }),
  );
});

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
