import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';

// Keys match the staff and notifications features, so all screens share one cache entry.
export function useDashboardStaff(restaurantId: string) {
  return useQuery({
    queryKey: ['staff', restaurantId],
    queryFn: async () => (await getBackend()).staff.list(restaurantId),
  });
}

export function useDashboardNotifications(restaurantId: string) {
  return useQuery({
    queryKey: ['notifications', restaurantId],
    queryFn: async () => (await getBackend()).notifications.list(restaurantId),
  });
}
