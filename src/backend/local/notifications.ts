import { z } from 'zod';
import {
  sentNotificationSchema,
  type RecipientState,
  type SentNotification,
} from '@/domain/notification';
import { recipientState } from '@/domain/readiness';
import { staffMemberSchema } from '@/domain/staff';
import { readJson, writeJson } from '@/lib/storage';
import type { NotificationsPort } from '../port';
import { createCollectionStore } from '../shared/collection-store';
import { localKeys } from './keys';

/**
 * What only recipients (through staffAccess) and reminders write: a manager's save of the list
 * keeps the stored states and acknowledgements of every update it already had, and a new update
 * starts with none, whatever the saved list says.
 */
function keepRecipientStates(
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

/**
 * Changes one recipient's state on one stored update, in one read of the list; returns the
 * updated record, or null when the update was not sent to this person. `change` sees the stored
 * update, may throw to refuse, and returns the state it was given to leave everything as it is.
 */
export function updateRecipientState(
  restaurantId: string,
  notificationId: string,
  staffId: string,
  change: (s: RecipientState, update: SentNotification) => RecipientState,
): SentNotification | null {
  const key = localKeys.notifications(restaurantId);
  const all = readJson(key, z.array(sentNotificationSchema), []).value;
  const n = all.find((x) => x.id === notificationId && x.recipientIds.includes(staffId));
  if (!n) return null;
  const current = recipientState(n, staffId);
  const state = change(current, n);
  if (state === current) return n;
  const acknowledged = state.acknowledgedAt !== null && !n.acknowledgedBy.includes(staffId);
  const updated: SentNotification = {
    ...n,
    recipientStates: [...n.recipientStates.filter((s) => s.staffId !== staffId), state],
    acknowledgedBy: acknowledged ? [...n.acknowledgedBy, staffId] : n.acknowledgedBy,
  };
  writeJson(
    key,
    all.map((x) => (x === n ? updated : x)),
  );
  return updated;
}

export function createLocalNotifications(
  authorize: (restaurantId: string) => void,
): NotificationsPort {
  const store = createCollectionStore(
    {
      key: localKeys.notifications,
      schema: sentNotificationSchema,
      // The sample updates are added on read, never stored (index.ts, ADR 0026).
      seed: () => [],
      keepServerOwned: keepRecipientStates,
    },
    authorize,
  );
  return {
    ...store,
    async send(restaurantId, update) {
      authorize(restaurantId);
      // A new update starts with no states, whatever the caller's record says.
      const record = sentNotificationSchema.parse({
        ...update,
        acknowledgedBy: [],
        recipientStates: [],
      });
      const key = localKeys.notifications(restaurantId);
      const all = readJson(key, z.array(sentNotificationSchema), []).value;
      const staffKey = localKeys.staff(restaurantId);
      const staff = readJson(staffKey, z.array(staffMemberSchema), []);
      const recipients = new Set(record.recipientIds);
      // Both writes in one synchronous step, right after the reads: no other script of this
      // origin runs in between, so a send from another tab is never overwritten. Corrupt staff
      // storage is left as it is (its counters are not worth losing the list over).
      writeJson(key, [record, ...all]);
      if (staff.status === 'ok')
        writeJson(
          staffKey,
          staff.value.map((s) =>
            recipients.has(s.id) ? { ...s, notificationsReceived: s.notificationsReceived + 1 } : s,
          ),
        );
      return record;
    },
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
