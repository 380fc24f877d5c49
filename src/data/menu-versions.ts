import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { menuKeys } from './menus';

export const menuVersionKeys = {
  /** Under the menu list key, so any save of a menu (which refreshes the list) refreshes these. */
  list: (restaurantId: string, menuId: string) =>
    [...menuKeys.list(restaurantId), 'versions', menuId] as const,
};

/** Every saved version of one menu, oldest first; none for samples. */
export const menuVersionsQuery = (restaurantId: string, menuId: string) =>
  queryOptions({
    queryKey: menuVersionKeys.list(restaurantId, menuId),
    queryFn: async () => (await getBackend()).menus.versions(restaurantId, menuId),
  });

export function useMenuVersions(restaurantId: string, menuId: string) {
  return useQuery(menuVersionsQuery(restaurantId, menuId));
}
