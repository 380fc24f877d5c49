import { z } from 'zod';
import {
  sentNotificationSchema,
  type RecipientState,
  type SentNotification,
} from '@/domain/notification';
import { recipientState } from '@/domain/readiness';
import type { NotificationsPort } from '../port';
import { createCollectionStore } from './collection-store';
import { localKeys } from './keys';
import { dropRow, newRowId, readRows, rowTime, writeRow } from './row-keys';
import { recordSent, recordStateChange } from './training-record';

/** One send's recipients, counted into the staff list's `notificationsReceived` (index.ts). */
export const receiptSchema = z.object({ id: z.string(), recipientIds: z.array(z.string()) });

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
  const n = readRows(key, sentNotificationSchema).value.find(
    (x) => x.id === notificationId && x.recipientIds.includes(staffId),
  );
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
  // Only this update's key: a send or another person's answer in another tab is left alone.
  writeRow(key, n.id, updated);
  try {
    recordStateChange(restaurantId, updated, current, state);
  } catch (error) {
    // The record could not be written: the state goes back, as a failed transaction would.
    writeRow(key, n.id, n);
    throw error;
  }
  return updated;
}

export function createLocalNotifications(
  authorize: (restaurantId: string) => void,
): NotificationsPort {
  // Read as any list; written only by send (and recipients' answers): an update is never edited.
  // The sample updates are added on read, never stored (index.ts, ADR 0026).
  const { list } = createCollectionStore(
    { key: localKeys.notifications, schema: sentNotificationSchema, newestFirst: true },
    authorize,
  );
  return {
    list,
    async send(restaurantId, update) {
      authorize(restaurantId);
      const key = localKeys.notifications(restaurantId);
      // A new update starts with no states, whatever the caller's record says; its id is the
      // store's (two tabs sending in the same millisecond built the same one).
      const record = sentNotificationSchema.parse({
        ...update,
        id: newRowId(update.id),
        acknowledgedBy: [],
        recipientStates: [],
      });
      // Two keys of its own, never a shared list or counter: the receipt (which the staff list
      // counts while its update exists) and then the update, so two tabs sending at once both
      // keep theirs (row-keys.ts); then its 'sent' events. When the update or its record cannot
      // be written (storage full), what was written is taken back: nothing is left half-sent.
      const at = rowTime();
      const receipts = localKeys.receipts(restaurantId);
      writeRow(receipts, record.id, { id: record.id, recipientIds: record.recipientIds }, at);
      try {
        writeRow(key, record.id, record, at);
        recordSent(restaurantId, record, new Date().toISOString());
      } catch (error) {
        dropRow(key, record.id);
        dropRow(receipts, record.id);
        throw error;
      }
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
