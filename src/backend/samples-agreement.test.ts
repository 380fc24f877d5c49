import { sentNotificationSchema } from '@/domain/notification';
import { buildNotification } from '@/domain/notification-rules';
import { readiness } from '@/domain/readiness';
import { isSample } from '@/domain/samples';
import { staffMemberSchema } from '@/domain/staff';
import { restaurantInput, staffMember } from '@/testing/fixtures';
import { installMemoryStorage } from '@/testing/memory-storage';
import { managerWithRestaurant, setupRealSupabase } from '@/testing/postgrest/setup';
import { createLocalBackend } from './local';
import { localKeys } from './local/keys';
import { readRows } from './local/row-keys';
import type { Backend } from './port';

// The Supabase side runs against the real schema (supabase/migrations on PGlite).
const fake = setupRealSupabase();

/** What a manager sees of every list that can hold samples. */
async function view(backend: Backend, restaurantId: string) {
  const [staff, notifications, specials, menus] = await Promise.all([
    backend.staff.list(restaurantId),
    backend.notifications.list(restaurantId),
    backend.specials.list(restaurantId),
    backend.menus.list(restaurantId),
  ]);
  return {
    staff: staff.map((s) => [s.name, isSample(s)]),
    notifications: notifications.map((n) => [n.message, isSample(n), readiness(n)]),
    specials: specials.map((s) => [s.name, isSample(s)]),
    menus: menus.map((m) => [m.name, m.isSample]),
  };
}

/**
 * One manager's story, the same calls on either adapter: a new restaurant, one real person added
 * to the list as read, an update sent to everyone listed, then 'Remove sample data'. `stored`
 * counts the staff and updates the adapter actually keeps.
 */
async function story(
  backend: Backend,
  restaurantId: string,
  stored: () => Promise<{ staff: number; notifications: number }>,
) {
  const fresh = await view(backend, restaurantId);
  const listed = await backend.staff.list(restaurantId);
  await backend.staff.add(restaurantId, [staffMember('staff-new', 'Ada'), ...listed]);
  const everyone = (await backend.staff.list(restaurantId)).map((s) => s.id);
  const sent = buildNotification({ message: 'Tonight', recipientIds: everyone, items: [] });
  await backend.notifications.send(restaurantId, sent);
  const withReal = await view(backend, restaurantId);
  const storedBefore = await stored();
  const restaurant = await backend.restaurants.removeSamples(restaurantId);
  const removed = await view(backend, restaurantId);
  return { fresh, withReal, storedBefore, removed, flag: restaurant.samples_removed };
}

const SAMPLE_STAFF = [
  'Maria Garcia',
  'James Wilson',
  'Aisha Khan',
  'Tom Becker',
  'Lena Novak',
  'Diego Alvarez',
  'Priya Shah',
  'Sam O’Neill',
].map((name) => [name, true]);
const SAMPLE_UPDATES = [
  'New seasonal dishes added to the dinner menu',
  'Wine list prices updated',
  'Weekend brunch specials',
].map((message) => [message, true, { ready: 0, total: 0 }]);
const SAMPLE_SPECIALS = ['Burrata', 'Crispy Calamari', 'Little Gem Caesar'].map((n) => [n, true]);
const SAMPLE_MENUS = [
  'Dinner',
  'Lunch',
  'Weekend Brunch',
  'Premium Wine Selection',
  'Bar Menu',
].map((n) => [n, true]);

/** What both adapters must show: one rule, in src/domain/samples.ts. */
const expected = {
  fresh: {
    staff: SAMPLE_STAFF,
    notifications: SAMPLE_UPDATES,
    specials: SAMPLE_SPECIALS,
    menus: SAMPLE_MENUS,
  },
  withReal: {
    staff: [['Ada', false], ...SAMPLE_STAFF],
    // Sent to everyone listed, it reached the one real person only.
    notifications: [['Tonight', false, { ready: 0, total: 1 }], ...SAMPLE_UPDATES],
    specials: SAMPLE_SPECIALS,
    menus: SAMPLE_MENUS,
  },
  storedBefore: { staff: 1, notifications: 1 },
  removed: {
    staff: [['Ada', false]],
    notifications: [['Tonight', false, { ready: 0, total: 1 }]],
    specials: [],
    menus: [],
  },
  flag: true,
};

describe('both adapters agree on when samples exist (ADR 0026)', () => {
  beforeEach(() => {
    installMemoryStorage();
  });

  it('local: samples shown beside real rows, never stored, gone once removed, for good', async () => {
    const backend = createLocalBackend();
    const { user } = await backend.auth.signUp({
      email: 'ana@example.com',
      password: 'secret-1',
      fullName: 'Ana',
      userType: 'Manager',
    });
    const { restaurantid } = await backend.restaurants.create(restaurantInput(user.id, 'R'));
    // What storage holds: the list keys and their row keys (local/row-keys.ts).
    const result = await story(backend, restaurantid, async () => ({
      staff: readRows(localKeys.staff(restaurantid), staffMemberSchema).value.length,
      notifications: readRows(localKeys.notifications(restaurantid), sentNotificationSchema).value
        .length,
    }));
    expect(result).toEqual(expected);
    // A reload (a new backend over the same storage) still has them removed.
    expect(await view(createLocalBackend(), restaurantid)).toEqual(expected.removed);
  });

  it('supabase: the same, with the flag stored on the restaurant row', async () => {
    const { backend, restaurantId } = await managerWithRestaurant(fake, undefined, {
      samples: 'shown',
    });
    const count = async (table: string) =>
      (await fake.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]
        .n;
    const result = await story(backend, restaurantId, async () => ({
      staff: await count('staff_members'),
      notifications: await count('notifications'),
    }));
    expect(result).toEqual(expected);
    expect(await count('notification_recipients')).toBe(1);
    const { rows } = await fake.db.query('select samples_removed from public.restaurants');
    expect(rows).toEqual([{ samples_removed: true }]);
  });
});
