import { z } from 'zod';
import {
  sentNotificationSchema,
  type RecipientState,
  type SentNotification,
} from '@/domain/notification';
import { sampleNotifications } from '@/domain/seeds/sample-notifications';
import { readJson, writeJson } from '@/lib/storage';
import type { NotificationsPort } from '../port';
import { createCollectionStore } from '../shared/collection-store';
import { localKeys } from './keys';

const blank = (staffId: string): RecipientState => ({
  staffId,
  openedAt: null,
  quizPassedAt: null,
  acknowledgedAt: null,
  remindedAt: null,
});

/**
 * What only recipients (through staffAccess) and reminders write: a manager's save of the list
 * keeps the stored states and acknowledgements of every update it already had, and a new update
 * starts with none, whatever the saved list says.
 */
export function keepRecipientStates(
  stored: SentNotification[],
  incoming: SentNotification[],
): SentNotification[] {
  const before = new Map(stored.map((n) => [n.id, n]));
  return incoming.map((n) => {
    const old = before.get(n.id);
    return {
      ...n,
      acknowledgedBy: old?.acknowledgedBy ?? [],
      recipientStates: old?.recipientStates ?? [],
    };
  });
}

/** Changes one recipient's state on one stored update; returns the updated record. */
export function updateRecipientState(
  restaurantId: string,
  notificationId: string,
  staffId: string,
  change: (s: RecipientState) => RecipientState,
): SentNotification | null {
  const key = localKeys.notifications(restaurantId);
  const all = readJson(key, z.array(sentNotificationSchema), []).value;
  let updated: SentNotification | null = null;
  const next = all.map((n) => {
    if (n.id !== notificationId || !n.recipientIds.includes(staffId)) return n;
    const current = n.recipientStates.find((s) => s.staffId === staffId) ?? blank(staffId);
    const state = change(current);
    const acknowledged = state.acknowledgedAt !== null && !n.acknowledgedBy.includes(staffId);
    updated = {
      ...n,
      recipientStates: [...n.recipientStates.filter((s) => s.staffId !== staffId), state],
      acknowledgedBy: acknowledged ? [...n.acknowledgedBy, staffId] : n.acknowledgedBy,
    };
    return updated;
  });
  if (updated) writeJson(key, next);
  return updated;
}

export function createLocalNotifications(
  authorize: (restaurantId: string) => void,
): NotificationsPort {
  const store = createCollectionStore(
    {
      key: localKeys.notifications,
      schema: sentNotificationSchema,
      seed: () => sampleNotifications(),
      keepServerOwned: keepRecipientStates,
    },
    authorize,
  );
  return {
    ...store,
    async remind(restaurantId, notificationId, staffIds) {
      authorize(restaurantId);
      const at = new Date().toISOString();
      for (const staffId of staffIds)
        updateRecipientState(restaurantId, notificationId, staffId, (s) => ({
          ...s,
          remindedAt: at,
        }));
    },
  };
}
