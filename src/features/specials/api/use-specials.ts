import { useQuery } from '@tanstack/react-query';
import { restaurantQueries } from '@/session/restaurant-queries';

/** The restaurant's stored specials (the spec's seed on first use), in stored order. */
export function specialsQuery(restaurantId: string) {
  return restaurantQueries.specials(restaurantId);
}

export function useSpecials(restaurantId: string) {
  return useQuery(specialsQuery(restaurantId));
}
