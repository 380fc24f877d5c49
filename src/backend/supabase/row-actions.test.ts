// Each collection action is one request under the manager's own RLS and column grants, against
// the real schema (supabase/migrations on PGlite): an add is one insert, an update one PATCH of
// one row, a remove one delete; a send is one call to send_update().
import { buildNotification } from '@/domain/notification-rules';
import { staffMember as member } from '@/testing/fixtures';
import { managerWithRestaurant, memoryStorage, setupRealSupabase } from '@/testing/postgrest/setup';
import { isUuid } from './collection-rows';

const supabase = setupRealSupabase();
const writes = () => supabase.requests.filter((r) => r.method !== 'GET');

describe('supabase collection actions', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('adds in one insert, edits one row in one PATCH, removes in one delete', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    const [ada, ben] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Ada'),
      member('staff-2', 'Ben'),
    ]);
    expect([ada, ben].every((s) => isUuid(s!.id))).toBe(true);
    expect(writes().map((r) => [r.method, r.path])).toEqual([['POST', '/rest/v1/staff_members']]);

    supabase.requests.length = 0;
    const edited = await backend.staff.update(restaurantId, { ...ben!, role: 'Bartender' });
    expect(edited).toMatchObject({ id: ben!.id, role: 'Bartender' });
    const [patch] = writes();
    expect(writes()).toHaveLength(1);
    expect(patch!.method).toBe('PATCH');
    expect(patch!.search.get('staffid')).toBe(`eq.${ben!.id}`);

    supabase.requests.length = 0;
    await backend.staff.remove(restaurantId, ada!.id);
    expect(writes().map((r) => [r.method, r.search.get('staffid')])).toEqual([
      ['DELETE', `in.(${ada!.id})`],
    ]);
    expect((await backend.staff.list(restaurantId)).map((s) => [s.name, s.role])).toEqual([
      ['Ben', 'Bartender'],
    ]);
  });

  it("two managers' devices at once: an add and another person's edit both land", async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    await Promise.all([
      backend.staff.add(restaurantId, [member('staff-2', 'Uma')]),
      backend.staff.update(restaurantId, { ...sam!, name: 'Sam Rivera' }),
    ]);
    const names = (await backend.staff.list(restaurantId)).map((s) => s.name).sort();
    expect(names).toEqual(['Sam Rivera', 'Uma']);
  });

  it('an edit of a row removed on another device is refused as gone, and nothing is written', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    await backend.staff.remove(restaurantId, sam!.id);
    await expect(
      backend.staff.update(restaurantId, { ...sam!, name: 'Sam Rivera' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await backend.staff.list(restaurantId)).toEqual([]);
  });

  it('sends an update in one send_update call: recipients, quiz and counters together', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    const [sam, tia] = await backend.staff.add(restaurantId, [
      member('staff-1', 'Sam'),
      member('staff-2', 'Tia'),
    ]);
    supabase.requests.length = 0;
    const update = (message: string, ids: string[]) =>
      buildNotification({ message, recipientIds: ids, items: [], menuVersions: [] });
    await Promise.all([
      backend.notifications.send(restaurantId, update('From the office', [sam!.id])),
      backend.notifications.send(restaurantId, update('From the pass', [sam!.id, tia!.id])),
    ]);
    expect(writes().map((r) => r.path)).toEqual([
      '/rest/v1/rpc/send_update',
      '/rest/v1/rpc/send_update',
    ]);
    const sent = await backend.notifications.list(restaurantId);
    expect(sent.map((n) => [n.message, n.recipientIds.length]).sort()).toEqual([
      ['From the office', 1],
      ['From the pass', 2],
    ]);
    // Rows of one insert share created_at: their order is the uuids'.
    const counts = (await backend.staff.list(restaurantId))
      .map((s) => [s.name, s.notificationsReceived])
      .sort();
    expect(counts).toEqual([
      ['Sam', 2],
      ['Tia', 1],
    ]);
  });

  it('refuses a send to someone of another team as a whole: no update, no counter', async () => {
    const other = await managerWithRestaurant(supabase, 'other@example.com');
    const [stranger] = await other.backend.staff.add(other.restaurantId, [
      member('staff-9', 'Vic'),
    ]);
    const { backend, restaurantId } = await managerWithRestaurant(supabase);
    const [sam] = await backend.staff.add(restaurantId, [member('staff-1', 'Sam')]);
    const update = buildNotification({
      message: 'Not for Vic',
      recipientIds: [sam!.id, stranger!.id],
      items: [],
      menuVersions: [],
    });
    await expect(backend.notifications.send(restaurantId, update)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await backend.notifications.list(restaurantId)).toEqual([]);
    expect((await backend.staff.list(restaurantId))[0]!.notificationsReceived).toBe(0);
  });
});
