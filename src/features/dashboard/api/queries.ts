import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

export function useDashboardStaff(restaurantId: string) {
  return useQuery(restaurantQueries.staff(restaurantId));
}

export function useDashboardNotifications(restaurantId: string) {
  return useQuery(restaurantQueries.notifications(restaurantId));
}
