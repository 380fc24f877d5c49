import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

export function useSentNotifications(restaurantId: string) {
  return useQuery(restaurantQueries.notifications(restaurantId));
}

export function useStaffList(restaurantId: string) {
  return useQuery(restaurantQueries.staff(restaurantId));
}

export function useMenuList(restaurantId: string) {
  return useQuery(restaurantQueries.menus(restaurantId));
}
