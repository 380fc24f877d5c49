import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/staff';
import { seededRandom } from '@/domain/seeded-random';
import { migrateLegacyStaff } from '@/domain/staff-rules';
import { collectionQuery, useCollectionChange } from './collection';

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

/** A change to the staff list, applied to the list as shown. */
export function useStaffChange<V>(
  restaurantId: string,
  apply: (staff: StaffMember[], variables: V) => StaffMember[],
  options: { onSuccess?: (variables: V) => void; onError?: (error: Error) => void } = {},
) {
  return useCollectionChange(
    'staff',
    restaurantId,
    (list, variables: V) => ({ list: apply(list, variables), result: undefined }),
    {
      view: staffView,
      onSuccess: (_, variables) => options.onSuccess?.(variables),
      onError: options.onError,
    },
  );
}
