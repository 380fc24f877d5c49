import { restaurantDataKeys } from '@/session/restaurant-queries';

export const notificationKeys = {
  list: restaurantDataKeys.notifications,
  staff: restaurantDataKeys.staff,
  menus: restaurantDataKeys.menus,
};
