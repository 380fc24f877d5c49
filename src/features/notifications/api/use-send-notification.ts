import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { MenuChange } from '@/domain/notification';
import { buildNotification } from '@/domain/notification-rules';
import { clearMenuChanges, readMenuChanges, writeMenuChanges } from '@/lib/menu-session';
import { notificationKeys } from './keys';

type SendInput = { message: string; recipientIds: string[]; items: MenuChange[] };

/**
 * Sending records the update (newest first), counts it for each recipient and clears the changes
 * that were sent; changes the manager left unticked stay pending for a later update.
 */
export function useSendNotification(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, recipientIds, items }: SendInput) => {
      const backend = await getBackend();
      const record = buildNotification({ message, recipientIds, items });
      const existing = await backend.notifications.list(restaurantId);
      await backend.notifications.replace(restaurantId, [record, ...existing]);
      const staff = await backend.staff.list(restaurantId);
      const recipients = new Set(recipientIds);
      await backend.staff.replace(
        restaurantId,
        staff.map((s) =>
          recipients.has(s.id) ? { ...s, notificationsReceived: s.notificationsReceived + 1 } : s,
        ),
      );
      const sent = new Set(items.map((i) => i.id));
      const remaining = readMenuChanges(restaurantId).filter((c) => !sent.has(c.id));
      if (remaining.length) writeMenuChanges(restaurantId, remaining);
      else clearMenuChanges(restaurantId);
      return record;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.list(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.staff(restaurantId) }),
      ]),
  });
}
