import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { restaurantQueries } from '@/session/restaurant-queries';
import type { Special } from '@/domain/special';
import { activeSpecials } from '@/domain/special-rules';
import { useToday } from '../hooks/use-today';

/** The restaurant's stored specials (the spec's seed on first use), in stored order. */
export function specialsQuery(restaurantId: string) {
  return restaurantQueries.specials(restaurantId);
}

export function useSpecials(restaurantId: string) {
  return useQuery(specialsQuery(restaurantId));
}

/**
 * Specials running today, in list order, for other screens (the staff home shows them).
 * Shares the cache with the specials page, so an edit there shows up here at once.
 */
export function useActiveSpecials(restaurantId: string | undefined) {
  const today = useToday();
  const select = useCallback((list: Special[]) => activeSpecials(list, today), [today]);
  return useQuery({
    ...specialsQuery(restaurantId ?? 'none'),
    enabled: !!restaurantId,
    select,
  });
}
