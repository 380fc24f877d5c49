/** Query keys for specials: one list per restaurant. */
export const specialKeys = {
  all: ['specials'] as const,
  list: (restaurantId: string) => ['specials', restaurantId] as const,
};
