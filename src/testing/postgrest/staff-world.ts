// Test-only: a manager's team with a staff member who joined, on the real database, for the
// adapter tests of staff access (staff-access.test.ts, staff-updates.test.ts).
import type { StaffMembership } from '@/backend/port';
import type { SentNotification } from '@/domain/notification';
import type { StaffMember } from '@/domain/staff';
import { managerWithRestaurant, signedIn, TEST_ANON_KEY, type RealSupabase } from './setup';

export const staffPerson = (
  id: string,
  name: string,
  status: StaffMember['status'],
): StaffMember => ({
  id,
  name,
  role: 'Server',
  email: `${name.toLowerCase()}@example.com`,
  notificationPreference: 'app',
  status,
  notificationsReceived: 0,
  link: 'none',
});

export const sentUpdate = (id: string, recipientIds: string[], date: string): SentNotification => ({
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
  changeSet: [],
  required: false,
  quiz: [],
  recipientStates: [],
});

/** A manager's team with Sam invited; two updates, only the newer one sent to Sam, who joined. */
export async function staffWorld(fake: RealSupabase) {
  const manager = await managerWithRestaurant(fake);
  const { backend, restaurantId } = manager;
  const [sam, kim] = await backend.staff.add(restaurantId, [
    staffPerson('staff-1', 'Sam', 'invited'),
    staffPerson('staff-2', 'Kim', 'active'),
  ]);
  // Sent oldest first, as a manager would have: the newer one is listed first.
  await backend.notifications.send(
    restaurantId,
    sentUpdate('notif-1', [kim!.id], '2026-02-01T09:00:00.000Z'),
  );
  const mine = await backend.notifications.send(
    restaurantId,
    sentUpdate('notif-2', [sam!.id, kim!.id], '2026-02-02T09:00:00.000Z'),
  );
  const [theirs] = (
    await fake.db.query<{ notificationid: string }>(
      `select notificationid from public.notifications where message = 'Update notif-1'`,
    )
  ).rows;
  const staff = await signedIn(fake, 'Sam@Example.com');
  // Sam is offered the entry at sign-in and accepts it.
  await staff.backend.staffAccess.teams();
  await staff.backend.staffAccess.accept(sam!.id);
  fake.requests.length = 0;
  /** Sam's own requests, made by hand (as anyone holding the anon key and a token can). */
  const headers = {
    apikey: TEST_ANON_KEY,
    authorization: `Bearer ${staff.token}`,
    'content-type': 'application/json',
  };
  const m: StaffMembership = {
    restaurantId,
    restaurantName: 'Chez Test',
    allergenRegime: null,
    staffId: sam!.id,
    staffName: 'Sam',
  };
  return {
    manager,
    staff: staff.backend,
    m,
    sam: sam!,
    kim: kim!,
    mine,
    theirsId: String(theirs.notificationid),
    headers,
  };
}

export type StaffWorld = Awaited<ReturnType<typeof staffWorld>>;
