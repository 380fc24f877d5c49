import { restaurantDataKeys } from '@/session/restaurant-queries';

/** Query keys for the staff list; the list itself is shared (see session/restaurant-queries). */
export const staffKeys = {
  all: ['staff'] as const,
  list: restaurantDataKeys.staff,
};
