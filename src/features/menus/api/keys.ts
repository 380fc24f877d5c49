export const menuKeys = {
  all: ['menus'] as const,
  list: (restaurantId: string) => ['menus', restaurantId] as const,
};
