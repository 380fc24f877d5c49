import { restaurantDataKeys } from '@/session/restaurant-queries';

export const trainingKeys = {
  list: restaurantDataKeys.training,
  menus: restaurantDataKeys.menus,
};
