import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

export function useMenus(restaurantId: string | undefined) {
  return useQuery({ ...restaurantQueries.menus(restaurantId ?? 'none'), enabled: !!restaurantId });
}
