import type { SupabaseClient } from '@supabase/supabase-js';
import { sentNotificationSchema, type SentNotification } from '@/domain/notification';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema } from '@/domain/staff';
import { savedTrainingModuleSchema } from '@/domain/training';
import {
  isUuid,
  notificationColumns,
  notificationFromRow,
  RECIPIENTS,
  specialColumns,
  specialFromRow,
  STAFF_SELECT,
  staffColumns,
  staffFromRow,
  trainingColumns,
  trainingFromRow,
} from './collection-rows';
import { assertOk, rowsOf } from './errors';
import { createTableCollection } from './table-collection';

type Authorize = (restaurantId: string) => Promise<void>;

/** Notifications with their recipients (and who acknowledged) in one request. */
export const NOTIFICATION_SELECT = `*,${RECIPIENTS}(staffid,acknowledged_at)`;

/**
 * A new notification is inserted on its own (one per send, in practice), so its DB-assigned id is
 * known for sure before its recipient rows are written; recipients are one batch insert. The
 * manager side never writes acknowledged_at: only the recipient does, through staffAccess.
 */
function insertNotifications(client: SupabaseClient) {
  return async (restaurantId: string, items: SentNotification[]) => {
    const stored = await Promise.all(
      items.map(async (item) => {
        const result = await client
          .from('notifications')
          .insert({ restaurantid: Number(restaurantId), ...notificationColumns(item) })
          .select('*')
          .single();
        const row = rowsOf('create notification', result);
        // Only staff rows can be recipients; an id that is not one would fail the foreign key.
        const recipients = [...new Set(item.recipientIds.filter(isUuid))];
        return { row, recipients };
      }),
    );
    const recipientRows = stored.flatMap(({ row, recipients }) =>
      recipients.map((staffid) => ({ notificationid: row.notificationid, staffid })),
    );
    if (recipientRows.length > 0) {
      assertOk(
        'create notification recipients',
        await client.from(RECIPIENTS).insert(recipientRows),
      );
    }
    return stored.map(({ row, recipients }) =>
      notificationFromRow({
        ...row,
        [RECIPIENTS]: recipients.map((staffid) => ({ staffid, acknowledged_at: null })),
      }),
    );
  };
}

/**
 * Staff, specials, notifications and training modules in their tables (issue 8), replacing the
 * browser storage they had before. A new restaurant starts with none of them: the spec's sample
 * people and updates are never written into a real team's directory (ADR 0004).
 */
export function createTableCollections(client: SupabaseClient, authorize: Authorize) {
  return {
    staff: createTableCollection(client, authorize, {
      table: 'staff_members',
      key: 'staffid',
      select: STAFF_SELECT,
      order: { column: 'created_at', ascending: true },
      label: 'staff',
      schema: staffMemberSchema,
      fromRow: staffFromRow,
      columns: staffColumns,
    }),
    specials: createTableCollection(client, authorize, {
      table: 'specials',
      key: 'specialid',
      select: '*',
      order: { column: 'created_at', ascending: true },
      label: 'specials',
      schema: specialSchema,
      fromRow: specialFromRow,
      columns: specialColumns,
    }),
    notifications: createTableCollection(client, authorize, {
      table: 'notifications',
      key: 'notificationid',
      select: NOTIFICATION_SELECT,
      order: { column: 'sent_at', ascending: false },
      label: 'notifications',
      schema: sentNotificationSchema,
      fromRow: notificationFromRow,
      columns: notificationColumns,
      insert: insertNotifications(client),
    }),
    training: createTableCollection(client, authorize, {
      table: 'training_modules',
      key: 'moduleid',
      select: '*',
      order: { column: 'created_at', ascending: false },
      label: 'training modules',
      schema: savedTrainingModuleSchema,
      fromRow: trainingFromRow,
      columns: trainingColumns,
    }),
  };
}
