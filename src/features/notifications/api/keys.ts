export const notificationKeys = {
  list: (restaurantId: string) => ['notifications', restaurantId] as const,
  // Same key as the staff feature's list, so both share one cache entry.
  staff: (restaurantId: string) => ['staff', restaurantId] as const,
  menus: (restaurantId: string) => ['menus', restaurantId] as const,
};
