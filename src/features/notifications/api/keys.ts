import { restaurantDataKeys } from '@/session/restaurant-queries';

export const notificationKeys = {
  list: restaurantDataKeys.notifications,
  staff: restaurantDataKeys.staff,
  menus: restaurantDataKeys.menus,
  /** Under the menus key, so saving a menu (which invalidates menus) refreshes it too. */
  unannounced: (restaurantId: string) =>
    [...restaurantDataKeys.menus(restaurantId), 'unannounced'] as const,
};
