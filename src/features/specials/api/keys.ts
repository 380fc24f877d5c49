import { restaurantDataKeys } from '@/session/restaurant-queries';

/** Query keys for specials: one list per restaurant. */
export const specialKeys = {
  all: ['specials'] as const,
  list: restaurantDataKeys.specials,
};
