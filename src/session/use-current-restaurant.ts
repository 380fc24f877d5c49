import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { useAuth } from './auth-context';
import { restaurantKeys } from './restaurant-keys';

/** The signed-in user's restaurant (the first one: a manager runs one restaurant), or null when they have none yet. */
export function useCurrentRestaurant() {
  const { user } = useAuth();
  return useQuery({
    queryKey: restaurantKeys.forUser(user?.id ?? 'anonymous'),
    enabled: !!user,
    queryFn: async () => {
      const backend = await getBackend();
      const list = await backend.restaurants.listForUser(user!.id);
      return list[0] ?? null;
    },
  });
}
