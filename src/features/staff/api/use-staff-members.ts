import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

/** The restaurant's staff, with legacy records migrated on load. */
export function useStaffMembers(restaurantId: string | undefined) {
  return useQuery({ ...restaurantQueries.staff(restaurantId ?? 'none'), enabled: !!restaurantId });
}
