import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { collectionKey, collectionQuery } from './collection';
import { deliverAfter, deliveryKeys } from './deliveries';

/** The updates sent to staff, newest first as stored. */
export const notificationsQuery = (restaurantId: string) =>
  collectionQuery('notifications', restaurantId);

export function useNotifications(restaurantId: string) {
  return useQuery(notificationsQuery(restaurantId));
}

/**
 * Stamps a reminder on recipients of one update. Through the port's own call, never a save of
 * the list: recipient states are the backend's, and a list save leaves them as they were.
 */
export function useRemindStaff(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      notificationId,
      staffIds,
    }: {
      notificationId: string;
      staffIds: string[];
    }) => {
      const backend = await getBackend();
      await backend.notifications.remind(restaurantId, notificationId, staffIds);
      // The reminder queued its e-mails and pushes (Supabase); sending them cannot undo it.
      return deliverAfter(backend, { notificationId });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKey('notifications', restaurantId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      ]),
  });
}
