import { useQuery } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { menuKeys } from './keys';

export function useMenus(restaurantId: string | undefined) {
  return useQuery({
    queryKey: menuKeys.list(restaurantId ?? 'none'),
    enabled: !!restaurantId,
    queryFn: async () => (await getBackend()).menus.list(restaurantId!),
  });
}
