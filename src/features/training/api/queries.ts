import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { trainingKeys } from './keys';

export function useSavedModules(restaurantId: string) {
  return useQuery({
    queryKey: trainingKeys.list(restaurantId),
    queryFn: async () => (await getBackend()).training.list(restaurantId),
  });
}

export function useMenuList(restaurantId: string) {
  return useQuery({
    queryKey: trainingKeys.menus(restaurantId),
    queryFn: async () => (await getBackend()).menus.list(restaurantId),
  });
}
