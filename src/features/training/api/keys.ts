export const trainingKeys = {
  list: (restaurantId: string) => ['training', restaurantId] as const,
  // Same key as the other features' menu lists, so all screens share one cache entry.
  menus: (restaurantId: string) => ['menus', restaurantId] as const,
};
