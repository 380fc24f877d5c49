import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { loadStaff } from './load-staff';

/**
 * One definition per restaurant collection. Several screens read the same list (the dashboard,
 * the staff page, the notify screen, training), so key and loader live here: a cache entry filled
 * by any screen then holds the same data, e.g. staff with legacy records already migrated.
 */
export const restaurantDataKeys = {
  staff: (restaurantId: string) => ['staff', restaurantId] as const,
  notifications: (restaurantId: string) => ['notifications', restaurantId] as const,
  menus: (restaurantId: string) => ['menus', restaurantId] as const,
  specials: (restaurantId: string) => ['specials', restaurantId] as const,
  training: (restaurantId: string) => ['training', restaurantId] as const,
};

export const restaurantQueries = {
  staff: (restaurantId: string) =>
    queryOptions({
      queryKey: restaurantDataKeys.staff(restaurantId),
      queryFn: () => loadStaff(restaurantId),
    }),
  notifications: (restaurantId: string) =>
    queryOptions({
      queryKey: restaurantDataKeys.notifications(restaurantId),
      queryFn: async () => (await getBackend()).notifications.list(restaurantId),
    }),
  menus: (restaurantId: string) =>
    queryOptions({
      queryKey: restaurantDataKeys.menus(restaurantId),
      queryFn: async () => (await getBackend()).menus.list(restaurantId),
    }),
  specials: (restaurantId: string) =>
    queryOptions({
      queryKey: restaurantDataKeys.specials(restaurantId),
      queryFn: async () => (await getBackend()).specials.list(restaurantId),
    }),
  training: (restaurantId: string) =>
    queryOptions({
      queryKey: restaurantDataKeys.training(restaurantId),
      queryFn: async () => (await getBackend()).training.list(restaurantId),
    }),
};
