import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { notificationKeys } from './keys';

export function useSentNotifications(restaurantId: string) {
  return useQuery({
    queryKey: notificationKeys.list(restaurantId),
    queryFn: async () => (await getBackend()).notifications.list(restaurantId),
  });
}

export function useStaffList(restaurantId: string) {
  return useQuery({
    queryKey: notificationKeys.staff(restaurantId),
    queryFn: async () => (await getBackend()).staff.list(restaurantId),
  });
}

export function useMenuList(restaurantId: string) {
  return useQuery({
    queryKey: notificationKeys.menus(restaurantId),
    queryFn: async () => (await getBackend()).menus.list(restaurantId),
  });
}
