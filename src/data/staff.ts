import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/staff';
import { seededRandom } from '@/domain/seeded-random';
import { migrateLegacyStaff } from '@/domain/staff-rules';
import { rowGone, type CollectionPort } from '@/backend/port';
import { collectionQuery } from './collection';

/**
 * The staff list as shown: records saved before hire dates existed get one, with a notification
 * count drawn from a source seeded by the list's ids, so the numbers are the same on every read.
 * The next change to the list stores them.
 */
export function staffView(stored: StaffMember[]): StaffMember[] {
  return migrateLegacyStaff(stored, new Date(), seededRandom(stored.map((s) => s.id).join('|')))
    .staff;
}

export const staffQuery = (restaurantId: string) =>
  collectionQuery('staff', restaurantId, staffView);

export function useStaff(restaurantId: string | undefined) {
  return useQuery({ ...staffQuery(restaurantId ?? 'none'), enabled: !!restaurantId });
}

/** The staff member as shown (staffView), read fresh from the store: what an edit starts from. */
export async function currentStaffMember(
  rows: CollectionPort<StaffMember>,
  restaurantId: string,
  id: string,
): Promise<StaffMember> {
  const member = staffView(await rows.list(restaurantId)).find((s) => s.id === id);
  if (!member) throw rowGone('staff member');
  return member;
}
