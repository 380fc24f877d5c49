import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

export function useSavedModules(restaurantId: string) {
  return useQuery(restaurantQueries.training(restaurantId));
}

export function useMenuList(restaurantId: string) {
  return useQuery(restaurantQueries.menus(restaurantId));
}
