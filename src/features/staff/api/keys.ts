/** Query keys for the staff list; other features query the same list with the same key shape. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (restaurantId: string) => ['staff', restaurantId] as const,
};
