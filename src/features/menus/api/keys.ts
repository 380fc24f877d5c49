import { restaurantDataKeys } from '@/session/restaurant-queries';

export const menuKeys = {
  all: ['menus'] as const,
  list: restaurantDataKeys.menus,
};
