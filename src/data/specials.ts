import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from './collection';

/** The restaurant's stored specials (the seed on first use), in stored order. */
export const specialsQuery = (restaurantId: string) => collectionQuery('specials', restaurantId);

export function useSpecials(restaurantId: string) {
  return useQuery(specialsQuery(restaurantId));
}
