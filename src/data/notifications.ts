import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from './collection';

/** The updates sent to staff, newest first as stored. */
export const notificationsQuery = (restaurantId: string) =>
  collectionQuery('notifications', restaurantId);

export function useNotifications(restaurantId: string) {
  return useQuery(notificationsQuery(restaurantId));
}
