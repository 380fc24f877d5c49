import { useQuery } from '@tanstack/react-query';
import { staffKeys } from './keys';
import { loadStaff } from './load-staff';

/** The restaurant's staff, with legacy records migrated on load. */
export function useStaffMembers(restaurantId: string | undefined) {
  return useQuery({
    queryKey: staffKeys.list(restaurantId ?? 'none'),
    enabled: !!restaurantId,
    queryFn: () => loadStaff(restaurantId!),
  });
}
